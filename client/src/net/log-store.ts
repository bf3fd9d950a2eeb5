/** The event log of each joined room, kept per tab so a reload shows what happened before it. */
import type { LogEvent } from "./types";

const key = (roomId: string) => `tabletop:log:${roomId}`;
const KEEP = 300;

export function loadLog(roomId: string): LogEvent[] {
  try {
    return JSON.parse(sessionStorage.getItem(key(roomId)) ?? "[]") as LogEvent[];
  } catch {
    return [];
  }
}

export function saveLog(roomId: string, log: LogEvent[]): void {
  sessionStorage.setItem(key(roomId), JSON.stringify(log.slice(-KEEP)));
}

export function forgetLog(roomId: string): void {
  sessionStorage.removeItem(key(roomId));
}
