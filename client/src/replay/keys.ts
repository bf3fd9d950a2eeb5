/**
 * The replay's keys: ← and → a move back and on, Home and End the deal and the last move, space starts or stops
 * autoplay. Keys typed into a field are left alone, and so are those the focused control handles itself (the range
 * input's arrows, Home and End; a focused button's space).
 */
import type { Autoplay } from "./autoplay";
import type { Scrubber } from "./scrubber";

const TYPED_INTO = new Set(["TEXTAREA", "SELECT"]);

function handledByFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (TYPED_INTO.has(target.tagName) || target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== "range" || key !== " ";
  return target.tagName === "BUTTON" && key === " ";
}

/** Listens on the document until the returned function is called. */
export function replayKeys(scrub: Scrubber, play: Autoplay): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || handledByFocus(e.target, e.key)) return;
    const to: Record<string, () => void> = {
      ArrowLeft: () => scrub.set(scrub.step() - 1),
      ArrowRight: () => scrub.set(scrub.step() + 1),
      Home: () => scrub.set(0),
      End: () => scrub.set(scrub.last),
      " ": () => play.toggle(),
    };
    const act = Object.hasOwn(to, e.key) ? to[e.key] : undefined;
    if (!act) return;
    e.preventDefault();
    act();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
