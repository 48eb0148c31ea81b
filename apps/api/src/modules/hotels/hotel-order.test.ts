import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HotelDetail, HotelListItem } from "@wenlv/contract/hotels";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderDetail, OrderSummary } from "@wenlv/contract/orders";
import { inventory, orderItems, orders, vouchers } from "../../db/schema/index";
import { seedHotels } from "../../db/seed-hotels";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "../orders/refund";
import { payViaSandbox, postCreate } from "../orders/test-fixtures";
import { createPaymentProvider } from "../../providers/payment";
import { NO_ROOMS_MESSAGE } from "./order";

const seed = seedHotels();
let t: TestApp;
let buyer: TestLogin;
let room: HotelDetail["rooms"][number];
// 10:00 on Wednesday 3 June 2026 in Shanghai.
const clock = createTestClock(new Date("2026-06-03T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700003001");
  const hotels = (await postForm<Page<HotelListItem>>(t.app, "/api/hotel/list", { page_size: 50 })).body.data.list;
  const id = hotels.find((h) => h.slug === seed[0]!.slug)!.id;
  const detail = (await postForm<HotelDetail>(t.app, "/api/hotel/detail", { id })).body.data;
  room = detail.rooms.find((r) => r.price_fen !== r.weekend_price_fen) ?? detail.rooms[0]!;
});
afterAll(async () => t.close());

function stay(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "hotel",
    product_id: room.product_id,
    sku_id: room.sku_id,
    check_in: "2026-06-04",
    check_out: "2026-06-06",
    rooms: 2,
    guests: ["张伟", "王芳"],
    contact_name: "张伟",
    contact_phone: "13700003001",
    timestamp: clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: randomUUID(),
    ...extra,
  };
}

async function nightRows(days: string[]) {
  const rows = await t.db.select().from(inventory).where(and(eq(inventory.productId, room.product_id), inArray(inventory.day, days)));
  return days.map((d) => rows.find((r) => r.day === d)!);
}

describe("POST /api/order/create, type hotel", () => {
  it("books a Thursday and a Friday night for two rooms: one item per night at that night's price, both nights held", async () => {
    const res = await postCreate(t, buyer, stay());
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe((room.price_fen + room.weekend_price_fen) * 2);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(items.map((i) => [i.day, i.quantity, i.unitPriceFen, i.productType]).sort()).toEqual([
      ["2026-06-04", 2, room.price_fen, "hotel"],
      ["2026-06-05", 2, room.weekend_price_fen, "hotel"],
    ]);
    expect(items[0]!.snapshot).toMatchObject({ stay: { check_in: "2026-06-04", check_out: "2026-06-06", nights: 2, rooms: 2, guests: ["张伟", "王芳"] } });
    expect((await nightRows(["2026-06-04", "2026-06-05"])).map((r) => r.sold)).toEqual([2, 2]);
  });

  it("answers the same order to a retry with the same idempotency key", async () => {
    const data = stay({ check_in: "2026-06-08", check_out: "2026-06-09", rooms: 1, guests: ["李娜"] });
    const first = await postCreate(t, buyer, data);
    const again = await postCreate(t, buyer, { ...data, nonce: randomUUID() });
    expect(again.body.data.order_no).toBe(first.body.data.order_no);
    expect((await nightRows(["2026-06-08"]))[0]!.sold).toBe(1);
  });

  it("refuses a stay when one night has too few rooms, and holds no night of it", async () => {
    // Fill the middle night of 11-14 June with another buyer's rooms.
    const other = await t.loginAs("13700003002");
    const capacity = (await postForm<{ rooms: { product_id: number; nights: { remaining: number }[] }[] }>(t.app, "/api/hotel/availability", { id: await hotelIdOf(), check_in: "2026-06-12", check_out: "2026-06-13", rooms: 1 })).body.data.rooms.find((r) => r.product_id === room.product_id)!.nights[0]!.remaining;
    for (let left = capacity; left > 0; left -= Math.min(5, left)) {
      const n = Math.min(5, left);
      const res = await postCreate(t, other, stay({ check_in: "2026-06-12", check_out: "2026-06-13", rooms: n, guests: Array.from({ length: n }, () => "刘洋") }));
      expect(res.body.code).toBe(1);
    }
    const before = Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n);

    const res = await postCreate(t, buyer, stay({ check_in: "2026-06-11", check_out: "2026-06-14", rooms: 1, guests: ["陈静"] }));
    expect(res.body).toMatchObject({ code: 4006, msg: NO_ROOMS_MESSAGE });
    expect((await nightRows(["2026-06-11", "2026-06-12", "2026-06-13"])).map((r) => r.sold)).toEqual([0, capacity, 0]);
    expect(Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n)).toBe(before);
  });

  it("refuses a guest list that does not match the rooms, a stay in the past and a room type that is not a hotel's", async () => {
    expect((await postCreate(t, buyer, stay({ guests: ["张伟"] }))).body).toMatchObject({ code: 0, msg: "请为每间房填写一位入住人" });
    expect((await postCreate(t, buyer, stay({ check_in: "2026-06-01", check_out: "2026-06-02" }))).body).toMatchObject({ code: 0, msg: "入住日期已过" });
    expect((await postCreate(t, buyer, stay({ product_id: 1, sku_id: 1 }))).body).toMatchObject({ code: 0, msg: "房型不存在或已下架" });
  });

  it("gives every night back when the unpaid order is cancelled, and issues a voucher per room and night once paid", async () => {
    const data = stay({ check_in: "2026-06-15", check_out: "2026-06-17", rooms: 1, guests: ["赵敏"] });
    const placed = await postCreate(t, buyer, data);
    expect((await nightRows(["2026-06-15", "2026-06-16"])).map((r) => r.sold)).toEqual([1, 1]);
    const cancel = await postForm(t.app, "/api/order/cancel", { order_no: placed.body.data.order_no }, buyer.token);
    expect(cancel.body.code).toBe(1);
    expect((await nightRows(["2026-06-15", "2026-06-16"])).map((r) => r.sold)).toEqual([0, 0]);

    const paid = await postCreate(t, buyer, stay({ check_in: "2026-06-15", check_out: "2026-06-17", rooms: 1, guests: ["赵敏"] }));
    await payViaSandbox(t, buyer, paid.body.data.order_no);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paid.body.data.order_id));
    expect(order?.status).toBe("PAID");
    const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, paid.body.data.order_id));
    const issued = await t.db.select().from(vouchers).where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
    expect(issued).toHaveLength(2);
    expect(issued.map((v) => v.travellerName)).toEqual(["赵敏", "赵敏"]);
  });

  it("shows the stay in the order's list entry and detail, and a refund gives every night back", async () => {
    const placed = await postCreate(t, buyer, stay({ check_in: "2026-06-22", check_out: "2026-06-24", rooms: 2, guests: ["周杰", "吴倩"] }));
    const orderNo = placed.body.data.order_no;
    await payViaSandbox(t, buyer, orderNo);
    const detail = await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, buyer.token);
    expect(detail.body.data).toMatchObject({
      type: "hotel",
      status: "PAID",
      can_refund: true,
      stay: { check_in: "2026-06-22", check_out: "2026-06-24", nights: 2, rooms: 2, guests: ["周杰", "吴倩"] },
    });
    expect(detail.body.data.vouchers.map((v) => v.traveller_name).sort()).toEqual(["吴倩", "吴倩", "周杰", "周杰"]);
    const list = await postForm<Page<OrderSummary>>(t.app, "/api/order/list", { page_size: 50 }, buyer.token);
    expect(list.body.data.list.find((o) => o.order_no === orderNo)?.stay).toMatchObject({ nights: 2, rooms: 2 });

    expect((await nightRows(["2026-06-22", "2026-06-23"])).map((r) => r.sold)).toEqual([2, 2]);
    const refund = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "行程有变" }, buyer.token);
    expect(refund.body.code).toBe(1);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    const done = await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, buyer.token);
    expect(done.body.data).toMatchObject({ status: "REFUND", status_label: "已退款" });
    expect((await nightRows(["2026-06-22", "2026-06-23"])).map((r) => r.sold)).toEqual([0, 0]);
  });
});

async function hotelIdOf(): Promise<number> {
  const hotels = (await postForm<Page<HotelListItem>>(t.app, "/api/hotel/list", { page_size: 50 })).body.data.list;
  return hotels.find((h) => h.slug === seed[0]!.slug)!.id;
}
