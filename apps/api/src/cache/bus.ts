import type { Db } from "../db/client";

/**
 * What a message on the invalidation bus is about (docs/decisions/014). The key says which entry:
 * - "catalogue": spots, products or SKUs changed (seed, an edit); key a product id or "*";
 * - "stock-taken" / "stock-returned": places of one slot were sold / given back (order create;
 *   close, cancel, refund, sweeper); key `slotKey(productId, day, slot)` or "*";
 * - "sold-out": a slot was found sold out for `quantity` places; key `${slotKey}#${quantity}`;
 * - "session": sessions were revoked; key `session:<id>`, `user:<id>` (every session of a user) or "*".
 * The key "*" on any topic means "everything": it is what a node hears after it may have missed
 * messages (see {@link InvalidationBus.subscribe}).
 */
export type BusTopic = "catalogue" | "stock-taken" | "stock-returned" | "sold-out" | "session";

/** Every topic, for subscribers of all and for the reset after a lost connection. */
export const BUS_TOPICS: readonly BusTopic[] = ["catalogue", "stock-taken", "stock-returned", "sold-out", "session"];

/** A subscriber: called with the key of each message of its topic, synchronously, never awaited. */
export type BusHandler = (key: string) => void;

/**
 * The one way a write tells every in-process cache of every API node what changed
 * (docs/decisions/014). Messages carry no data, only what to drop; a subscriber that is told
 * something it does not hold does nothing, so a message may arrive twice (the PostgreSQL bus
 * delivers a node's own messages back to it) or for entries long gone.
 */
export type InvalidationBus = {
  /** "local": this process only (PGlite, tests); "postgres": every node on the database (LISTEN/NOTIFY). */
  readonly kind: "local" | "postgres";
  /**
   * Publishes a message: this node's subscribers are called before the promise is created (so a
   * read that follows the write on this node never sees the old entry), other nodes hear it
   * within the round trip of a NOTIFY. Call it after the transaction that made the change has
   * committed. Never rejects: a failed NOTIFY is logged and the TTLs bound what it leaves stale.
   */
  publish: (topic: BusTopic, key: string) => Promise<void>;
  /**
   * Queues a message for the OTHER nodes inside transaction `tx`: PostgreSQL delivers it when `tx`
   * commits, after every message of a transaction that committed before, and never when `tx` rolls
   * back. This node's subscribers are not called. Does nothing on the local bus (there are no other
   * nodes). Used where the order of a message and a row lock matters (the sold-out mark).
   */
  publishIn: (tx: Db, topic: BusTopic, key: string) => Promise<void>;
  /**
   * Calls `handler` with the key of every message of `topic` from now on, including "*" when this
   * node may have missed messages (the listening connection was lost and is back). Answers the
   * unsubscribe function.
   */
  subscribe: (topic: BusTopic, handler: BusHandler) => () => void;
  /** Stops listening and sends what is queued; publishing after close only reaches this node. */
  close: () => Promise<void>;
};

/** The subscriber lists of a bus, shared by both implementations. */
export class Subscribers {
  private readonly handlers = new Map<BusTopic, Set<BusHandler>>();

  /** Adds `handler` to `topic`; answers the function that removes it. */
  add(topic: BusTopic, handler: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => void set.delete(handler);
  }

  /** Calls every handler of `topic` with `key`; a handler that throws does not stop the others. */
  deliver(topic: BusTopic, key: string, onError: (err: unknown) => void): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch (err) {
        onError(err);
      }
    }
  }

  /** Delivers "*" on every topic: the subscriber drops everything it holds. */
  reset(onError: (err: unknown) => void): void {
    for (const topic of BUS_TOPICS) this.deliver(topic, "*", onError);
  }
}

/**
 * The in-process bus: `publish` calls this process's subscribers and nothing else. Right for one
 * node (the embedded PGlite database serves one process) and for tests that build two apps on one
 * bus to stand for two nodes.
 */
export function createLocalBus(onError: (err: unknown) => void = () => {}): InvalidationBus {
  const subscribers = new Subscribers();
  return {
    kind: "local",
    publish: async (topic, key) => subscribers.deliver(topic, key, onError),
    publishIn: async () => {},
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    close: async () => {},
  };
}
