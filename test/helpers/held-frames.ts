/**
 * Holds the frames an SDK room receives and lets them through late and out of order, as a slow or busy page may take
 * them in. The state's frames (the whole state, then each patch) keep their order among themselves, since each patch
 * changes what the last one left; so do the other frames (messages, request replies, pongs), since the room sends
 * them as one stream. Each frame waits a random time, and whenever the heads of both streams are due, which goes
 * first is drawn at random: a message sent after a patch may come before it, and one sent before it may come after.
 * Seeded, so a failing run can be repeated.
 */
import { Protocol, type Room } from "@colyseus/sdk";
import { nextFloat, rngFromSeed, type RngState } from "@tabletop/shared";

export interface HeldFrames {
  /** Frames let through so far. */
  readonly released: number;
  /** Frames held now. */
  readonly held: number;
  /** Lets no frame wait any more: from now on each goes through as it comes, after what is held. */
  stop(): void;
}

interface Held {
  event: MessageEvent;
  due: number;
}

const STATE_FRAMES: readonly number[] = [Protocol.ROOM_STATE, Protocol.ROOM_STATE_PATCH];

/** The longest each kind of frame is held, in ms: the state's frames, and the others. */
export interface Delays {
  state: number;
  messages: number;
}

/**
 * Holds `room`'s incoming frames from now on, each up to its kind's delay, and calls `after` once each frame held has
 * been handled by the room (the moment a page could draw).
 */
export function holdFrames(room: Room, seed: string, delays: Delays, after: () => void): HeldFrames {
  const events = (room.connection as unknown as { events: { onmessage: (e: MessageEvent) => void } }).events;
  const deliver = events.onmessage;
  let rng: RngState = rngFromSeed(seed);
  const draw = () => {
    let r: number;
    [r, rng] = nextFloat(rng);
    return r;
  };
  const state: Held[] = [];
  const messages: Held[] = [];
  let released = 0;
  let holding = true;

  const pump = () => {
    for (;;) {
      const now = performance.now();
      const due = [state, messages].filter((q) => q.length > 0 && (!holding || q[0].due <= now));
      if (due.length === 0) return;
      const from = due.length === 1 ? due[0] : due[draw() < 0.5 ? 0 : 1];
      deliver(from.shift()!.event);
      released++;
      after();
    }
  };
  events.onmessage = (event: MessageEvent) => {
    const code = new Uint8Array(event.data as ArrayBuffer)[0] & 0x1f;
    const ofState = STATE_FRAMES.includes(code);
    const wait = draw() * (ofState ? delays.state : delays.messages);
    (ofState ? state : messages).push({ event, due: performance.now() + wait });
    if (!holding) pump();
  };
  const timer = setInterval(pump, 1);
  return {
    get released() {
      return released;
    },
    get held() {
      return state.length + messages.length;
    },
    stop() {
      holding = false;
      clearInterval(timer);
      pump();
    },
  };
}
