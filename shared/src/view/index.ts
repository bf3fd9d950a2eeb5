/** The view description: one declaration per game, from which the schema, the projection and the decoding follow. */
export type { Node } from "./spec.js";
export { wrapsElements } from "./spec.js";
