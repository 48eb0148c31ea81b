import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HotelDetail, HotelListItem } from "@wenlv/contract/hotels";
import type { Page } from "@wenlv/contract/envelope";
import type { UserNoticeList, WaitlistJoined, WaitlistList } from "@wenlv/contract/waitlist";
import { inventory, orderItems, orders, waitlistEntries } from "../../db/schema/index";
import { seedHotels } from "../../db/seed-hotels";
import { createPaymentProvider } from "../../providers/payment";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { closeExpiredOrders } from "../orders/close";
import { processRefunds } from "../orders/refund";
import { startOrderSweeper } from "../orders/sweeper";
import { addTravellers, orderData, payViaSandbox, pickTicket, postCreate, setCapacity, sign, soldOf, type TicketFixture } from "../orders/test-fixtures";
import { ALREADY_WAITING, CART_REFUSAL, NOT_SOLD_OUT } from "./join";

// 10:00 on Wednesday 3 June 2026 in Shanghai.
const clock = createTestClock(new Date("2026-06-03T02:00:00Z"));
let t: TestApp;
let first: TestLogin;
let alice: TestLogin;
let bob: TestLogin;
let room: HotelDetail["rooms"][number];

beforeAll(async () => {
  t = await createTestApp({ clock });
  first = await t.loginAs("13700005001");
  alice = await t.loginAs("13700005002");
  bob = await t.loginAs("13700005003");
  const list = (await postForm<Page<HotelListItem>>(t.app, "/api/hotel/list", { page_size: 50 })).body.data.list;
  const id = list.find((h) => h.slug === seedHotels()[1]!.slug)!.id;
  room = (await postForm<HotelDetail>(t.app, "/api/hotel/detail", { id })).body.data.rooms[0]!;
});
afterAll(async () => t.close());

/** A two-night stay (Thursday and Friday nights) of one room, as /HotelOrder signs it. */
function stay(guest: string): Record<string, unknown> {
  return {
    type: "hotel",
    product_id: room.product_id,
    sku_id: room.sku_id,
    check_in: "2026-06-11",
    check_out: "2026-06-13",
    rooms: 1,
    guests: [guest],
    contact_name: guest,
    contact_phone: "13700005009",
    timestamp: clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: randomUUID(),
  };
}

async function join(login: TestLogin, data: Record<string, unknown>) {
  const text = JSON.stringify(data);
  return postForm<WaitlistJoined>(t.app, "/api/waitlist/join", { data: text, signature: sign(text, login.signing_key), partner_code: "default" }, login.token);
}
const mine = async (login: TestLogin) => (await postForm<WaitlistList>(t.app, "/api/waitlist/mine", {}, login.token)).body.data.list;
const notices = async (login: TestLogin) => (await postForm<UserNoticeList>(t.app, "/api/notice/list", {}, login.token)).body.data;
async function nights() {
  const rows = await t.db.select().from(inventory).where(and(eq(inventory.productId, room.product_id), inArray(inventory.day, ["2026-06-11", "2026-06-12"])));
  return ["2026-06-11", "2026-06-12"].map((d) => rows.find((r) => r.day === d)!);
}
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("the waiting list of a sold-out hotel night", () => {
  let blocking: string;

  it("refuses a join while every night has a room, then takes entries in order once one night is full", async () => {
    expect((await join(alice, stay("李娜"))).body).toMatchObject({ code: 0, msg: NOT_SOLD_OUT });
    const placed = await postCreate(t, first, stay("张伟"));
    expect(placed.body.code).toBe(1);
    blocking = placed.body.data.order_no;
    const [, friday] = await nights();
    await t.db.update(inventory).set({ capacity: friday!.sold }).where(eq(inventory.id, friday!.id));

    const a = await join(alice, stay("李娜"));
    expect(a.body).toMatchObject({ code: 1, data: { position: 1 } });
    expect((await join(alice, stay("李娜"))).body).toMatchObject({ code: 0, msg: ALREADY_WAITING });
    const b = await join(bob, stay("刘洋"));
    expect(b.body).toMatchObject({ code: 1, data: { position: 2 } });
    expect(await mine(bob)).toMatchObject([{ status: "waiting", position: 2, first_day: "2026-06-11", last_day: "2026-06-12", quantity: 1, order_no: null }]);
    // Joining took nothing: the nights hold only the first order's room.
    expect((await nights()).map((n) => n.sold)).toEqual([1, 1]);
  });

  it("gives the places of a cancelled order to the first in line: an unpaid order holding both nights, and a notice with the deadline", async () => {
    const before = await nights();
    expect((await postForm(t.app, "/api/order/cancel", { order_no: blocking }, first.token)).body.code).toBe(1);
    // The places never became free: the offer took them in the cancel's own transaction.
    expect((await nights()).map((n) => n.sold)).toEqual(before.map((n) => n.sold));
    const [entry] = await mine(alice);
    expect(entry).toMatchObject({ status: "offered", position: 0 });
    expect(entry!.order_no).toMatch(/\S/);
    const offered = await t.db.select().from(orders).where(eq(orders.orderNo, entry!.order_no!));
    expect(offered[0]).toMatchObject({ userId: alice.userId, status: "UNPAID", type: "hotel", amountFen: room.price_fen + room.weekend_price_fen });
    expect(offered[0]!.expiresAt.getTime()).toBe(clock.now().getTime() + t.config.orderPayTimeoutMs);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, offered[0]!.id));
    expect(items.map((i) => i.day).sort()).toEqual(["2026-06-11", "2026-06-12"]);
    const n = await notices(alice);
    expect(n.unread).toBe(1);
    expect(n.list[0]).toMatchObject({ kind: "waitlist-offer", link: `/OrderPay?order_no=${entry!.order_no}`, read: false });
    expect(n.list[0]!.body).toContain("10:15前完成支付");
    expect((await notices(alice)).unread).toBe(0);
    expect(await mine(bob)).toMatchObject([{ status: "waiting", position: 1 }]);
  });

  it("moves the offer to the next in line when the offered order is not paid in time, and that one can pay", async () => {
    const [entry] = await mine(alice);
    const offered = (await t.db.select().from(orders).where(eq(orders.orderNo, entry!.order_no!)))[0]!;
    expect(await closeExpiredOrders(t.ctx, offered.expiresAt)).toBe(1);
    expect((await orderOf(offered.id)).status).toBe("CLOSED");
    expect((await mine(alice))[0]).toMatchObject({ status: "lapsed" });
    const [next] = await mine(bob);
    expect(next).toMatchObject({ status: "offered" });
    const paid = await payViaSandbox(t, bob, next!.order_no!);
    expect(paid.confirm.statusCode).toBeLessThan(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, next!.order_no!));
    expect(row!.status).toBe("PAID");
    expect((await nights()).map((n) => n.sold)).toEqual([1, 1]);
  });
});

describe("the waiting list of a sold-out ticket slot", () => {
  let ticket: TicketFixture;
  it("offers a refunded ticket's place to the waiting buyer, and a left entry gets nothing", async () => {
    ticket = { ...(await pickTicket(t)), day: "2026-06-05" };
    const buyerIds = await addTravellers(t, first, 1, 41);
    const row = await setCapacity(t.db, ticket, 1);
    const bought = await postCreate(t, first, orderData(t, ticket, buyerIds));
    expect(bought.body.code).toBe(1);
    await payViaSandbox(t, first, bought.body.data.order_no);

    const bobIds = await addTravellers(t, bob, 1, 42);
    const left = await join(bob, orderData(t, ticket, bobIds));
    expect(left.body.code).toBe(1);
    expect((await postForm(t.app, "/api/waitlist/leave", { entry_id: left.body.data.entry_id }, alice.token)).body).toMatchObject({ code: 0, msg: "候补记录不存在" });
    expect((await postForm(t.app, "/api/waitlist/leave", { entry_id: left.body.data.entry_id }, bob.token)).body.code).toBe(1);
    const aliceIds = await addTravellers(t, alice, 1, 43);
    expect((await join(alice, orderData(t, ticket, aliceIds))).body).toMatchObject({ code: 1, data: { position: 1 } });

    expect((await postForm(t.app, "/api/order/refund", { order_no: bought.body.data.order_no, reason: "行程有变" }, first.token)).body.code).toBe(1);
    expect(await processRefunds(t.ctx, clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect(await soldOf(t.db, ticket)).toBe(1);
    const [entry] = await t.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.userId, alice.userId), eq(waitlistEntries.inventoryIds, [row])));
    expect(entry).toMatchObject({ status: "offered" });
    const offered = await orderOf(entry!.orderId!);
    expect(offered).toMatchObject({ userId: alice.userId, status: "UNPAID", amountFen: ticket.priceFen });
    expect((await mine(bob)).find((e) => e.id === left.body.data.entry_id)).toMatchObject({ status: "left" });
  });

  it("ends a waiting entry once its day has passed (the order sweeper), and leaves a later one waiting", async () => {
    const soldOut = { ...ticket, day: "2026-06-06" };
    const buyerIds = await addTravellers(t, first, 1, 44);
    await setCapacity(t.db, soldOut, 1);
    const bought = await postCreate(t, first, orderData(t, soldOut, buyerIds));
    expect(bought.body.code).toBe(1);
    await payViaSandbox(t, first, bought.body.data.order_no);
    const bobIds = await addTravellers(t, bob, 1, 45);
    const joined = await join(bob, orderData(t, soldOut, bobIds));
    expect(joined.body.code).toBe(1);
    const sweep = (at: string) => startOrderSweeper({ ctx: t.app.ctx, provider: createPaymentProvider(t.config), now: () => new Date(at), log: t.app.log, intervalMs: 60_000 }).runOnce();
    // 23:59 on 6 June in Shanghai: the day has not passed.
    await sweep("2026-06-06T15:59:00Z");
    expect((await mine(bob)).find((e) => e.id === joined.body.data.entry_id)).toMatchObject({ status: "waiting" });
    await sweep("2026-06-06T16:00:00Z");
    expect((await mine(bob)).find((e) => e.id === joined.body.data.entry_id)).toMatchObject({ status: "expired", position: 0 });
  });

  it("refuses a ticket cart and a forged signature", async () => {
    const cart = { type: "ticket_cart", lines: [{ product_id: 1, sku_id: 1, day: "2026-06-05", slot: "09:00", quantity: 1 }], contact_name: "张伟", contact_phone: "13700005009", timestamp: clock.now().getTime(), nonce: randomUUID(), idempotency_key: randomUUID() };
    expect((await join(alice, cart)).body).toMatchObject({ code: 0, msg: CART_REFUSAL });
    const text = JSON.stringify(stay("李娜"));
    expect((await postForm(t.app, "/api/waitlist/join", { data: text, signature: sign(text, bob.signing_key) }, alice.token)).body.code).toBe(4006);
  });
});
