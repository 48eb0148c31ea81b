import { randomUUID } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "@wenlv/contract/orders";
import type { TicketCartAdded, TicketCartList } from "@wenlv/contract/ticket-cart";
import { orderItems, orders, products, skus, ticketCartItems } from "../../db/schema/index";
import { addDays, shanghaiDay } from "../../lib/time";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { addTravellers, payViaSandbox, pickTicket, postCreate, setCapacity, soldOf, type TicketFixture } from "../orders/test-fixtures";
import { CART_TOO_FEW_MESSAGE } from "./order";
import { NOT_IN_CART } from "./cart";

// 10:00 on Wednesday 3 June 2026 in Shanghai.
const clock = createTestClock(new Date("2026-06-03T02:00:00Z"));
let t: TestApp;
let buyer: TestLogin;
let other: TestLogin;
/** A real-name ticket tomorrow and the same ticket the day after (two stock rows). */
let tomorrow: TicketFixture;
let later: TicketFixture;
/** A ticket of another spot, tomorrow. */
let open: TicketFixture & { realName: boolean };
let travellerIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700006001");
  other = await t.loginAs("13700006002");
  tomorrow = await pickTicket(t);
  later = { ...tomorrow, day: addDays(tomorrow.day, 1) };
  const [row] = await t.db
    .select({ productId: products.id, skuId: skus.id, priceFen: skus.priceFen, rules: products.rules, realName: products.realName })
    .from(skus)
    .innerJoin(products, eq(skus.productId, products.id))
    .where(and(eq(products.type, "ticket"), ne(products.id, tomorrow.productId), eq(products.onSale, true), eq(skus.onSale, true), gt(skus.priceFen, 0)))
    .orderBy(products.id, skus.id)
    .limit(1);
  const slots = (row!.rules as { slots?: string[] }).slots ?? [];
  open = { productId: row!.productId, skuId: row!.skuId, priceFen: row!.priceFen, slot: slots[0] ?? "全天", day: tomorrow.day, realName: row!.realName };
  travellerIds = await addTravellers(t, buyer, 2);
});
afterAll(async () => t.close());

const add = (login: TestLogin, ticket: TicketFixture, quantity: number) =>
  postForm<TicketCartAdded>(t.app, "/api/ticketCart/add", { product_id: ticket.productId, sku_id: ticket.skuId, day: ticket.day, slot: ticket.slot, quantity }, login.token);
const list = async (login: TestLogin) => (await postForm<TicketCartList>(t.app, "/api/ticketCart/list", {}, login.token)).body.data.list;

/** The signed `data` of a cart order buying `lines`. */
function cartOrder(lines: { ticket: TicketFixture; quantity: number; travellers?: number[] }[], key = randomUUID()): Record<string, unknown> {
  return {
    type: "ticket_cart",
    lines: lines.map(({ ticket, quantity, travellers }) => ({
      product_id: ticket.productId,
      sku_id: ticket.skuId,
      day: ticket.day,
      slot: ticket.slot,
      quantity,
      traveller_ids: travellers ?? [],
    })),
    contact_name: "张伟",
    contact_phone: "13800138000",
    timestamp: clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: key,
  };
}

describe("the ticket cart", () => {
  it("keeps lines per user, merges the same SKU, day and slot, and prices them from the catalogue", async () => {
    expect((await add(buyer, tomorrow, 1)).body).toMatchObject({ code: 1, msg: "已加入购物车", data: { count: 1 } });
    expect((await add(buyer, tomorrow, 1)).body).toMatchObject({ code: 1, data: { count: 1 } });
    expect((await add(buyer, later, 2)).body).toMatchObject({ code: 1, data: { count: 2 } });
    expect((await add(buyer, open, 2)).body).toMatchObject({ code: 1, data: { count: 3 } });
    const lines = await list(buyer);
    expect(lines.map((l) => [l.day, l.quantity, l.unit_price_fen, l.real_name, l.block])).toEqual([
      [tomorrow.day, 2, tomorrow.priceFen, true, null],
      [later.day, 2, tomorrow.priceFen, true, null],
      [open.day, 2, open.priceFen, open.realName, null],
    ]);
    expect(lines[0]!.scenic_name).toMatch(/\S/);
    expect(lines[0]!.remaining).toBeGreaterThan(0);
    expect(await list(other)).toEqual([]);
  });

  it("refuses what could not be bought: past days, closed slots, more than 10 per slot, too few places", async () => {
    const past = { ...tomorrow, day: addDays(shanghaiDay(clock.now()), -1) };
    expect((await add(buyer, past, 1)).body).toMatchObject({ code: 0, msg: "游玩日期已过" });
    expect((await add(buyer, { ...tomorrow, day: "2026-02-30" }, 1)).body).toMatchObject({ code: 0, msg: "日期不正确" });
    expect((await add(buyer, { ...tomorrow, slot: "03:00-04:00" }, 1)).body).toMatchObject({ code: 0, msg: "商品已下架" });
    expect((await add(buyer, tomorrow, 9)).body).toMatchObject({ code: 0, msg: "每个时段最多购买10张，购物车中已有2张" });
    await setCapacity(t.db, later, (await soldOf(t.db, later)) + 1);
    expect((await add(other, later, 2)).body).toMatchObject({ code: 0, msg: "余票不足" });
  });

  it("shows a line that can no longer be bought as blocked, and refuses raising it past the places left", async () => {
    const lines = await list(buyer);
    const laterLine = lines.find((l) => l.day === later.day)!;
    expect(laterLine).toMatchObject({ remaining: 1, block: "too_few", block_label: "余票不足" });
    const update = await postForm(t.app, "/api/ticketCart/update", { id: laterLine.id, quantity: 3 }, buyer.token);
    expect(update.body).toMatchObject({ code: 0, msg: "余票不足，最多可购1张" });
    expect((await postForm(t.app, "/api/ticketCart/update", { id: laterLine.id, quantity: 1 }, buyer.token)).body.code).toBe(1);
    expect((await list(buyer)).find((l) => l.id === laterLine.id)).toMatchObject({ quantity: 1, block: null });
    expect((await postForm(t.app, "/api/ticketCart/update", { id: laterLine.id, quantity: 1 }, other.token)).body).toMatchObject({ code: 0, msg: NOT_IN_CART });
    await setCapacity(t.db, later, await soldOf(t.db, later));
    expect((await list(buyer)).find((l) => l.id === laterLine.id)).toMatchObject({ remaining: 0, block: "sold_out" });
  });

  it("places nothing when one line's slot has too few places: no order, no places taken, the cart kept", async () => {
    const soldBefore = await soldOf(t.db, tomorrow);
    const ordersBefore = (await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).length;
    const res = await postCreate(
      t,
      buyer,
      cartOrder([
        { ticket: tomorrow, quantity: 2, travellers: travellerIds },
        { ticket: later, quantity: 1, travellers: [travellerIds[0]!] },
      ]),
    );
    expect(res.body).toMatchObject({ code: 4006, msg: CART_TOO_FEW_MESSAGE });
    expect(await soldOf(t.db, tomorrow)).toBe(soldBefore);
    expect((await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).length).toBe(ordersBefore);
    expect((await list(buyer)).length).toBe(3);
  });

  it("names the line a check refuses", async () => {
    const res = await postCreate(t, buyer, cartOrder([{ ticket: open, quantity: 2, travellers: travellerIds }, { ticket: tomorrow, quantity: 2, travellers: [travellerIds[0]!] }]));
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/^.+：请选择2位出行人$/);
  });

  it("buys several spots and days in one order and one payment, and takes the bought lines out of the cart", async () => {
    await setCapacity(t.db, later, (await soldOf(t.db, later)) + 5);
    const soldTomorrow = await soldOf(t.db, tomorrow);
    const soldOpen = await soldOf(t.db, open);
    const key = randomUUID();
    const data = cartOrder(
      [
        { ticket: tomorrow, quantity: 2, travellers: travellerIds },
        { ticket: open, quantity: 2, travellers: travellerIds },
      ],
      key,
    );
    const res = await postCreate(t, buyer, data);
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(tomorrow.priceFen * 2 + open.priceFen * 2);
    expect(await soldOf(t.db, tomorrow)).toBe(soldTomorrow + 2);
    expect(await soldOf(t.db, open)).toBe(soldOpen + 2);
    // The line of the later day was not bought and stays.
    expect((await list(buyer)).map((l) => l.day)).toEqual([later.day]);
    // A retry with the same key (a new nonce) answers the same order.
    const retry = await postCreate(t, buyer, { ...data, nonce: randomUUID() });
    expect(retry.body.data.order_no).toBe(res.body.data.order_no);

    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, res.body.data.order_no));
    expect(order).toMatchObject({ type: "ticket", orderState: "cart", status: "UNPAID" });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([
      [tomorrow.productId, 2],
      [open.productId, 2],
    ]);

    const paid = await payViaSandbox(t, buyer, order!.orderNo);
    expect(paid.confirm.statusCode).toBeLessThan(400);
    const detail = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: order!.orderNo }, buyer.token)).body.data;
    expect(detail).toMatchObject({ status: "PAID", order_state: "cart", type: "ticket", quantity: 4 });
    // One code per traveller on each line.
    const perItem = detail.items.map((i) => detail.vouchers.filter((v) => v.order_item_id === i.id).length);
    expect(perItem).toEqual([2, 2]);
  });

  it("pays an order of free admissions at once and issues its codes", async () => {
    const [free] = await t.db
      .select({ productId: products.id, skuId: skus.id, rules: products.rules, realName: products.realName })
      .from(skus)
      .innerJoin(products, eq(skus.productId, products.id))
      .where(and(eq(products.type, "ticket"), eq(products.onSale, true), eq(skus.onSale, true), eq(skus.priceFen, 0)))
      .orderBy(products.id, skus.id)
      .limit(1);
    const slot = ((free!.rules as { slots?: string[] }).slots ?? [])[0] ?? "全天";
    const ticket = { productId: free!.productId, skuId: free!.skuId, priceFen: 0, slot, day: later.day };
    const res = await postCreate(t, buyer, cartOrder([{ ticket, quantity: 1, travellers: free!.realName ? [travellerIds[0]!] : [] }]));
    expect(res.body).toMatchObject({ code: 1, data: { amount_fen: 0 } });
    const detail = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: res.body.data.order_no }, buyer.token)).body.data;
    expect(detail).toMatchObject({ status: "PAID", order_state: "cart" });
    expect(detail.vouchers).toHaveLength(1);
  });

  it("removes only the user's own lines", async () => {
    const [line] = await list(buyer);
    expect((await postForm(t.app, "/api/ticketCart/remove", { ids: String(line!.id) }, other.token)).body.code).toBe(1);
    expect(await list(buyer)).toHaveLength(1);
    expect((await postForm(t.app, "/api/ticketCart/remove", { ids: String(line!.id) }, buyer.token)).body).toMatchObject({ code: 1, msg: "已删除" });
    expect(await list(buyer)).toEqual([]);
    const rows = await t.db.select().from(ticketCartItems).where(eq(ticketCartItems.userId, buyer.userId));
    expect(rows).toEqual([]);
  });
});
