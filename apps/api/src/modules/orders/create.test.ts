import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, usedNonces } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { addTravellers, orderData, pickTicket, postCreate, setCapacity, sign, soldOf, type TicketFixture } from "./test-fixtures";

let t: TestApp;
let alice: TestLogin;
let ticket: TicketFixture;
let travellerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000001");
  ticket = await pickTicket(t);
  travellerIds = await addTravellers(t, alice, 2);
});
afterAll(async () => t.close());

async function orderCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

describe("POST /api/order/create", () => {
  it("creates an UNPAID order priced from the database, answered raw", async () => {
    const soldBefore = await soldOf(t.db, ticket);
    const data = orderData(t, ticket, travellerIds, { amount_fen: 1, price_fen: 1 });
    const res = await postCreate(t, alice, data);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe("ok");
    expect(res.body.data.amount_fen).toBe(ticket.priceFen * 2);
    expect(res.body.data.order_no).toMatch(/^T\d{24}$/);
    expect(Date.parse(res.body.data.expires_at) - t.clock.now().getTime()).toBe(t.config.orderPayTimeoutMs);
    expect(await soldOf(t.db, ticket)).toBe(soldBefore + 2);

    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, res.body.data.order_no));
    expect(order?.status).toBe("UNPAID");
    expect(order?.sourcePort).toBe("h5");
    expect(order?.sourceScene).toBe("test");
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(items).toHaveLength(1);
    expect(items[0]?.productStatus).toBe("WAIT_PAYMENT");
    expect(items[0]?.quantity).toBe(2);
  });

  it("needs a login: HTTP 401 without a token", async () => {
    const res = await postForm(t.app, "/api/order/create", { data: "{}", signature: "0".repeat(64) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4005);
  });

  it("refuses a forged signature and writes nothing", async () => {
    const before = await orderCount();
    const sold = await soldOf(t.db, ticket);
    const text = JSON.stringify(orderData(t, ticket, travellerIds));
    const forged = await postCreate(t, alice, text, sign(text, "0".repeat(64)));
    expect(forged.body.code).toBe(4006);
    // Data changed after signing (a tampered quantity) fails the same way.
    const signature = sign(text, alice.signing_key);
    const tampered = await postCreate(t, alice, text.replace('"quantity":2', '"quantity":1'), signature);
    expect(tampered.body.code).toBe(4006);
    expect(await orderCount()).toBe(before);
    expect(await soldOf(t.db, ticket)).toBe(sold);
  });

  it("refuses a timestamp more than 5 minutes from the server clock", async () => {
    const before = await orderCount();
    const stale = await postCreate(t, alice, orderData(t, ticket, travellerIds, { timestamp: t.clock.now().getTime() - 5 * 60 * 1000 - 1 }));
    expect(stale.body.code).toBe(4006);
    const future = await postCreate(t, alice, orderData(t, ticket, travellerIds, { timestamp: t.clock.now().getTime() + 6 * 60 * 1000 }));
    expect(future.body.code).toBe(4006);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a nonce used before in the session", async () => {
    const nonce = randomUUID();
    const first = await postCreate(t, alice, orderData(t, ticket, travellerIds, { nonce }));
    expect(first.body.code).toBe(1);
    const before = await orderCount();
    const again = await postCreate(t, alice, orderData(t, ticket, travellerIds, { nonce }));
    expect(again.body.code).toBe(4006);
    expect(await orderCount()).toBe(before);
  });

  it("answers the same order to a retry with the same idempotency key", async () => {
    const data = orderData(t, ticket, travellerIds);
    const text = JSON.stringify(data);
    const first = await postCreate(t, alice, text);
    const sold = await soldOf(t.db, ticket);
    // The exact retry (same nonce, already spent) and a re-signed retry with a new nonce.
    const retry = await postCreate(t, alice, text);
    const resigned = await postCreate(t, alice, { ...data, nonce: randomUUID(), timestamp: t.clock.now().getTime() });
    expect(retry.body).toEqual(first.body);
    expect(resigned.body).toEqual(first.body);
    expect(await soldOf(t.db, ticket)).toBe(sold);
    // The same key for another purchase is refused.
    const other = await postCreate(t, alice, { ...data, nonce: randomUUID(), quantity: 1, traveller_ids: [travellerIds[0]] });
    expect(other.body.code).toBe(4006);
  });

  it("answers the order to a retry that comes after its timestamp went stale", async () => {
    const text = JSON.stringify(orderData(t, ticket, travellerIds));
    const first = await postCreate(t, alice, text);
    expect(first.body.code).toBe(1);
    t.clock.advance(6 * 60 * 1000);
    try {
      const late = await postCreate(t, alice, text);
      expect(late.body).toEqual(first.body);
    } finally {
      t.clock.advance(-6 * 60 * 1000);
    }
  });

  it("keeps the nonce unused when the create fails, so a fixed request can use it", async () => {
    const nonce = randomUUID();
    const bad = await postCreate(t, alice, orderData(t, ticket, [travellerIds[0] ?? 0, 999_999], { nonce }));
    expect(bad.body.code).toBe(0);
    const [row] = await t.db.select({ n: count() }).from(usedNonces).where(eq(usedNonces.nonce, nonce));
    expect(Number(row?.n)).toBe(0);
  });

  it("checks travellers, day, slot and quantity", async () => {
    const bob = await t.loginAs("13900000002");
    const bobTravellers = await addTravellers(t, bob, 1, 50);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 1, traveller_ids: travellerIds }, "位出行人"],
      [{ traveller_ids: [travellerIds[0], bobTravellers[0]] }, "出行人信息有误"],
      [{ traveller_ids: [travellerIds[0], travellerIds[0]] }, "出行人不能重复"],
      [{ day: "2000-01-01" }, "所选日期不可预订"],
      [{ day: "2099-02-30" }, "所选日期不可预订"],
      [{ slot: "03:00-04:00" }, "所选时段不可预订"],
      [{ sku_id: 999_999 }, "商品不存在或已下架"],
    ];
    const before = await orderCount();
    for (const [extra, message] of cases) {
      const res = await postCreate(t, alice, orderData(t, ticket, travellerIds, extra));
      expect(res.body.code, JSON.stringify(extra)).toBe(0);
      expect(res.body.msg).toContain(message);
    }
    const tooMany = await postCreate(t, alice, orderData(t, ticket, travellerIds, { quantity: 11 }));
    expect(tooMany.body.code).toBe(0);
    expect(await orderCount()).toBe(before);
  });

  it("answers 4006 该时段余票不足 when the slot is sold out, and writes nothing", async () => {
    const sold = await soldOf(t.db, ticket);
    await setCapacity(t.db, ticket, sold + 1);
    const before = await orderCount();
    const [items] = await t.db.select({ n: count() }).from(orderItems);
    const nonce = randomUUID();
    const res = await postCreate(t, alice, orderData(t, ticket, travellerIds, { nonce }));
    expect(res.body).toMatchObject({ code: 4006, msg: "该时段余票不足" });
    expect(await orderCount()).toBe(before);
    expect(await soldOf(t.db, ticket)).toBe(sold);
    // The one statement failed whole: no item, and the nonce is still unused.
    const [itemsAfter] = await t.db.select({ n: count() }).from(orderItems);
    expect(Number(itemsAfter?.n)).toBe(Number(items?.n));
    const [spent] = await t.db.select({ n: count() }).from(usedNonces).where(eq(usedNonces.nonce, nonce));
    expect(Number(spent?.n)).toBe(0);
  });
});
