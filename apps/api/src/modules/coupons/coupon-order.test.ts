import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyCoupons } from "@wenlv/contract/coupons";
import type { OrderDetail } from "@wenlv/contract/orders";
import { couponRules, orderItems, orders, refunds, skus, userCoupons, vouchers } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { closeExpiredOrders } from "../orders/close";
import { addTravellers, orderData, payViaSandbox, pickTicket, postCreate, type TicketFixture } from "../orders/test-fixtures";
import { COUPON_NOT_STACKABLE, COUPON_OUT_OF_SCOPE, COUPON_THRESHOLD, COUPON_UNAVAILABLE } from "./apply";

// Coupons in orders (issue 11, decision 037). 11:00 on Tuesday 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T03:00:00Z"));
let t: TestApp;
let buyer: TestLogin;
let other: TestLogin;
let ticket: TicketFixture;
let party: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700009201");
  other = await t.loginAs("13700009202");
  // ¥80 a ticket: three make ¥240, over the ¥200 of the culture voucher and the ¥50 of the ticket coupon.
  ticket = { ...(await pickTicket(t)), priceFen: 8000 };
  await t.db.update(skus).set({ priceFen: 8000 }).where(eq(skus.id, ticket.skuId));
  party = await addTravellers(t, buyer, 3, 300);
});
afterAll(async () => t.close());

/** Gives `login` a coupon of the rule `slug` (as a claim would), valid for a week; answers its id. */
async function give(login: TestLogin, slug: string): Promise<number> {
  const [rule] = await t.db.select().from(couponRules).where(eq(couponRules.slug, slug));
  const [row] = await t.db
    .insert(userCoupons)
    .values({ userId: login.userId, ruleId: rule!.id, status: "unused", claimedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 7 * 86_400_000) })
    .returning({ id: userCoupons.id });
  return row!.id;
}
const statusOf = async (id: number) => (await t.db.select().from(userCoupons).where(eq(userCoupons.id, id)))[0]!;
const detail = async (orderNo: string) => (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, buyer.token)).body.data;
const buy = (travellers: number[], couponIds: number[], login = buyer) => postCreate(t, login, orderData(t, ticket, travellers, { coupon_ids: couponIds }));

describe("an order with coupons", () => {
  let ticketCoupon: number;
  let voucher: number;

  it("takes a platform coupon and a government voucher off the amount together, and locks both to the unpaid order", async () => {
    ticketCoupon = await give(buyer, "platform-ticket-50-10");
    voucher = await give(buyer, "gov-culture-tourism-200-50");
    const res = await buy(party, [ticketCoupon, voucher]);
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(3 * 8000 - 1000 - 5000);
    const shown = await detail(res.body.data.order_no);
    expect(shown).toMatchObject({ amount_fen: 18000, discount_fen: 6000, coupons: ["景区门票 满50减10", "苏州文旅消费券 满200减50"] });
    expect(await statusOf(ticketCoupon)).toMatchObject({ status: "locked", orderId: res.body.data.order_id });
    const mine = (await postForm<MyCoupons>(t.app, "/api/coupon/mine", { status: "unused" }, buyer.token)).body.data.list;
    expect(mine.find((c) => c.id === voucher)).toMatchObject({ status: "locked", order_no: res.body.data.order_no });

    // A locked coupon cannot go into a second order.
    expect((await buy(party.slice(0, 1), [ticketCoupon])).body).toMatchObject({ code: 0, msg: COUPON_UNAVAILABLE });
    // Cancelling the order gives both back.
    expect((await postForm(t.app, "/api/order/cancel", { order_no: res.body.data.order_no }, buyer.token)).body.code).toBe(1);
    expect(await statusOf(ticketCoupon)).toMatchObject({ status: "unused", orderId: null });
    expect(await statusOf(voucher)).toMatchObject({ status: "unused", orderId: null });
  });

  it("refuses two coupons of one kind, a coupon for another kind, an unmet threshold and another user's coupon, writing nothing", async () => {
    const hotel = await give(buyer, "platform-hotel-500-60");
    const before = (await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).length;
    expect((await buy(party, [ticketCoupon, hotel])).body).toMatchObject({ code: 0, msg: COUPON_NOT_STACKABLE });
    expect((await buy(party, [hotel])).body).toMatchObject({ code: 0, msg: COUPON_OUT_OF_SCOPE });
    // One ticket is ¥80: under the voucher's ¥200.
    expect((await buy(party.slice(0, 1), [voucher])).body).toMatchObject({ code: 0, msg: COUPON_THRESHOLD });
    const theirs = await give(other, "platform-ticket-50-10");
    expect((await buy(party, [theirs])).body).toMatchObject({ code: 0, msg: COUPON_UNAVAILABLE });
    expect((await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).length).toBe(before);
    expect(await statusOf(hotel)).toMatchObject({ status: "unused", orderId: null });
  });

  it("spends the coupons when paid, spreads the discount over the tickets, and refunds a ticket less its share", async () => {
    const res = await buy(party, [ticketCoupon, voucher]);
    expect(res.body.code).toBe(1);
    await payViaSandbox(t, buyer, res.body.data.order_no);
    expect(await statusOf(ticketCoupon)).toMatchObject({ status: "used", orderId: res.body.data.order_id });
    expect((await statusOf(voucher)).usedAt).not.toBeNull();
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(item!.discountFen).toBe(6000);
    const tickets = await t.db.select().from(vouchers).where(eq(vouchers.orderItemId, item!.id));
    expect(tickets.map((v) => v.discountFen)).toEqual([2000, 2000, 2000]);
    const one = tickets[0]!;
    expect((await postForm(t.app, "/api/order/refund", { order_no: res.body.data.order_no, reason: "行程有变", voucher_ids: String(one.id) }, buyer.token)).body.code).toBe(1);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, res.body.data.order_id));
    expect(refund!.amountFen).toBe(8000 - 2000);
    // Refunding every ticket returns exactly what was paid; the coupons stay used.
    expect((await postForm(t.app, "/api/order/refund", { order_no: res.body.data.order_no, reason: "行程有变" }, buyer.token)).body.code).toBe(1);
    const all = await t.db.select().from(refunds).where(eq(refunds.orderId, res.body.data.order_id));
    expect(all.reduce((sum, r) => sum + r.amountFen, 0)).toBe(18000);
    expect(await statusOf(voucher)).toMatchObject({ status: "used" });
  });

  it("gives a coupon back when its order closes unpaid, and an expired one cannot be used", async () => {
    const carol = await t.loginAs("13700009203");
    const coupon = await give(carol, "platform-ticket-50-10");
    const travellers = await addTravellers(t, carol, 1, 320);
    const res = await buy(travellers, [coupon], carol);
    expect(res.body).toMatchObject({ code: 1, data: { amount_fen: 7000 } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
    expect(await closeExpiredOrders(t.ctx, row!.expiresAt)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(coupon)).toMatchObject({ status: "unused", orderId: null });
    await t.db.update(userCoupons).set({ expiresAt: clock.now() }).where(eq(userCoupons.id, coupon));
    expect((await buy(travellers, [coupon], carol)).body).toMatchObject({ code: 0, msg: COUPON_UNAVAILABLE });
  });
});
