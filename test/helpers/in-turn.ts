/**
 * Several matches' states visited as a server moving them all asks for them: the first state of each match, then
 * the second of each, and so on. A cache that serves one match's successive states (a match's own viewer) is
 * asked between two of its states for the other matches', so one that kept another match's answer would show.
 */
export function inTurn<S>(
  matches: readonly (readonly S[])[],
  visit: (match: number, state: S, before: S | undefined) => void,
): void {
  const longest = Math.max(...matches.map((m) => m.length));
  for (let i = 0; i < longest; i++)
    matches.forEach((states, k) => {
      if (i < states.length) visit(k, states[i], i > 0 ? states[i - 1] : undefined);
    });
}
