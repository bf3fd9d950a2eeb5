/**
 * The outbox: journal ops that could not reach the database, as JSON lines in `<dataDir>/outbox.jsonl`, fsync'd
 * before the caller is told its write is safe. Read back (and replayed) at the next boot.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import type { Op } from "./ops.js";

export class Outbox {
  readonly file: string;
  readonly rejectedFile: string;
  private lines = 0;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, "outbox.jsonl");
    this.rejectedFile = path.join(dataDir, "outbox.rejected.jsonl");
  }

  /** Ops left by a previous run. A last line cut short by a crash mid-write is ignored (it was never acknowledged). */
  load(): Op[] {
    if (!existsSync(this.file)) return [];
    const ops: Op[] = [];
    for (const line of readFileSync(this.file, "utf8").split("\n")) {
      if (!line.trim()) continue;
      try {
        ops.push(JSON.parse(line) as Op);
      } catch {
        continue;
      }
    }
    this.lines = ops.length;
    return ops;
  }

  get size(): number {
    return this.lines;
  }

  /** Appends and fsyncs. Synchronous on purpose: nothing else can run between the write and the caller's ack. */
  append(ops: Op[]): void {
    if (ops.length === 0) return;
    appendDurably(this.file, ops.map((o) => JSON.stringify(o) + "\n").join(""));
    this.lines += ops.length;
  }

  /** Called once every op in it is in the database. */
  truncate(): void {
    const fd = openSync(this.file, "w");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    this.lines = 0;
  }

  /** Ops the database refused for good (e.g. a constraint), kept for a human instead of being dropped. */
  reject(op: Op, error: string): void {
    appendDurably(this.rejectedFile, JSON.stringify({ op, error, at: new Date().toISOString() }) + "\n");
  }
}

function appendDurably(file: string, text: string): void {
  const fd = openSync(file, "a");
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
