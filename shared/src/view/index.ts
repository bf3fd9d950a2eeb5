/** The view description: one declaration per game, from which the schema, the projection and the decoding follow. */
export {
  v,
  defineView,
  privatePart,
  type Infer,
  type Node,
  type Spec,
  type ViewDescription,
  type Wire,
} from "./spec.js";
export { viewClasses, classFor, wrapsElements, type SchemaClass, type ViewClasses } from "./schema.js";
export { decodeNode, decodeView } from "./decode.js";
