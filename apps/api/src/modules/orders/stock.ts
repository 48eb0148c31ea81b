import { and, eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../cache/bus";
import { slotKey } from "../../cache/slot-key";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { inventory } from "../../db/schema/index";

/**
 * What code that gives places back needs: the database, the bus to tell every node after the
 * commit, and the config (the pay timeout of an order offered to the waiting list, decision 035).
 */
export type StockWriter = Pick<AppContext, "db" | "bus" | "config">;

/**
 * Gives `quantity` places back (`sold = sold - q`, never below 0). Used when an unpaid order
 * closes and when a refund completes. Answers the {@link slotKey} of the row, for
 * {@link announceStockReturned} once the transaction commits, or null when the row does not hold
 * that many sold places (nothing changed).
 */
export async function releaseStock(tx: Db, inventoryId: number, quantity: number): Promise<string | null> {
  const [row] = await tx
    .update(inventory)
    .set({ sold: sql`${inventory.sold} - ${quantity}` })
    .where(and(eq(inventory.id, inventoryId), sql`${inventory.sold} >= ${quantity}`))
    .returning({ productId: inventory.productId, day: inventory.day, slot: inventory.slot });
  return row ? slotKey(row.productId, row.day, row.slot) : null;
}

/**
 * Tells every node that places of `slots` (slot keys from {@link releaseStock}) came back: their
 * stock answers leave the catalogue cache and their sold-out marks go (docs/decisions/014). Call
 * after the transaction that released them has committed.
 */
export async function announceStockReturned(bus: InvalidationBus, slots: Iterable<string>): Promise<void> {
  for (const slot of new Set(slots)) await bus.publish("stock-returned", slot);
}
