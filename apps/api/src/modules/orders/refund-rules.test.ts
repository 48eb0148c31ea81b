import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderDetail, OrderSummary, RefundDetail, RefundRequested } from "@wenlv/contract/orders";
import type { ScenicDetail } from "@wenlv/contract/scenic";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { orderItems, orders, products, skus, vouchers } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "./refund";
import { refundDeadline } from "./refund-policy";
import { createOrderFor, payViaSandbox, pickTicket, soldOf, type TicketFixture } from "./test-fixtures";

/*
 * Issue 9 "rules before paying" and self-service partial refund (decision 022), on PGlite and,
 * with DATABASE_URL, PostgreSQL.
 */

let t: TestApp;
let alice: TestLogin;
let ticket: TicketFixture;
let seq = 40;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000041");
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

const setRules = (rules: SkuRules) => t.db.update(skus).set({ rules }).where(eq(skus.id, ticket.skuId));
beforeEach(async () => setRules({ refund: { kind: "anytime" }, entry: "id_card", proof: null, sample: true }));

const detail = async (orderNo: string) => (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, alice.token)).body.data;
const refund = (orderNo: string, extra: Record<string, string> = {}) =>
  postForm<RefundRequested>(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变", ...extra }, alice.token);
const sweep = () => processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config));

/** A paid order of `count` travellers under the SKU's current rules. */
async function paidOrder(count: number): Promise<string> {
  const orderNo = await createOrderFor(t, alice, ticket, count, seq);
  seq += count;
  await payViaSandbox(t, alice, orderNo);
  return orderNo;
}

describe("rules before paying", () => {
  it("answer each SKU's rules and the cut-off in the scenic detail", async () => {
    const [product] = await t.db.select({ ownerId: products.ownerId }).from(products).where(eq(products.id, ticket.productId));
    const res = await postForm<ScenicDetail>(t.app, "/api/scenic/detail", { id: String(product?.ownerId) });
    const sku = res.body.data.products.flatMap((p) => p.skus).find((s) => s.id === ticket.skuId);
    expect(sku?.rules).toEqual({ refund: { kind: "anytime" }, entry: "id_card", proof: null, sample: true });
    expect(res.body.data.products[0]).toHaveProperty("cutoff_minutes", 0);
  });

  it("seeds every ticket SKU with a policy and the proof its kind needs", async () => {
    const rows = await t.db.select({ kind: skus.kind, rules: skus.rules }).from(skus);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect((row.rules as SkuRules).refund?.kind).toMatch(/^(anytime|before|partial|none)$/);
    const child = rows.find((r) => r.kind === "child");
    expect((child?.rules as SkuRules).proof).toBe("child");
  });

  it("snapshot the rules into the order: a later edit does not change a sold ticket", async () => {
    const orderNo = await paidOrder(1);
    await setRules({ refund: { kind: "none" }, entry: "qr", proof: null, sample: true });
    const d = await detail(orderNo);
    expect(d.items[0]?.rules).toMatchObject({ refund: { kind: "anytime" }, entry: "id_card" });
    expect(d.can_refund).toBe(true);
    expect((await refund(orderNo)).body.code).toBe(1);
  });
});

describe("the refund endpoint enforces the policy", () => {
  it("refuses a 不可退 ticket with the reason", async () => {
    await setRules({ refund: { kind: "none" }, entry: "qr", proof: null, sample: true });
    const orderNo = await paidOrder(1);
    expect((await detail(orderNo)).can_refund).toBe(false);
    expect((await refund(orderNo)).body).toMatchObject({ code: 0, msg: "该门票不可退款（预订须知：不可退）" });
    const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
    expect(order?.status).toBe("PAID");
  });

  it("refuses a 限时退 ticket once its deadline has passed, and allows it before", async () => {
    await setRules({ refund: { kind: "before", hours: 720 }, entry: "qr", proof: null, sample: true });
    const late = await paidOrder(1);
    const res = await refund(late);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/^已过免费退款时间（\d+月\d+日 \d{2}:\d{2}前可退），不可退款$/);
    await setRules({ refund: { kind: "before", hours: 1 }, entry: "qr", proof: null, sample: true });
    expect((await refund(await paidOrder(1))).body.code).toBe(1);
  });

  it("keeps the fee of a 退票收费 ticket, rounded down in the buyer's favour", async () => {
    await setRules({ refund: { kind: "partial", fee_percent: 15 }, entry: "qr", proof: null, sample: true });
    const orderNo = await paidOrder(2);
    const fee = Math.floor((ticket.priceFen * 15) / 100);
    expect((await detail(orderNo)).items[0]?.refund_unit_fen).toBe(ticket.priceFen - fee);
    const res = await refund(orderNo);
    expect(res.body.code).toBe(1);
    const r = await postForm<RefundDetail>(t.app, "/api/order/refundDetail", { order_no: orderNo }, alice.token);
    expect(r.body.data.amount_fen).toBe(2 * (ticket.priceFen - fee));
  });

  it("puts a 限时退 deadline at the slot start (Shanghai) less the hours", () => {
    expect(refundDeadline(24, "2026-12-01", "09:00-11:00").toISOString()).toBe("2026-11-30T01:00:00.000Z");
    expect(refundDeadline(2, "2026-12-01", "全天").toISOString()).toBe("2026-11-30T14:00:00.000Z");
  });
});

describe("refund one traveller of a paid order", () => {
  it("cancels only that ticket, gives one place back, and keeps the other usable", async () => {
    await sweep(); // refunds left pending by the tests above
    const orderNo = await paidOrder(2);
    const before = await detail(orderNo);
    const [first, second] = before.vouchers;
    if (!first || !second) throw new Error("two vouchers expected");
    const sold = await soldOf(t.db, ticket);

    const res = await refund(orderNo, { voucher_ids: String(first.id) });
    expect(res.body.code).toBe(1);
    const pending = await detail(orderNo);
    expect(pending.status).toBe("PAID");
    expect(pending.vouchers.map((v) => v.refunding)).toEqual([true, false]);
    expect(pending.can_refund).toBe(true);
    // The same ticket cannot be refunded twice.
    expect((await refund(orderNo, { voucher_ids: String(first.id) })).body).toMatchObject({ code: 0, msg: "所选出行人不可退款（已使用、已退款或不属于该订单）" });

    expect(await sweep()).toBe(1);
    const after = await detail(orderNo);
    expect(after.vouchers.map((v) => v.qr_status)).toEqual([3, 0]);
    expect(after).toMatchObject({ status: "PAID", status_label: "已出票", product_status: "WAIT_USE", can_refund: true });
    expect(after.refunds).toEqual([{ refund_no: res.body.data.refund_no, amount_fen: ticket.priceFen, status: "DONE", travellers: [first.traveller_name] }]);
    expect(await soldOf(t.db, ticket)).toBe(sold - 1);
    // Still PAID, yet listed under 退款/售后 as well as 待使用, with its refund counted.
    const listed = async (status: string) =>
      (await postForm<Page<OrderSummary>>(t.app, "/api/order/list", { page: 1, page_size: 50, status }, alice.token)).body.data.list.find((o) => o.order_no === orderNo);
    expect(await listed("REFUND")).toMatchObject({ status: "PAID", refund_count: 1 });
    expect(await listed("WAIT_USE")).toMatchObject({ status: "PAID", refund_count: 1 });
    const one = await postForm<RefundDetail>(t.app, "/api/order/refundDetail", { order_no: orderNo }, alice.token);
    expect(one.body.data).toMatchObject({ status: "DONE", amount_fen: ticket.priceFen, travellers: [first.traveller_name], order_status_label: "已出票" });

    // Then the other: the whole order is refunded.
    const rest = await refund(orderNo);
    expect(rest.body.code).toBe(1);
    expect((await detail(orderNo)).status).toBe("WAIT_REFUND");
    expect(await sweep()).toBe(1);
    const done = await detail(orderNo);
    expect(done).toMatchObject({ status: "REFUND", status_label: "已退票" });
    expect(done.vouchers.map((v) => v.qr_status)).toEqual([3, 3]);
    expect(done.refunds.map((r) => r.refund_no)).toEqual([rest.body.data.refund_no, res.body.data.refund_no]);
    expect(await soldOf(t.db, ticket)).toBe(sold - 2);
    const [item] = await t.db.select({ status: orderItems.productStatus }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orders.orderNo, orderNo));
    expect(item?.status).toBe("REFUND");
    // The first refund is still there by its number.
    const old = await postForm<RefundDetail>(t.app, "/api/order/refundDetail", { order_no: orderNo, refund_no: res.body.data.refund_no }, alice.token);
    expect(old.body.data.travellers).toEqual([first.traveller_name]);
  });

  it("refuses a ticket of another order and a malformed choice", async () => {
    const mine = await paidOrder(1);
    const other = await paidOrder(1);
    const otherVoucher = (await detail(other)).vouchers[0]!;
    expect((await refund(mine, { voucher_ids: String(otherVoucher.id) })).body.code).toBe(0);
    expect((await refund(mine, { voucher_ids: "1;2" })).body).toMatchObject({ code: 0, msg: "请选择要退款的出行人" });
    const [v] = await t.db.select({ refundId: vouchers.refundId }).from(vouchers).where(eq(vouchers.id, otherVoucher.id));
    expect(v?.refundId).toBeNull();
  });
});
