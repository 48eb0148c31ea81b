type Lane = { active: number; waiting: (() => void)[] };

/**
 * Lets at most `limit` tasks per key run at once; the others wait their turn in arrival order.
 * Used to admit order creates of one time slot a few at a time (docs/decisions/014): a buyer
 * admitted after the slot sold out sees the sold-out mark instead of starting a transaction.
 */
export class KeyedGate {
  private readonly lanes = new Map<string, Lane>();

  /** `limit`: how many tasks of one key may run together (at least 1). */
  constructor(private readonly limit: number) {}

  /** Runs `task` once fewer than `limit` tasks of `key` are running; answers (or throws) what it does. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.active >= Math.max(1, this.limit)) {
      const queued = lane;
      await new Promise<void>((resolve) => queued.waiting.push(resolve));
    } else {
      lane.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = lane.waiting.shift();
      // A waiter takes over the place of the task that ended, so `active` stays as it is.
      if (next) next();
      else if (--lane.active === 0) this.lanes.delete(key);
    }
  }

  /** How many tasks of `key` are waiting (not running). */
  waiting(key: string): number {
    return this.lanes.get(key)?.waiting.length ?? 0;
  }
}
