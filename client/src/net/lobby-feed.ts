/**
 * The realtime list of open rooms, from the server's Colyseus LobbyRoom ("lobby").
 * The lobby room keeps no seat for a dropped client, so instead of the SDK's reconnection
 * the feed joins again (and gets a fresh full list) whenever the connection is lost.
 */
import type { Room } from "@colyseus/sdk";
import { colyseus } from "./join";
import type { RoomListing } from "./types";

export interface LobbyFeed {
  close(): void;
}

const RETRY_MS = 2000;

export async function openLobbyFeed(onChange: (rooms: RoomListing[]) => void): Promise<LobbyFeed> {
  const rooms = new Map<string, RoomListing>();
  const publish = () => onChange([...rooms.values()]);
  let closed = false;
  let room: Room | null = null;
  let retry = 0;

  const connect = async (): Promise<void> => {
    const r: Room = await colyseus().joinOrCreate("lobby", {});
    r.reconnection.enabled = false;
    // Every type the lobby room sends has its handler for as long as the socket is open, also while it closes after
    // the page moved on (a listing may be on its way then): a message with none would print a warning. Once the feed
    // is closed they change nothing.
    r.onMessage("rooms", (list: RoomListing[]) => {
      if (closed) return;
      rooms.clear();
      for (const x of list) rooms.set(x.roomId, x);
      publish();
    });
    r.onMessage("+", ([roomId, listing]: [string, RoomListing]) => {
      if (closed) return;
      rooms.set(roomId, { ...listing, roomId });
      publish();
    });
    r.onMessage("-", (roomId: string) => {
      if (closed) return;
      rooms.delete(roomId);
      publish();
    });
    r.onLeave(() => {
      room = null;
      if (!closed) scheduleRetry();
    });
    if (closed) void r.leave(true);
    else room = r;
  };

  const scheduleRetry = () => {
    retry = window.setTimeout(() => {
      connect().catch(() => !closed && scheduleRetry());
    }, RETRY_MS);
  };

  await connect();
  return {
    close() {
      closed = true;
      window.clearTimeout(retry);
      void room?.leave(true);
    },
  };
}
