/**
 * What a game adds to the generic match room: its engine and bots (from shared), its two
 * schema classes, and the projection of the engine's views into them. Nothing else.
 */
import type { Schema } from "@colyseus/schema";
import type { Bot, Engine } from "@tabletop/shared";
import type { SchemaClass } from "./state.js";

export interface GameRoomDef<S = any, A = any, O = any, V = any, G extends Schema = any, P extends Schema = any> {
  engine: Engine<S, A, O, V>;
  bot: Bot<V, A>;
  Public: SchemaClass<G>;
  Private: SchemaClass<P>;
  /**
   * Copies the public view (engine.view(state, null)) into the public schema. `last` is the view projected last
   * time (undefined the first time): write only what differs from it (see ../room/sync.ts).
   */
  project(view: V, target: G, last: V | undefined): void;
  /**
   * Copies a seat's view (engine.view(state, seat)) into that seat's private schema, given that seat's last view.
   * Omit it for a game without private information: the room then skips the per-seat views on every move.
   */
  projectPrivate?(view: V, target: P, last: V | undefined): void;
}
