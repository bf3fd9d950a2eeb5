/** The wire contract as the browser sees it: the shared definitions (shared/src/wire.ts). */
export type {
  Identity, GameInfo, MatchSeat, MatchSummary, MatchRecord, LiveMatchRecord, EndedMatchRecord, MatchPage, ListingMetadata, RoomListing, SeatMessage,
  SyncReply, Rejection, LogEvent, Finished, SeatState, RoomState, JoinOptions,
} from "@tabletop/shared";
