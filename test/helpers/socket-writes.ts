/** Counting a TCP socket's calls into the OS, for the tests of how a room's frames leave the server. */
import type net from "node:net";

/** Counts the socket's calls into the OS from now on: one `_write` per chunk, or one `_writev` for several. */
export function countWrites(s: net.Socket): { write: number; writev: number } {
  const counts = { write: 0, writev: 0 };
  const raw = s as unknown as { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
  const write = raw._write.bind(s);
  const writev = raw._writev.bind(s);
  raw._write = (...a) => {
    counts.write++;
    write(...a);
  };
  raw._writev = (...a) => {
    counts.writev++;
    writev(...a);
  };
  return counts;
}
