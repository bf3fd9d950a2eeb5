/**
 * Dungeon Flee schema classes: a typed mirror of the engine's FleeView that carries card ids (strings), never whole
 * card objects; the client looks the ids up in the shared content. Schema fields cannot hold null, so "none" is ""
 * for card ids and strings and -1 for the location.
 *
 * Hidden from everyone, the player included: the draw pile (order and contents), every face-down card and the RNG.
 * They are never projected; only counts are. The hand and the selection sit in the per-seat private schema, which
 * the room puts under `@view()`, so only the player's client receives them; the public part has only their counts.
 */
import { ArraySchema, Schema, type } from "@colyseus/schema";

export class FleeCorridorSchema extends Schema {
  /** All cards in the corridor, face down or up. */
  @type("uint8") count = 0;
  @type("uint8") faceDown = 0;
  /** Ids of the face-up cards, bottom→top. */
  @type(["string"]) shown = new ArraySchema<string>();
  @type("boolean") cleared = false;
}

/** How the last attempt went; `card` is "" when there was none this round. */
export class FleeAttemptSchema extends Schema {
  @type("string") card = "";
  @type("boolean") success = false;
  @type("uint8") swords = 0;
  @type("uint8") shields = 0;
  @type("uint8") wild = 0;
  @type("uint8") damage = 0;
  @type("uint8") blocked = 0;
  @type("uint8") taken = 0;
}

export class FleeBonusSchema extends Schema {
  @type("uint8") swords = 0;
  @type("uint8") shields = 0;
  @type("uint8") wild = 0;
}

export class FleePublic extends Schema {
  @type("string") mode = "";
  @type("string") class = "";
  @type("string") gender = "";
  @type("string") phase = "";
  @type("uint16") round = 0;
  /** Can fall below 1 on the losing hit. */
  @type("int16") health = 0;
  @type("uint8") maxHealth = 0;
  @type("uint8") stairs = 0;
  /** Corridor index 0..5, or -1 while the token is on the character card. */
  @type("int8") location = -1;
  @type([FleeCorridorSchema]) corridors = new ArraySchema<FleeCorridorSchema>();
  @type("uint8") exitPileCount = 0;
  @type("uint8") handCount = 0;
  @type("uint8") selectedCount = 0;
  @type("uint8") drawCount = 0;
  @type("uint8") discardCount = 0;
  @type("uint8") banishedCount = 0;
  /** Id of the top card of the (face-up) discard pile, "" when empty. */
  @type("string") discardTop = "";
  @type(["string"]) inventory = new ArraySchema<string>();
  @type(FleeBonusSchema) bonus = new FleeBonusSchema();
  /** Id of the encounter faced, or of the card showing at the location; "" when none. */
  @type("string") encounter = "";
  @type("boolean") canStay = false;
  @type("boolean") canMove = false;
  @type("boolean") mustFight = false;
  @type(FleeAttemptSchema) lastAttempt = new FleeAttemptSchema();
  /** "win", "loss", or "" while the game goes on. */
  @type("string") result = "";
}

/** The player's own view: the hand and the cards chosen for the attempt. */
export class FleePrivate extends Schema {
  @type(["string"]) hand = new ArraySchema<string>();
  @type(["string"]) selected = new ArraySchema<string>();
}
