/** The wire contract as the browser sees it: the shared definitions (shared/src/wire.ts). */
export type {
  Identity,
  GameInfo,
  MatchSummary,
  MatchRecord,
  LiveMatchRecord,
  EndedMatchRecord,
  MatchPage,
  RoomListing,
  SeatMessage,
  SeatLegal,
  LegalMessage,
  Rejection,
  LogEvent,
  Finished,
  SeatState,
  RoomState,
} from "@tabletop/shared";
