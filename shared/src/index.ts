export * from "./engine.js";
export * from "./rng.js";
export * from "./games.js";
export type * from "./wire.js";
export * from "./actions.js";
