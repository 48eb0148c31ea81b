import type { InvalidationBus } from "./bus";
import { TaggedCache } from "./tagged-cache";

/**
 * How long a sold-out mark refuses order creates without the database (ms). Any stock return
 * clears the mark at once (bus "stock-returned"); this TTL is the safety net for a message that
 * never arrives, so the longest a slot that got places back can stay wrongly refused.
 */
export const SOLD_OUT_MARK_TTL_MS = 2_000;

/** At most this many slots are marked per node (oldest out first). */
export const SOLD_OUT_MAX_MARKS = 10_000;

/**
 * Per-slot sold-out marks of one node (issue 8 item 6; docs/decisions/014). A mark says "a create
 * of `quantity` or more places failed the conditional stock UPDATE for lack of places": creates of
 * at least that many are refused without a write transaction, smaller ones still go to the
 * database. The conditional UPDATE stays the only judge of whether places are sold; a mark only
 * short-circuits a refusal the UPDATE would give, and goes as soon as places come back:
 * - it is set only after an UPDATE failed, and not when a stock return was heard for the slot
 *   between the ticket taken before that UPDATE and the failure (that return may have come after
 *   the UPDATE looked);
 * - "stock-returned" on the bus (refund, close, cancel, sweeper; on any node) clears it;
 * - it expires after {@link SOLD_OUT_MARK_TTL_MS} whatever happens.
 * "sold-out" messages from other nodes (key `${slotKey}#${quantity}`) set it here too.
 */
export class SoldOutMarks {
  private readonly marks = new TaggedCache<number>({ ttlMs: SOLD_OUT_MARK_TTL_MS, maxEntries: SOLD_OUT_MAX_MARKS });

  /** Subscribes to the bus; `now` is the app clock. */
  constructor(
    bus: InvalidationBus,
    private readonly now: () => Date,
  ) {
    bus.subscribe("stock-returned", (slot) => this.marks.invalidate(slot));
    bus.subscribe("sold-out", (key) => {
      if (key === "*") return this.marks.invalidate("*");
      const hash = key.lastIndexOf("#");
      const quantity = Number(key.slice(hash + 1));
      if (hash > 0 && Number.isInteger(quantity) && quantity > 0) this.mark(key.slice(0, hash), quantity, this.marks.ticket());
    });
  }

  /** True when a create of `quantity` places of `slot` is to be refused without the database. */
  refuses(slot: string, quantity: number): boolean {
    const least = this.marks.get(slot, this.now().getTime());
    return least !== undefined && quantity >= least;
  }

  /** The ticket to take before the conditional UPDATE whose failure may {@link mark} the slot. */
  ticket(): number {
    return this.marks.ticket();
  }

  /**
   * Marks `slot` sold out for creates of `quantity` or more, unless a return of the slot was heard
   * since `ticket`. Answers true when this call newly marked it (or lowered the quantity): the
   * caller then tells the other nodes.
   */
  mark(slot: string, quantity: number, ticket: number): boolean {
    const now = this.now().getTime();
    const least = this.marks.get(slot, now);
    if (least !== undefined && least <= quantity) return false;
    return this.marks.set(slot, quantity, [slot], now, ticket);
  }

  /** Removes the mark of `slot` ("*": every mark). */
  clear(slot: string): void {
    this.marks.invalidate(slot);
  }
}
