import { and, asc, eq, inArray } from "drizzle-orm";
import { addDays, shanghaiDay } from "../lib/time";
import type { Db } from "./client";
import { inventory, products } from "./schema/index";
import { SALE_DAYS, ticketRules } from "./ticket-rules";

/** An inventory row: stock of one product on one day ("YYYY-MM-DD", Shanghai) in one slot. */
export type InventoryRow = typeof inventory.$inferSelect;

/**
 * The sales window at `now`: from today (Asia/Shanghai) to today + 14 days, inclusive.
 */
export function saleWindow(now: Date, saleDays = SALE_DAYS): { first: string; last: string } {
  const first = shanghaiDay(now);
  return { first, last: addDays(first, saleDays - 1) };
}

/**
 * Makes sure the inventory rows of a product exist for the given days, one per slot of the
 * product's rules with the product's per-slot capacity (INSERT ... ON CONFLICT DO NOTHING, so
 * concurrent callers never duplicate or reset a row), and answers the rows ordered by day, then
 * slot order of the product. Unknown product: answers []. Does not check the sales window.
 */
export async function ensureInventoryDays(db: Db, productId: number, days: readonly string[]): Promise<InventoryRow[]> {
  if (days.length === 0) return [];
  const [product] = await db.select({ rules: products.rules }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return [];
  const rules = ticketRules(product.rules);
  await db
    .insert(inventory)
    .values(days.flatMap((day) => rules.slots.map((slot) => ({ productId, day, slot, capacity: rules.capacity, sold: 0 }))))
    .onConflictDoNothing({ target: [inventory.productId, inventory.day, inventory.slot] });
  const rows = await db
    .select()
    .from(inventory)
    .where(and(eq(inventory.productId, productId), inArray(inventory.day, [...days]), inArray(inventory.slot, rules.slots)))
    .orderBy(asc(inventory.day));
  const slotOrder = new Map(rules.slots.map((s, i) => [s, i]));
  return rows.sort((a, b) => (a.day === b.day ? (slotOrder.get(a.slot) ?? 0) - (slotOrder.get(b.slot) ?? 0) : a.day < b.day ? -1 : 1));
}

/**
 * {@link ensureInventoryDays} for one day: the product's inventory rows of `day`, created on demand.
 * For the orders module: call it before the conditional stock UPDATE of an order item.
 */
export async function ensureInventory(db: Db, productId: number, day: string): Promise<InventoryRow[]> {
  return ensureInventoryDays(db, productId, [day]);
}
