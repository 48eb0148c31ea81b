import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, payments, refunds, vouchers } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { buildSandboxNotify } from "../../providers/payment/sandbox";
import { signParams } from "../../providers/payment/sign";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "../orders/refund";
import { closeExpiredOrders } from "../orders/close";
import { createOrderFor, payViaSandbox, pickTicket, soldOf, type TicketFixture } from "../orders/test-fixtures";

let t: TestApp;
let alice: TestLogin;
let ticket: TicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000011");
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

async function orderRow(orderNo: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error("order missing");
  return row;
}

async function vouchersOf(orderId: number) {
  const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return t.db.select().from(vouchers).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
}

function notify(fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/pay/notify/sandbox",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe("sandbox payment", () => {
  it("pays through the cashier page, issues one voucher per traveller and answers pay/status", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 2, 1);
    const before = await postForm<{ status: string; paid: boolean }>(t.app, "/api/pay/status", { order_no: orderNo }, alice.token);
    expect(before.body.data).toEqual({ status: "UNPAID", paid: false });

    const { page, confirm, payUrl } = await payViaSandbox(t, alice, orderNo);
    expect(payUrl.startsWith("/pay/sandbox/checkout?out_trade_no=")).toBe(true);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("确认支付");
    expect(page.body).toContain("取消");
    expect(page.body).toContain(`¥${((ticket.priceFen * 2) / 100).toFixed(2)}`);
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe(`/OrderWaiting?order_no=${orderNo}`);

    const order = await orderRow(orderNo);
    expect(order.status).toBe("PAID");
    expect(order.paidAt).not.toBeNull();
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.productStatus).toBe("WAIT_USE");
    const tickets = await vouchersOf(order.id);
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((v) => v.code)).size).toBe(2);
    for (const v of tickets) {
      expect(v.qrStatus).toBe(0);
      expect(v.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{25}$/);
      expect(v.travellerIdMasked).toContain("*");
    }
    const after = await postForm<{ status: string; paid: boolean }>(t.app, "/api/pay/status", { order_no: orderNo }, alice.token);
    expect(after.body.data).toEqual({ status: "PAID", paid: true });
    // A paid order cannot start another payment.
    const again = await postForm(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
    expect(again.body.code).toBe(0);
  });

  it("changes state once when the same notify is replayed 10 times", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 3);
    const created = await postForm<{ out_trade_no: string }>(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
    const order = await orderRow(orderNo);
    const fields = buildSandboxNotify(created.body.data.out_trade_no, order.amountFen, t.config.paySandboxSecret);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await notify(fields));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill("success"));
    // Concurrent replays too.
    const burst = await Promise.all(Array.from({ length: 10 }, () => notify(fields)));
    expect(burst.every((a) => a.body === "success")).toBe(true);

    const paid = await orderRow(orderNo);
    expect(paid.status).toBe("PAID");
    expect(await vouchersOf(order.id)).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("PAID");
    expect(rows[0]?.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    // No replay was mistaken for a second (late) payment.
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });

  it("refuses a notify with a bad signature or a wrong amount and changes nothing", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 4);
    const created = await postForm<{ out_trade_no: string }>(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
    const order = await orderRow(orderNo);
    const good = buildSandboxNotify(created.body.data.out_trade_no, order.amountFen, t.config.paySandboxSecret);

    const forged = await notify({ ...good, sign: signParams(good, "another-secret-of-16+") });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe("fail");
    const unsigned = await notify({ ...good, total_fen: "1" });
    expect(unsigned.body).toBe("fail");
    const wrongAmount = buildSandboxNotify(created.body.data.out_trade_no, order.amountFen - 1, t.config.paySandboxSecret);
    expect((await notify(wrongAmount)).body).toBe("fail");
    const unknownTrade = buildSandboxNotify("P00000000000000", order.amountFen, t.config.paySandboxSecret);
    expect((await notify(unknownTrade)).body).toBe("fail");

    expect((await orderRow(orderNo)).status).toBe("UNPAID");
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe("CREATED");
    expect(await vouchersOf(order.id)).toHaveLength(0);
  });

  it("refuses a cashier page whose amount was altered, and cancel returns without paying", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 5);
    const created = await postForm<{ pay_url: string }>(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
    const altered = created.body.data.pay_url.replace(/total_fen=\d+/, "total_fen=1");
    expect((await t.app.inject({ method: "GET", url: altered })).statusCode).toBe(400);

    const form = new URLSearchParams(new URL(created.body.data.pay_url, "http://x").search);
    form.set("action", "cancel");
    const cancel = await t.app.inject({ method: "POST", url: "/pay/sandbox/confirm", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.toString() });
    expect(cancel.statusCode).toBe(302);
    expect(cancel.headers.location).toBe(`/OrderWaiting?order_no=${orderNo}&pay_cancel=1`);
    expect((await orderRow(orderNo)).status).toBe("UNPAID");

    form.set("total_fen", "1");
    form.set("action", "confirm");
    const tampered = await t.app.inject({ method: "POST", url: "/pay/sandbox/confirm", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: form.toString() });
    expect(tampered.statusCode).toBe(400);
    expect((await orderRow(orderNo)).status).toBe("UNPAID");
  });

  it("records a payment for a CLOSED order and refunds it automatically", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 6);
    const created = await postForm<{ pay_url: string; out_trade_no: string }>(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
    const order = await orderRow(orderNo);
    const sold = await soldOf(t.db, ticket);
    // Earlier unpaid orders of this file (one place each) close too.
    const closedCount = await closeExpiredOrders(t.ctx, new Date(order.expiresAt.getTime() + 1));
    expect(closedCount).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNo)).status).toBe("CLOSED");
    expect(await soldOf(t.db, ticket)).toBe(sold - closedCount);

    // The buyer completes the still-open cashier page after the order closed.
    const late = await notify(buildSandboxNotify(created.body.data.out_trade_no, order.amountFen, t.config.paySandboxSecret));
    expect(late.body).toBe("success");
    expect((await orderRow(orderNo)).status).toBe("CLOSED");
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund?.status).toBe("PENDING");
    expect(refund?.amountFen).toBe(order.amountFen);

    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBeGreaterThanOrEqual(1);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(done?.status).toBe("DONE");
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe("REFUNDED");
    expect((await orderRow(orderNo)).status).toBe("CLOSED");
    expect(await vouchersOf(order.id)).toHaveLength(0);
    expect(await soldOf(t.db, ticket)).toBe(sold - closedCount);
  });

  it("does not start a payment for an expired or closed order", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 7);
    t.clock.advance(t.config.orderPayTimeoutMs + 1);
    try {
      const expired = await postForm(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
      expect(expired.body).toMatchObject({ code: 0, msg: "订单已超时，请重新下单" });
      await closeExpiredOrders(t.ctx, t.clock.now());
      const closed = await postForm(t.app, "/api/pay/create", { order_no: orderNo }, alice.token);
      expect(closed.body).toMatchObject({ code: 0, msg: "订单已关闭，请重新下单" });
    } finally {
      t.clock.advance(-(t.config.orderPayTimeoutMs + 1));
    }
  });
});
