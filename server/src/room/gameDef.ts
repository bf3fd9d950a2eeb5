/**
 * What a game brings to the generic match room: its engine (rules, and the description of its view, from which the
 * synced schema and the projection follow) and its bots. That is the shared registry's GameModule as it is.
 */
export type { GameModule as GameRoomDef } from "@tabletop/shared";
