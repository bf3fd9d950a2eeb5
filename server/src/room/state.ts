/**
 * The synced match state (schema). Generic parts (status, seats, connection state) are
 * the same for every game; each game supplies two schema classes: its public view and
 * a seat's private view. A seat's private view and its legal list sit under `@view()`, so only the
 * client whose StateView holds that seat receives them.
 */
import { ArraySchema, Schema, type, view } from "@colyseus/schema";
import type { Engine, Pace, RoomState, SeatState as WireSeatState } from "@tabletop/shared";
import { viewClasses } from "./viewSchema.js";
import { DEFAULT_RESPONSE_SECONDS } from "./responseClock.js";

type SchemaClass<T extends Schema = Schema> = new () => T;

/** A seat as synced: the wire contract's seat fields (shared/src/wire.ts) as a schema, with its private view. */
export interface SeatState<P extends Schema = Schema>
  extends Schema, Omit<WireSeatState, "private" | "legal" | "skipping"> {
  legal: string;
  skipping: boolean;
  private: P;
}

/** The match state as synced: the wire contract's room state as a schema, with the game's public view. */
export interface MatchState<G extends Schema = Schema, P extends Schema = Schema>
  extends
    Schema,
    Omit<
      RoomState,
      | "seats"
      | "view"
      | "graceSeconds"
      | "seatsPerPlayer"
      | "pace"
      | "responseSeconds"
      | "responseDeadline"
      | "turnSeconds"
      | "turnDeadline"
      | "bankSeconds"
      | "rated"
      | "watching"
      | "paced"
    > {
  graceSeconds: number;
  responseSeconds: number;
  responseDeadline: number;
  turnSeconds: number;
  turnDeadline: number;
  bankSeconds: number;
  rated: boolean;
  watching: number;
  paced: boolean;
  seatsPerPlayer: number;
  pace: Pace;
  seats: ArraySchema<SeatState<P>>;
  view: G;
}

export interface MatchStateClasses<G extends Schema, P extends Schema> {
  State: new () => MatchState<G, P>;
  Seat: new () => SeatState<P>;
}

const built = new WeakMap<object, MatchStateClasses<Schema, Schema>>();

/** The state classes of a game's matches, from its view description (built once per game). */
export function matchStateFor(engine: Engine<unknown, unknown, unknown, unknown>): MatchStateClasses<Schema, Schema> {
  let c = built.get(engine.viewSpec);
  if (!c) {
    const { Public, Private } = viewClasses(engine.viewSpec);
    c = defineMatchState(Public, Private);
    built.set(engine.viewSpec, c);
  }
  return c;
}

/** Builds the state classes for one game from its public and private view schemas. */
function defineMatchState<G extends Schema, P extends Schema>(
  Public: SchemaClass<G>,
  Private: SchemaClass<P>,
): MatchStateClasses<G, P> {
  class Seat extends Schema {
    index = 0;
    name = "";
    playerId = "";
    occupied = false;
    connected = false;
    bot = false;
    standIn = false;
    reconnectDeadline = 0;
    bankLeft = 0;
    bankDeadline = 0;
    legal = "";
    skipping = false;
    private = new Private();
  }
  type("uint8")(Seat.prototype, "index");
  type("string")(Seat.prototype, "name");
  type("string")(Seat.prototype, "playerId");
  type("boolean")(Seat.prototype, "occupied");
  type("boolean")(Seat.prototype, "connected");
  type("boolean")(Seat.prototype, "bot");
  type("boolean")(Seat.prototype, "standIn");
  type("number")(Seat.prototype, "reconnectDeadline");
  type("number")(Seat.prototype, "bankLeft");
  type("number")(Seat.prototype, "bankDeadline");
  type("boolean")(Seat.prototype, "skipping");
  // The seat's legal list (./seatLists.ts) reaches its holder only, in the patch of the move it follows.
  type("string")(Seat.prototype, "legal");
  view()(Seat.prototype, "legal");
  // Same order as `@view() @type(Private)`: decorators apply bottom-up, so the type comes first.
  type(Private)(Seat.prototype, "private");
  view()(Seat.prototype, "private");

  class State extends Schema {
    status = "waiting";
    game = "";
    matchId = "";
    hostSeat = 0;
    tableSize = 0;
    code = "";
    options = "{}";
    moves = 0;
    graceSeconds = 0;
    seatsPerPlayer = 1;
    pace: Pace = "normal";
    responseSeconds = DEFAULT_RESPONSE_SECONDS;
    responseDeadline = 0;
    turnSeconds = 0;
    turnDeadline = 0;
    bankSeconds = 0;
    rated = false;
    watching = 0;
    paced = false;
    outcome = "";
    seats = new ArraySchema<Seat>();
    view = new Public();
  }
  type("string")(State.prototype, "status");
  type("string")(State.prototype, "game");
  type("string")(State.prototype, "matchId");
  type("uint8")(State.prototype, "hostSeat");
  type("uint8")(State.prototype, "tableSize");
  type("string")(State.prototype, "code");
  type("string")(State.prototype, "options");
  type("uint32")(State.prototype, "moves");
  type("uint16")(State.prototype, "graceSeconds");
  type("string")(State.prototype, "outcome");
  type("uint8")(State.prototype, "seatsPerPlayer");
  type("string")(State.prototype, "pace");
  type("uint16")(State.prototype, "responseSeconds");
  type("number")(State.prototype, "responseDeadline");
  type("uint16")(State.prototype, "turnSeconds");
  type("number")(State.prototype, "turnDeadline");
  type("uint16")(State.prototype, "bankSeconds");
  type("boolean")(State.prototype, "rated");
  type("uint16")(State.prototype, "watching");
  type("boolean")(State.prototype, "paced");
  type({ array: Seat })(State.prototype, "seats");
  type(Public)(State.prototype, "view");

  return {
    State: State as unknown as new () => MatchState<G, P>,
    Seat: Seat as unknown as new () => SeatState<P>,
  };
}
