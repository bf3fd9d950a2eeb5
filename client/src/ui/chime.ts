/**
 * The "your turn" sound: two short notes made with WebAudio (no sound file), and the player's choice to mute it,
 * kept in localStorage so it holds across reloads and tables.
 */
const MUTED_KEY = "tabletop:sound";

export const soundMuted = (): boolean => localStorage.getItem(MUTED_KEY) === "off";

export function setSoundMuted(muted: boolean): void {
  if (muted) localStorage.setItem(MUTED_KEY, "off");
  else localStorage.removeItem(MUTED_KEY);
}

let audio: AudioContext | null = null;

/** Where the browser cannot say whether the page was used (no `navigator.userActivation`): a click or key seen. */
let used = false;
if (typeof navigator !== "undefined" && !("userActivation" in navigator))
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, () => (used = true), { capture: true, once: true, passive: true });

/**
 * Whether the person has clicked, tapped or typed on this page yet. Before that a browser lets no sound start (its
 * autoplay policy), and an AudioContext made then prints a warning: a page just opened or reloaded waits for a
 * gesture.
 */
const pageUsed = (): boolean => ("userActivation" in navigator ? navigator.userActivation.hasBeenActive : used);

/** Plays the chime (about 0.3 s, quiet), unless muted, the page not yet used, or the browser has no WebAudio. */
export function chime(): void {
  if (soundMuted() || typeof AudioContext === "undefined" || !pageUsed()) return;
  audio ??= new AudioContext();
  // Made after a gesture, a context starts running; one a browser still holds suspended is asked to go on.
  if (audio.state === "suspended") void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.02;
  [660, 880].forEach((hz, i) => {
    const t = start + i * 0.12;
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.type = "sine";
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.12, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.18);
    osc.connect(gain).connect(audio!.destination);
    osc.start(t);
    osc.stop(t + 0.2);
  });
}
