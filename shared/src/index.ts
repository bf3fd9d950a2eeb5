export * from "./engine.js";
export * from "./rng.js";
