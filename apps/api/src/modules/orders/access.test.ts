import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, refunds } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { createOrderFor, payViaSandbox, pickTicket, soldOf, type TicketFixture } from "./test-fixtures";

let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;
let ticket: TicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000031");
  bob = await t.loginAs("13900000032");
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

async function snapshot(orderNo: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new Error("missing");
  const pays = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  const refs = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  return { status: order.status, pays: pays.length, refs: refs.length, sold: await soldOf(t.db, ticket) };
}

const ENDPOINTS: [string, Record<string, string>][] = [
  ["/api/order/detail", {}],
  ["/api/order/cancel", {}],
  ["/api/order/refund", { reason: "别人的订单" }],
  ["/api/order/refundDetail", {}],
  ["/api/pay/create", {}],
  ["/api/pay/status", {}],
];

describe("another user's order (BOLA)", () => {
  it("answers 订单不存在 to user B on every order endpoint and changes nothing", async () => {
    const unpaid = await createOrderFor(t, alice, ticket, 1, 1);
    const paid = await createOrderFor(t, alice, ticket, 1, 2);
    await payViaSandbox(t, alice, paid);
    for (const orderNo of [unpaid, paid]) {
      const before = await snapshot(orderNo);
      for (const [url, extra] of ENDPOINTS) {
        const res = await postForm(t.app, url, { order_no: orderNo, ...extra }, bob.token);
        expect(res.status, url).toBe(200);
        expect(res.body, url).toEqual({ code: 0, msg: "订单不存在", data: null });
      }
      expect(await snapshot(orderNo)).toEqual(before);
    }
    const list = await postForm<{ total: number }>(t.app, "/api/order/list", {}, bob.token);
    expect(list.body.data.total).toBe(0);
  });

  it("answers the same to a made-up order number", async () => {
    const res = await postForm(t.app, "/api/order/detail", { order_no: "T000000000000000000000000" }, alice.token);
    expect(res.body).toEqual({ code: 0, msg: "订单不存在", data: null });
  });

  it("needs a login on every endpoint: HTTP 401 with 4005", async () => {
    for (const url of ["/api/order/create", "/api/order/list", ...ENDPOINTS.map(([u]) => u)]) {
      const res = await postForm(t.app, url, { order_no: "T1" });
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe(4005);
      const bad = await postForm(t.app, url, { order_no: "T1" }, "not-a-real-token-but-long-enough");
      expect(bad.status, url).toBe(401);
    }
  });
});
