/**
 * A table's tasks, run one at a time in the order they came: every change of a match (a move, a join's start, a
 * clock running out, a bot's move) is a task, so an action is checked against the state it applies to. A task that
 * fails is logged and the queue goes on; once the room's timers are stopped (the room is closing) no queued task
 * runs any more.
 */
import type { RoomTimers } from "./timers.js";

export class TaskQueue {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly timers: RoomTimers,
    private readonly failed: (err: unknown) => void,
  ) {}

  /** Runs `task` after the tasks queued before it. */
  add(task: () => Promise<void> | void): void {
    this.chain = this.chain.then(() => (this.timers.isStopped ? undefined : task())).catch((e) => this.failed(e));
  }

  /** `answer()` once the tasks queued before it have run. */
  inTurn<T>(answer: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.add(() => {
        try {
          resolve(answer());
        } catch (e) {
          reject(e);
        }
      }),
    );
  }

  /** Settles once every task queued so far has run. */
  drained(): Promise<void> {
    return this.chain;
  }
}
