import { and, eq, gte, lte, sql } from "drizzle-orm";
import { addDays, shanghaiDay } from "../lib/time";
import type { Db } from "./client";
import { preparedOn } from "./prepared";
import { inventory, products } from "./schema/index";
import { SALE_DAYS, ticketRules, type TicketRules } from "./ticket-rules";

/** An inventory row: stock of one product on one day ("YYYY-MM-DD", Shanghai) in one slot. */
export type InventoryRow = typeof inventory.$inferSelect;

/**
 * The sales window at `now`: from today (Asia/Shanghai) to today + 14 days, inclusive.
 */
export function saleWindow(now: Date, saleDays = SALE_DAYS): { first: string; last: string } {
  const first = shanghaiDay(now);
  return { first, last: addDays(first, saleDays - 1) };
}

/** Prepared reads of the inventory: a product's rules (`product`), its rows from `from` to `to`. */
function statements(db: Db) {
  return preparedOn(db, "inventory", (d) => ({
    rules: d
      .select({ rules: products.rules })
      .from(products)
      .where(eq(products.id, sql.placeholder("product")))
      .limit(1)
      .prepare("inventory_product_rules"),
    rows: d
      .select()
      .from(inventory)
      .where(and(eq(inventory.productId, sql.placeholder("product")), gte(inventory.day, sql.placeholder("from")), lte(inventory.day, sql.placeholder("to"))))
      .prepare("inventory_rows"),
  }));
}

/**
 * Makes sure the inventory rows of a product exist for the given days, one per slot of the
 * product's rules with the product's per-slot capacity, and answers the rows ordered by day, then
 * slot order of the product. Rows already there are read with one prepared statement; missing ones
 * are inserted first (INSERT ... ON CONFLICT DO NOTHING, so concurrent callers never duplicate or
 * reset a row). `rules`: the product's TicketRules when the caller has read them (else read here).
 * Unknown product: answers []. Does not check the sales window.
 */
export async function ensureInventoryDays(db: Db, productId: number, days: readonly string[], rules?: TicketRules): Promise<InventoryRow[]> {
  if (days.length === 0) return [];
  const read = statements(db);
  let known = rules;
  if (!known) {
    const [product] = await read.rules.execute({ product: productId });
    if (!product) return [];
    known = ticketRules(product.rules);
  }
  const wanted = new Set(days);
  const slots = new Set(known.slots);
  const ordered = [...wanted].sort();
  const range = { product: productId, from: ordered[0], to: ordered[ordered.length - 1] };
  const pick = (all: InventoryRow[]) => all.filter((r) => wanted.has(r.day) && slots.has(r.slot));
  let rows = pick(await read.rows.execute(range));
  if (rows.length < wanted.size * slots.size) {
    const capacity = known.capacity;
    await db
      .insert(inventory)
      .values(ordered.flatMap((day) => [...slots].map((slot) => ({ productId, day, slot, capacity, sold: 0 }))))
      .onConflictDoNothing({ target: [inventory.productId, inventory.day, inventory.slot] });
    rows = pick(await read.rows.execute(range));
  }
  const slotOrder = new Map(known.slots.map((s, i) => [s, i]));
  return rows.sort((a, b) => (a.day === b.day ? (slotOrder.get(a.slot) ?? 0) - (slotOrder.get(b.slot) ?? 0) : a.day < b.day ? -1 : 1));
}

/**
 * {@link ensureInventoryDays} for one day: the product's inventory rows of `day`, created on demand.
 * For the orders module: call it before the conditional stock UPDATE of an order item (`rules`:
 * the product's, when already read).
 */
export async function ensureInventory(db: Db, productId: number, day: string, rules?: TicketRules): Promise<InventoryRow[]> {
  return ensureInventoryDays(db, productId, [day], rules);
}
