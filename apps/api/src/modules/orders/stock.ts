import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inventory } from "../../db/schema/index";

/**
 * Takes `quantity` places of one inventory row (product, day, slot) with ONE conditional statement:
 * `UPDATE inventory SET sold = sold + q WHERE id = $1 AND sold + q <= capacity` (ARCHITECTURE.md
 * stock rule; the CHECK sold <= capacity is the backstop). No read-then-write, so concurrent
 * buyers never oversell on PGlite or PostgreSQL. False when too few places are left.
 */
export async function reserveStock(tx: Db, inventoryId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(inventory)
    .set({ sold: sql`${inventory.sold} + ${quantity}` })
    .where(and(eq(inventory.id, inventoryId), sql`${inventory.sold} + ${quantity} <= ${inventory.capacity}`))
    .returning({ id: inventory.id });
  return rows.length === 1;
}

/**
 * Gives `quantity` places back (`sold = sold - q`, never below 0). Used when an unpaid order
 * closes and when a refund completes. False when the row does not hold that many sold places.
 */
export async function releaseStock(tx: Db, inventoryId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(inventory)
    .set({ sold: sql`${inventory.sold} - ${quantity}` })
    .where(and(eq(inventory.id, inventoryId), sql`${inventory.sold} >= ${quantity}`))
    .returning({ id: inventory.id });
  return rows.length === 1;
}
