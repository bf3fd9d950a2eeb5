/**
 * The figures of the last move (following the game), one rule for every game. A game names its figures
 * (Xorlosch's dwarves, Dungeon Lite's heroes and enemies, Dungeon Flee's token and face-up monsters) by an id and
 * says where each stands, from public information only; after each action its `apply` keeps, in the state, the
 * figures that stood somewhere before the action and stand somewhere else after it. A figure that comes onto the
 * table or leaves it is not of a move, and an action that moves no figure keeps the figures of the move before, so
 * the mark stays until others move. The view carries them (`lastMoved`), so every page (a player, a spectator, a
 * reconnect, a replay) marks the same figures from the view alone.
 */

/** Where each figure stands now, by its id (a square, a zone, a corridor). */
export type Places = ReadonlyMap<string, string | number>;

/** The ids of the figures that changed place between `before` and `after`, or `kept` when none did. */
export function lastMoved(before: Places, after: Places, kept: readonly string[]): readonly string[] {
  const out: string[] = [];
  for (const [id, at] of after) {
    const was = before.get(id);
    if (was !== undefined && was !== at) out.push(id);
  }
  return out.length > 0 ? out : kept;
}
