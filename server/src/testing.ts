/**
 * What the server offers the tools beside it (the benchmark and the fuzzer in ../../bench): the one entry they
 * import (`@tabletop/server/testing`), so that they reach nothing else of the server's. Importing it first also
 * gives Node 20 the global WebSocket that the Colyseus client needs (./polyfill.ts).
 */
import "./polyfill.js";

export { loadConfig } from "./config.js";
export { createLogger } from "./log.js";
export type { Metrics } from "./metrics.js";
export { SERVER_NODE_FLAGS } from "./nodeFlags.js";
export { startPlatform } from "./platform.js";
export { corked } from "./colyseus/corked.js";
export { eventsFor } from "./room/events.js";
export type { GameRoomDef } from "./room/gameDef.js";
export { projectMatch, type Projected } from "./room/projection.js";
export { whenMaySendAgain } from "./room/rateLimit.js";
export { SAFETY_PATCH_MS } from "./room/safetyPatch.js";
export { SeatLists } from "./room/seatLists.js";
export { shareEncodeBuffers } from "./colyseus/sharedEncodeBuffers.js";
export { matchStateFor, type MatchState, type MatchStateClasses } from "./room/state.js";
export { startEmbedded, type EmbeddedDb } from "./store/embedded.js";
export type { MatchStore } from "./store/types.js";
