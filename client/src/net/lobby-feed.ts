/** The realtime list of open rooms, from the server's Colyseus LobbyRoom ("lobby"). */
import type { Room } from "@colyseus/sdk";
import { colyseus } from "./join";
import type { RoomListing } from "./types";

export interface LobbyFeed {
  close(): void;
}

export async function openLobbyFeed(onChange: (rooms: RoomListing[]) => void): Promise<LobbyFeed> {
  const rooms = new Map<string, RoomListing>();
  const publish = () => onChange([...rooms.values()]);
  const room: Room = await colyseus().joinOrCreate("lobby", {});
  room.onMessage("rooms", (list: RoomListing[]) => {
    rooms.clear();
    for (const r of list) rooms.set(r.roomId, r);
    publish();
  });
  room.onMessage("+", ([roomId, listing]: [string, RoomListing]) => {
    rooms.set(roomId, { ...listing, roomId });
    publish();
  });
  room.onMessage("-", (roomId: string) => {
    rooms.delete(roomId);
    publish();
  });
  return {
    close() {
      room.removeAllListeners();
      void room.leave(true);
    },
  };
}
