import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { SeatMap } from "@wenlv/contract/seats";
import { inventory, orderItems, seatHolds, shows, vouchers } from "../../db/schema/index";
import type { TestApp, TestLogin } from "../../test-utils";
import { postCreate } from "../orders/test-fixtures";

/** Test-only helpers of the performance and film suites (not used by the server). */

/** The signed fields every order create carries, fresh nonce and idempotency key, `extra` on top. */
export function orderFields(t: Pick<TestApp, "clock">, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    contact_name: "张伟",
    contact_phone: "13800138000",
    channel: "",
    source_port: "h5",
    source_scene: "test",
    timestamp: t.clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: randomUUID(),
    ...extra,
  };
}

/** POSTs a signed order create of `extra` (type and product fields) for `login`. */
export function createFor(t: TestApp, login: TestLogin, extra: Record<string, unknown>) {
  return postCreate(t, login, orderFields(t, extra));
}

/** A GET on the app: status, headers and the parsed envelope. */
export async function getJson<T>(t: TestApp, url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: T } };
}

/** The id of the seeded show `slug`. */
export async function showIdOf(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.db.select({ id: shows.id }).from(shows).where(eq(shows.slug, slug)).limit(1);
  if (!row) throw new Error(`no show ${slug}`);
  return row.id;
}

/**
 * `n` free seats side by side at the left end of a block of `map` (a row's start or after an aisle)
 * whose block is exactly `n` long or at least `n + 2`, so taking them leaves no single empty seat;
 * normal seats only, none taken. Throws when the map has none.
 */
export function freeBlockSeats(map: SeatMap, n: number, from = 0): string[] {
  const taken = new Set(map.taken);
  let skipped = 0;
  for (const row of map.layout.rows) {
    const blocks: string[][] = [[]];
    for (const cell of row.cells) {
      if (cell.kind === "aisle") blocks.push([]);
      else blocks[blocks.length - 1]!.push(cell.kind === "normal" && !taken.has(cell.code) ? cell.code : "");
    }
    for (const block of blocks) {
      if ((block.length === n || block.length >= n + 2) && block.every((c) => c !== "")) {
        if (skipped === from) return block.slice(0, n);
        skipped += 1;
      }
    }
  }
  throw new Error(`no free block of ${n} seats`);
}

/** The seats held on the stock row of `productId`, `day`, `slot` (from seat_holds), sorted. */
export async function heldOn(t: TestApp, productId: number, day: string, slot: string): Promise<string[]> {
  const rows = await t.db
    .select({ seat: seatHolds.seatCode })
    .from(seatHolds)
    .innerJoin(inventory, eq(inventory.id, seatHolds.inventoryId))
    .where(and(eq(inventory.productId, productId), eq(inventory.day, day), eq(inventory.slot, slot)));
  return rows.map((r) => r.seat).sort();
}

/** The vouchers of an order (by id), with their seats and travellers. */
export async function vouchersOf(t: TestApp, orderId: number) {
  const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return t.db.select().from(vouchers).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
}
