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

/** Plays the chime (about 0.3 s, quiet), unless muted or the browser has no WebAudio. */
export function chime(): void {
  if (soundMuted() || typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  // A context made before any click starts suspended (autoplay policy); resuming is allowed once the page was used.
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
