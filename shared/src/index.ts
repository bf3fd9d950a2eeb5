export * from "./engine.js";
export * from "./rng.js";
export * from "./games.js";
export type * from "./wire.js";
export { CHAT_MAX_CHARS, CloseCodes, PACES, PACE_NAMES, isPace } from "./wire.js";
export * from "./actions.js";
export { v, defineView, type Infer, type ViewDescription } from "./view/spec.js";
export { decodeView } from "./view/decode.js";
export { count, ordinal, plural } from "./words.js";
