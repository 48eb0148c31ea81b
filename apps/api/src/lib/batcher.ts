type Waiting<V> = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void }[];

/**
 * Reads many keys with one query while the database is busy (no timer): loads made in the same
 * turn of the event loop leave together once it ends (setImmediate), and loads made while a batch
 * is in flight wait and leave together when it returns (up to `maxBatch` keys, the same key
 * once). An idle load waits one loop turn. Under a burst, 1,900 lookups become a handful of
 * statements instead of 1,900 round trips; on PGlite, whose queries run on this thread, the turn
 * is what lets them gather at all.
 *
 * A load only ever joins a batch that has not been sent yet, so its answer comes from a query that
 * started after the load was made: a caller that took a cache ticket first (cache/tagged-cache.ts)
 * is never answered from a read older than its ticket.
 */
export class Batcher<K extends string, V> {
  private queued = new Map<K, Waiting<V>>();
  private inFlight = 0;
  private scheduled = false;

  /**
   * `fetch` answers the values of the keys it was given (a missing key: undefined, not an error);
   * `maxBatch` bounds the keys of one query; `parallel` how many batches may be in flight at once.
   */
  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly options: { maxBatch: number; parallel: number } = { maxBatch: 500, parallel: 1 },
  ) {}

  /** The value of `key` (undefined when `fetch` has none); rejects when its batch's query fails. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.queued.set(key, [{ resolve, reject }]);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.dispatch();
      });
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.parallel && this.queued.size > 0) {
      const batch = new Map<K, Waiting<V>>();
      for (const [key, waiting] of this.queued) {
        if (batch.size >= this.options.maxBatch) break;
        batch.set(key, waiting);
      }
      for (const key of batch.keys()) this.queued.delete(key);
      this.inFlight += 1;
      this.fetch([...batch.keys()]).then(
        (values) => {
          for (const [key, waiting] of batch) for (const w of waiting) w.resolve(values.get(key));
        },
        (err: unknown) => {
          for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
        },
      ).finally(() => {
        this.inFlight -= 1;
        this.dispatch();
      });
    }
  }
}
