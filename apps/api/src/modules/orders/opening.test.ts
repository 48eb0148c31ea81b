import { and, count, eq } from "drizzle-orm";
import type { OrderDetail } from "@wenlv/contract/orders";
import type { StockResult } from "@wenlv/contract/scenic";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, scenicSpots, skus } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { addTravellers, orderData, postCreate, soldOf, type TicketFixture } from "./test-fixtures";

// Issue 9: a closing day (苏州博物馆 周一闭馆) and a slot whose booking has stopped are never offered
// by the stock answer and always refused by order create; the same rule decides both.
// 2026-11-24 is a Tuesday; 2026-11-30 a Monday. The clock starts at 17:05 in Shanghai.
const clock = createTestClock(new Date("2026-11-24T09:05:00Z"));
let t: TestApp;
let alice: TestLogin;
let travellerIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await t.loginAs("13900000031");
  travellerIds = await addTravellers(t, alice, 1, 70);
});
afterAll(async () => t.close());

/** The ticket product and first SKU of a seeded spot. */
async function ticketOf(slug: string, day: string, slot: string): Promise<TicketFixture> {
  const [row] = await t.db
    .select({ productId: products.id, skuId: skus.id, priceFen: skus.priceFen })
    .from(scenicSpots)
    .innerJoin(products, and(eq(products.ownerType, "scenic"), eq(products.ownerId, scenicSpots.id), eq(products.type, "ticket")))
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(eq(scenicSpots.slug, slug))
    .orderBy(skus.id)
    .limit(1);
  if (!row) throw new Error(`no ticket for ${slug}`);
  return { ...row, day, slot };
}

const stock = async (productId: number, startDay: string, days: number) =>
  (await postForm<StockResult>(t.app, "/api/scenic/stock", { product_id: productId, start_day: startDay, days })).body.data;

async function orderCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

describe("closing days and booking cut-offs", () => {
  it("the stock answer marks 苏州博物馆's Mondays closed and nothing on them bookable", async () => {
    const museum = await ticketOf("suzhou-museum", "2026-11-30", "09:00-11:00");
    const days = await stock(museum.productId, "2026-11-29", 3);
    expect(days.map((d) => [d.day, d.closed])).toEqual([
      ["2026-11-29", false],
      ["2026-11-30", true],
      ["2026-12-01", false],
    ]);
    expect(days[1]!.slots.every((s) => !s.bookable && s.blocked === "closed")).toBe(true);
    expect(days[0]!.slots.every((s) => s.bookable && s.blocked === undefined)).toBe(true);
  });

  it("order create refuses a closing day and takes no stock", async () => {
    const museum = await ticketOf("suzhou-museum", "2026-11-30", "09:00-11:00");
    const before = await orderCount();
    const res = await postCreate(t, alice, orderData(t, museum, travellerIds));
    expect(res.body).toMatchObject({ code: 0, msg: "所选日期闭馆，不可预订" });
    expect(await orderCount()).toBe(before);
    expect(await soldOf(t.db, museum)).toBe(0);
    // The Tuesday after is open and can be booked.
    const tuesday = await postCreate(t, alice, orderData(t, { ...museum, day: "2026-12-01" }, travellerIds));
    expect(tuesday.body.code).toBe(1);
    // The order remembers whose ticket it was, for 再次预订 (issue 9).
    const shown = await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: tuesday.body.data.order_no }, alice.token);
    const [spot] = await t.db.select({ id: scenicSpots.id }).from(scenicSpots).where(eq(scenicSpots.slug, "suzhou-museum"));
    expect(shown.body.data.items[0]).toMatchObject({ owner_type: "scenic", owner_id: spot!.id, sku_id: museum.skuId });
  });

  it("after 17:00 today's slots of 拙政园 are no longer bookable, tomorrow's are, and create agrees", async () => {
    const garden = await ticketOf("zhuozhengyuan", "2026-11-24", "07:30-09:30");
    const [today, tomorrow] = await stock(garden.productId, "2026-11-24", 2);
    expect(today!.closed).toBe(false);
    expect(today!.slots.map((s) => [s.bookable, s.blocked])).toEqual(today!.slots.map(() => [false, "ended"]));
    expect(today!.slots[0]!.remaining).toBeGreaterThan(0);
    expect(tomorrow!.slots.every((s) => s.bookable)).toBe(true);

    const before = await orderCount();
    const res = await postCreate(t, alice, orderData(t, garden, travellerIds));
    expect(res.body).toMatchObject({ code: 0, msg: "该时段已停止预订" });
    expect(await orderCount()).toBe(before);
  });

  it("a slot is bookable until its end and not from it", async () => {
    const garden = await ticketOf("zhuozhengyuan", "2026-11-25", "07:30-09:30");
    clock.set(new Date("2026-11-25T01:29:00Z")); // 09:29 in Shanghai
    expect((await stock(garden.productId, "2026-11-25", 1))[0]!.slots[0]).toMatchObject({ slot: "07:30-09:30", bookable: true });
    clock.set(new Date("2026-11-25T01:30:00Z")); // 09:30
    expect((await stock(garden.productId, "2026-11-25", 1))[0]!.slots[0]).toMatchObject({ slot: "07:30-09:30", bookable: false, blocked: "ended" });
    expect((await stock(garden.productId, "2026-11-25", 1))[0]!.slots[1]).toMatchObject({ slot: "09:30-11:30", bookable: true });
  });
});
