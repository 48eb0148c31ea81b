import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventory, orderItems, orders } from "../../db/schema/index";
import { addDays } from "../../lib/time";
import { createTestApp, type TestApp } from "../../test-utils";
import { closeUnpaidOrder } from "./close";
import { heldSeats, placeLines, ReplayConflict, SeatTaken, TooFewPlaces, type PlacementLine, type PlacementOrder } from "./placement";
import { pickTicket, type TicketFixture } from "./test-fixtures";

// Decision 033: several stock rows (nights) and seats placed all or nothing. Runs on PGlite and,
// in .ci/run, on PostgreSQL (DATABASE_URL).
let t: TestApp;
let ticket: TicketFixture;
let userIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  ticket = await pickTicket(t);
  userIds = await Promise.all(["13700001001", "13700001002", "13700001003", "13700001004"].map(async (p) => (await t.loginAs(p)).userId));
});
afterAll(async () => t.close());

/** A fresh stock row of the fixture product for `day` and a slot of its own, with `capacity`. */
async function stockRow(day: string, capacity: number, slot = `test-${randomUUID().slice(0, 8)}`): Promise<number> {
  const [row] = await t.db.insert(inventory).values({ productId: ticket.productId, day, slot, capacity }).returning({ id: inventory.id });
  return row!.id;
}

function order(userId: number): PlacementOrder {
  const now = t.clock.now();
  return {
    userId,
    type: "ticket",
    partnerCode: "default",
    channel: "",
    sourcePort: "h5",
    sourceScene: "",
    idempotencyKey: randomUUID(),
    contactName: "张伟",
    contactPhone: "13700001001",
    now,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
  };
}

function line(inventoryId: number, day: string, quantity: number, seats?: string[]): PlacementLine {
  return {
    productType: "ticket",
    productId: ticket.productId,
    skuId: ticket.skuId,
    inventoryId,
    title: "测试",
    skuName: "测试",
    day,
    slot: "test",
    quantity,
    unitPriceFen: ticket.priceFen,
    seats,
    snapshot: { fingerprint: "", travellers: [], owner: { type: "test", id: 0, name: "" }, en: { title: "", sku_name: "" } },
  };
}

/** Sold places of the stock rows `ids`, in the order given. */
async function soldOf(ids: number[]): Promise<number[]> {
  const rows = await t.db.select({ id: inventory.id, sold: inventory.sold }).from(inventory).where(inArray(inventory.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.sold ?? -1);
}
const ordersOf = async (userId: number) => Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n);

describe("placeLines: seats", () => {
  it("200 concurrent buyers of one seat: exactly one holds it, the others are refused and nothing of theirs is written", async () => {
    const day = addDays(ticket.day, 3);
    const row = await stockRow(day, 300);
    const attempts = Array.from({ length: 200 }, (_, i) => placeLines(t.db, order(userIds[i % 4]!), [line(row, day, 1, ["7-12"])]).then(() => "placed", (e: unknown) => e));
    const outcomes = await Promise.all(attempts);

    expect(outcomes.filter((o) => o === "placed")).toHaveLength(1);
    expect(outcomes.filter((o) => o instanceof SeatTaken)).toHaveLength(199);
    expect(await heldSeats(t.db, row)).toEqual(["7-12"]);
    expect(await soldOf([row])).toEqual([1]);
    const items = await t.db.select({ n: count() }).from(orderItems).where(eq(orderItems.inventoryId, row));
    expect(Number(items[0]?.n)).toBe(1);
  }, 120_000);

  it("a seat given back by a closed order can be bought again, and only that seat", async () => {
    const day = addDays(ticket.day, 4);
    const row = await stockRow(day, 300);
    const first = await placeLines(t.db, order(userIds[0]!), [line(row, day, 2, ["3-4", "3-5"])]);
    await expect(placeLines(t.db, order(userIds[1]!), [line(row, day, 1, ["3-5"])])).rejects.toBeInstanceOf(SeatTaken);

    await t.db.transaction((tx) => closeUnpaidOrder(tx, first.id, t.clock.now(), t.config.orderPayTimeoutMs));
    expect(await heldSeats(t.db, row)).toEqual([]);
    expect(await soldOf([row])).toEqual([0]);

    await placeLines(t.db, order(userIds[1]!), [line(row, day, 1, ["3-5"])]);
    expect(await heldSeats(t.db, row)).toEqual(["3-5"]);
    expect(await soldOf([row])).toEqual([1]);
  });
});

describe("placeLines: a range of nights", () => {
  it("a 3-night stay with one night full holds no night at all", async () => {
    const nights = [5, 6, 7].map((d) => addDays(ticket.day, d));
    const rows = [await stockRow(nights[0]!, 5), await stockRow(nights[1]!, 5), await stockRow(nights[2]!, 5)];
    // The middle night is at capacity: 5 of 5 rooms sold to someone else.
    await placeLines(t.db, order(userIds[2]!), [line(rows[1]!, nights[1]!, 5)]);
    const before = await ordersOf(userIds[3]!);

    await expect(placeLines(t.db, order(userIds[3]!), rows.map((r, i) => line(r, nights[i]!, 1)))).rejects.toBeInstanceOf(TooFewPlaces);

    expect(await soldOf(rows)).toEqual([0, 5, 0]);
    expect(await ordersOf(userIds[3]!)).toBe(before);
  });

  it("concurrent stays over overlapping nights never hold a partial range or oversell a night", async () => {
    const nights = [8, 9, 10, 11].map((d) => addDays(ticket.day, d));
    const rows = await Promise.all(nights.map((n) => stockRow(n, 3)));
    // 40 buyers, each wanting one room for a 3-night stay: nights 0-2 or nights 1-3. Night 1 and 2 have 3 rooms.
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const from = i % 2;
        const lines = [0, 1, 2].map((k) => line(rows[from + k]!, nights[from + k]!, 1));
        return placeLines(t.db, order(userIds[i % 4]!), lines).then(() => from, (e: unknown) => e);
      }),
    );
    const placed = outcomes.filter((o) => typeof o === "number");
    expect(placed).toHaveLength(3);
    expect(outcomes.filter((o) => o instanceof TooFewPlaces)).toHaveLength(37);
    const sold = await soldOf(rows);
    expect(sold[1]).toBe(3);
    expect(sold[2]).toBe(3);
    expect(sold[0]! + sold[3]!).toBe(3);
    // Every order holds its whole range: three items each.
    const items = await t.db.select({ orderId: orderItems.orderId }).from(orderItems).where(inArray(orderItems.inventoryId, rows));
    const perOrder = new Map<number, number>();
    for (const it of items) perOrder.set(it.orderId, (perOrder.get(it.orderId) ?? 0) + 1);
    expect([...perOrder.values()]).toEqual([3, 3, 3]);
  }, 120_000);

  it("a night that is not on sale (no stock row) refuses the stay and writes nothing", async () => {
    const night = addDays(ticket.day, 12);
    const row = await stockRow(night, 5);
    const before = await ordersOf(userIds[0]!);
    await expect(placeLines(t.db, order(userIds[0]!), [line(row, night, 1), line(2_000_000_000, addDays(night, 1), 1)])).rejects.toBeInstanceOf(TooFewPlaces);
    expect(await soldOf([row])).toEqual([0]);
    expect(await ordersOf(userIds[0]!)).toBe(before);
  });
});

describe("placeLines: several lines on one stock row", () => {
  it("an adult and a child line on one departure take their sum, and an order that does not fit takes nothing", async () => {
    // Fresh slots of their own, so the rows are new whatever day the other tests used.
    const day = addDays(ticket.day, 14);
    const row = await stockRow(day, 4);
    const placed = await placeLines(t.db, order(userIds[2]!), [line(row, day, 2), line(row, day, 1)]);
    expect(await soldOf([row])).toEqual([3]);
    const items = await t.db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 2]);

    // One place is left: 1 + 1 on the row does not fit, although each line alone would.
    const before = await ordersOf(userIds[3]!);
    await expect(placeLines(t.db, order(userIds[3]!), [line(row, day, 1), line(row, day, 1)])).rejects.toBeInstanceOf(TooFewPlaces);
    expect(await soldOf([row])).toEqual([3]);
    expect(await ordersOf(userIds[3]!)).toBe(before);
  });
});

describe("placeLines: replays", () => {
  it("a second placement with the same idempotency key or nonce writes nothing", async () => {
    const day = addDays(ticket.day, 13);
    const row = await stockRow(day, 10);
    const once = order(userIds[0]!);
    await placeLines(t.db, once, [line(row, day, 1, ["1-1"])]);
    await expect(placeLines(t.db, { ...once }, [line(row, day, 1, ["1-2"])])).rejects.toBeInstanceOf(ReplayConflict);

    // A nonce is single-use per session (used_nonces has no key to the sessions table).
    const nonce = { sessionId: 900_001, value: randomUUID() };
    await placeLines(t.db, { ...order(userIds[1]!), nonce }, [line(row, day, 1)]);
    await expect(placeLines(t.db, { ...order(userIds[1]!), nonce }, [line(row, day, 1)])).rejects.toBeInstanceOf(ReplayConflict);
    expect(await soldOf([row])).toEqual([2]);
    expect(await heldSeats(t.db, row)).toEqual(["1-1"]);
  });
});
