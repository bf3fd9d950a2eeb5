/**
 * Xorlosch schema classes: a typed mirror of the engine's public view (XorView). Schema fields cannot hold null, so
 * "none" is -1 for squares, holders and seats, "" for strings, and `present` flags quests and previews.
 * Nothing in Xorlosch is hidden but the stacks' order and the RNG, which are never projected.
 */
import { ArraySchema, Schema, type } from "@colyseus/schema";

export class XorDwarfSchema extends Schema {
  /** Square number, -1 while out of the game. */
  @type("int8") square = -1;
  @type("uint8") level = 0;
}

export class XorPlayerSchema extends Schema {
  @type([XorDwarfSchema]) dwarves = new ArraySchema<XorDwarfSchema>();
  /** Task card ids gained (the score). */
  @type(["uint8"]) cards = new ArraySchema<number>();
  @type("uint8") score = 0;
  @type("uint8") totalLevels = 0;
  @type("uint8") freeLevels = 0;
}

/** One colour's quest on the board, the preview beside its stack, the stack count and the quests solved. */
export class XorColourSchema extends Schema {
  @type("string") colour = "";
  @type("boolean") present = false;
  @type(["uint8"]) quest = new ArraySchema<number>();
  @type("boolean") previewPresent = false;
  @type(["uint8"]) preview = new ArraySchema<number>();
  @type("uint8") stackCount = 0;
  @type("uint8") solved = 0;
}

export class XorItemSchema extends Schema {
  @type("string") type = "";
  /** Seat holding it, -1 while on the board. */
  @type("int8") holder = -1;
  @type("boolean") crossed = false;
}

export class XorAffectedSchema extends Schema {
  @type("uint8") seat = 0;
  @type("uint8") dwarf = 0;
}

export class XorTurnSchema extends Schema {
  @type("uint8") spent = 0;
  @type("boolean") moved = false;
  /** Dwarf wearing the boots this turn, -1 when none. */
  @type("int8") bootsDwarf = -1;
  @type("uint8") bootsLeft = 0;
  @type([XorAffectedSchema]) potions = new ArraySchema<XorAffectedSchema>();
  @type([XorAffectedSchema]) traps = new ArraySchema<XorAffectedSchema>();
  @type(["uint8"]) respectDue = new ArraySchema<number>();
  @type(["uint8"]) broughtIn = new ArraySchema<number>();
  @type(["string"]) proposed = new ArraySchema<string>();
  @type("uint8") pointsLeft = 0;
}

/** A list of seats (tied seats or renouncers of one task position). */
export class XorSeatListSchema extends Schema {
  @type(["uint8"]) seats = new ArraySchema<number>();
}

/** The open tie choice or diplomacy proposal; `kind` "" when none. */
export class XorPendingSchema extends Schema {
  @type("string") kind = "";
  @type("string") quest = "";
  /** Tie: seat receiving each task position, -1 while undecided. */
  @type(["int8"]) awards = new ArraySchema<number>();
  @type([XorSeatListSchema]) ties = new ArraySchema<XorSeatListSchema>();
  /** Diplomacy: the order asked, the holder and answer status per task position, the renouncers. */
  @type(["uint8"]) order = new ArraySchema<number>();
  @type(["uint8"]) holders = new ArraySchema<number>();
  @type(["string"]) status = new ArraySchema<string>();
  @type([XorSeatListSchema]) renounced = new ArraySchema<XorSeatListSchema>();
}

export class XorPublic extends Schema {
  @type("string") board = "";
  @type("boolean") shortGame = false;
  @type("uint8") seats = 0;
  @type("uint8") firstPlayer = 0;
  @type("string") phase = "";
  @type("uint8") active = 0;
  @type("uint16") round = 0;
  @type(["uint16"]) turnsTaken = new ArraySchema<number>();
  @type([XorPlayerSchema]) players = new ArraySchema<XorPlayerSchema>();
  /** Always three entries: green, blue, red. */
  @type([XorColourSchema]) colours = new ArraySchema<XorColourSchema>();
  @type([XorItemSchema]) items = new ArraySchema<XorItemSchema>();
  @type(XorTurnSchema) turn = new XorTurnSchema();
  @type(XorPendingSchema) pending = new XorPendingSchema();
  /** The seat the game waits on (active, or asked in a proposal); -1 when over. */
  @type("int8") waitingOn = -1;
  /** "" while the game goes on. */
  @type("string") endReason = "";
}

/** Xorlosch hides nothing from a seat that others may see, so the private view carries only the seat number. */
export class XorPrivate extends Schema {
  @type("int8") seat = -1;
}
