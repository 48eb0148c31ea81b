import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderSummary, RefundDetail } from "@wenlv/contract/orders";
import type { Page } from "@wenlv/contract/envelope";
import { orderItems, orders, products, scenicSpots, skus, vouchers } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { closeExpiredOrders } from "./close";
import { processRefunds } from "./refund";
import { createOrderFor, payViaSandbox, pickTicket, soldOf, type TicketFixture } from "./test-fixtures";

let t: TestApp;
let alice: TestLogin;
let ticket: TicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13900000021");
  ticket = await pickTicket(t);
});
afterAll(async () => t.close());

const detail = async (orderNo: string, login = alice) => postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, login.token);

async function statusOf(orderNo: string): Promise<string | undefined> {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.status;
}

describe("unpaid orders", () => {
  it("close at expires_at and give the stock back", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 2, 1);
    const sold = await soldOf(t.db, ticket);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order) throw new Error("missing");
    expect(await closeExpiredOrders(t.ctx, new Date(order.expiresAt.getTime() - 1000))).toBe(0);
    expect(await statusOf(orderNo)).toBe("UNPAID");

    expect(await closeExpiredOrders(t.ctx, order.expiresAt)).toBe(1);
    expect(await statusOf(orderNo)).toBe("CLOSED");
    expect(await soldOf(t.db, ticket)).toBe(sold - 2);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.productStatus).toBe("CLOSED");
    // A second sweep changes nothing.
    expect(await closeExpiredOrders(t.ctx, order.expiresAt)).toBe(0);
    expect(await soldOf(t.db, ticket)).toBe(sold - 2);

    const d = await detail(orderNo);
    expect(d.body.data.status_label).toBe("已取消");
    expect(d.body.data.hint?.text).toBe("订单已取消，可重新预订");
    expect(d.body.data.can_pay).toBe(false);
  });

  it("can be cancelled by their user once, stock back", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 3);
    const d = await detail(orderNo);
    expect(d.body.data).toMatchObject({ status: "UNPAID", status_label: "待支付", can_pay: true, can_cancel: true, can_refund: false });
    expect(d.body.data.hint?.text).toBe("库存有限，请尽快支付");
    const sold = await soldOf(t.db, ticket);
    const cancel = await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, alice.token);
    expect(cancel.body.code).toBe(1);
    expect(await statusOf(orderNo)).toBe("CLOSED");
    expect(await soldOf(t.db, ticket)).toBe(sold - 1);
    const again = await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, alice.token);
    expect(again.body.code).toBe(0);
    expect(await soldOf(t.db, ticket)).toBe(sold - 1);
  });
});

describe("paid orders", () => {
  it("show their vouchers with masked traveller ids and the ticket labels", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 2, 4);
    await payViaSandbox(t, alice, orderNo);
    const d = await detail(orderNo);
    expect(d.body.data).toMatchObject({ status: "PAID", status_label: "已出票", product_status: "WAIT_USE", can_cancel: false, can_refund: true, can_pay: false, can_rebook: false });
    expect(d.body.data.items[0]?.product_status_label).toBe("待出行");
    const [names] = await t.db
      .select({ spotEn: scenicSpots.nameEn, skuEn: skus.nameEn })
      .from(products)
      .innerJoin(scenicSpots, eq(scenicSpots.id, products.ownerId))
      .innerJoin(skus, eq(skus.id, ticket.skuId))
      .where(eq(products.id, ticket.productId));
    expect(names?.spotEn).toBeTruthy();
    expect(d.body.data.items[0]).toMatchObject({ title_en: names?.spotEn, sku_name_en: names?.skuEn });
    expect(d.body.data.hint?.title).toBe("预订成功");
    expect(d.body.data.vouchers).toHaveLength(2);
    for (const v of d.body.data.vouchers) {
      expect(v.qr_status).toBe(0);
      expect(v.qr_status_label).toBe("未使用");
      expect(v.traveller_id_masked).toMatch(/^\d{3,}\*+/);
      expect(v.traveller_id_masked).not.toMatch(/^\d{18}$/);
    }
    expect(d.raw).not.toContain("19900101");
    expect(d.body.data.contact_phone_masked).toBe("138****8000");
    const cancel = await postForm(t.app, "/api/order/cancel", { order_no: orderNo }, alice.token);
    expect(cancel.body.code).toBe(0);
  });

  it("refund: WAIT_REFUND, then the provider completes it: REFUND, vouchers cancelled, stock back", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 2, 6);
    await payViaSandbox(t, alice, orderNo);
    const sold = await soldOf(t.db, ticket);

    const noReason = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "" }, alice.token);
    expect(noReason.body.code).toBe(0);
    const res = await postForm<{ refund_no: string }>(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变" }, alice.token);
    expect(res.body.code).toBe(1);
    const waiting = await detail(orderNo);
    expect(waiting.body.data).toMatchObject({ status: "WAIT_REFUND", status_label: "退票中", can_refund: false, can_rebook: false });
    const pending = await postForm<RefundDetail>(t.app, "/api/order/refundDetail", { order_no: orderNo }, alice.token);
    expect(pending.body.data).toMatchObject({ refund_no: res.body.data.refund_no, status: "PENDING", reason: "行程有变", order_status: "WAIT_REFUND" });
    const twice = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变" }, alice.token);
    expect(twice.body.code).toBe(0);
    expect(await soldOf(t.db, ticket)).toBe(sold);

    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    const done = await detail(orderNo);
    expect(done.body.data).toMatchObject({ status: "REFUND", status_label: "已退票", product_status: "REFUND", can_rebook: true });
    expect(done.body.data.hint?.text).toBe("订单已取消，可重新预订");
    expect(done.body.data.vouchers.map((v) => v.qr_status)).toEqual([3, 3]);
    expect(await soldOf(t.db, ticket)).toBe(sold - 2);
    const refunded = await postForm<RefundDetail>(t.app, "/api/order/refundDetail", { order_no: orderNo }, alice.token);
    expect(refunded.body.data).toMatchObject({ status: "DONE", status_label: "退款成功", order_status: "REFUND", order_status_label: "已退票" });
    expect(refunded.body.data.done_at).not.toBeNull();
    // Nothing left to do on the next pass.
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(0);
    expect(await soldOf(t.db, ticket)).toBe(sold - 2);
  });

  it("refuses a refund when a voucher was used, or for an unpaid order", async () => {
    const orderNo = await createOrderFor(t, alice, ticket, 1, 8);
    const unpaid = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "不想去了" }, alice.token);
    expect(unpaid.body.code).toBe(0);
    await payViaSandbox(t, alice, orderNo);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order!.id));
    await t.db.update(vouchers).set({ qrStatus: 1 }).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
    expect((await detail(orderNo)).body.data.can_refund).toBe(false);
    const used = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "不想去了" }, alice.token);
    expect(used.body).toMatchObject({ code: 0, msg: "门票已使用、已退款或正在退款，不可退款" });
    expect(await statusOf(orderNo)).toBe("PAID");
  });
});

describe("POST /api/order/list", () => {
  it("lists own orders newest first, by tab", async () => {
    const bob = await t.loginAs("13900000022");
    const unpaid = await createOrderFor(t, bob, ticket, 1, 20);
    t.clock.advance(1000);
    const paid = await createOrderFor(t, bob, ticket, 1, 21);
    await payViaSandbox(t, bob, paid);
    const list = async (status?: string) =>
      (await postForm<Page<OrderSummary>>(t.app, "/api/order/list", { page: 1, page_size: 10, ...(status ? { status } : {}) }, bob.token)).body.data;

    const all = await list();
    expect(all.total).toBe(2);
    expect(all.list.map((o) => o.order_no)).toEqual([paid, unpaid]);
    expect(all.list[0]).toMatchObject({ status: "PAID", status_label: "已出票", type: "ticket", quantity: 1, refund_count: 0 });
    expect((await list("all")).total).toBe(2);
    expect((await list("UNPAID")).list.map((o) => o.order_no)).toEqual([unpaid]);
    expect((await list("WAIT_USE")).list.map((o) => o.order_no)).toEqual([paid]);
    expect((await list("REFUND")).total).toBe(0);
    const paged = (await postForm<Page<OrderSummary>>(t.app, "/api/order/list", { page: 2, page_size: 1 }, bob.token)).body.data;
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.list.map((o) => o.order_no)).toEqual([unpaid]);
    const bad = await postForm(t.app, "/api/order/list", { status: "NOPE" }, bob.token);
    expect(bad.body.code).toBe(0);
  });
});
