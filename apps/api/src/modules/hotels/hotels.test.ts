import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { HotelAvailability, HotelDetail, HotelListItem } from "@wenlv/contract/hotels";
import { slotKey } from "../../cache/slot-key";
import { ensureInventoryDays } from "../../db/inventory";
import { seedHotels } from "../../db/seed-hotels";
import { ticketRules } from "../../db/ticket-rules";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { placeLines } from "../orders/placement";

const seed = seedHotels();
let t: TestApp;
// 10:00 on Wednesday 3 June 2026 in Shanghai.
const clock = createTestClock(new Date("2026-06-03T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const list = (fields: Record<string, string | number> = {}) => postForm<Page<HotelListItem>>(t.app, "/api/hotel/list", fields);
const detail = (id: string | number) => postForm<HotelDetail>(t.app, "/api/hotel/detail", { id });
const availability = (fields: Record<string, string | number>) => postForm<HotelAvailability>(t.app, "/api/hotel/availability", fields);
const get = <T>(url: string) => t.app.inject({ method: "GET", url }).then((r) => ({ status: r.statusCode, headers: r.headers, body: r.json() as { code: number; msg: string; data: T } }));

async function hotelId(slug: string): Promise<number> {
  const all = (await list({ page_size: 50 })).body.data.list;
  return all.find((h) => h.slug === slug)!.id;
}

describe("/api/hotel/list", () => {
  it("lists every seeded hotel, the higher star level first, with the cheapest weekday room and a cover", async () => {
    const res = await list({ page_size: 50 });
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(seed.length);
    const stars = res.body.data.list.map((h) => h.star_level);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    const first = seed[0]!;
    const item = res.body.data.list.find((h) => h.slug === first.slug)!;
    expect(item.min_price_fen).toBe(Math.min(...first.rooms.map((r) => r.priceFen)));
    expect(item.sample).toBe(true);
    const cover = await t.app.inject({ method: "GET", url: new URL(item.cover).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toContain("image/svg+xml");
    expect(cover.body).toContain(first.nameZh);
  });

  it("filters by district and by a keyword in Chinese, English or pinyin initials, on GET too", async () => {
    const gusu = await list({ area_code: "320508", page_size: 50 });
    expect(gusu.body.data.total).toBe(seed.filter((h) => h.areaCode === "320508").length);
    expect(gusu.body.data.list.every((h) => h.area_name === "姑苏区")).toBe(true);
    const shangri = seed.find((h) => h.nameZh.includes("香格里拉"))!;
    expect((await list({ keyword: "香格里拉" })).body.data.list.map((h) => h.slug)).toEqual([shangri.slug]);
    expect((await list({ keyword: "Shangri" })).body.data.list.map((h) => h.slug)).toEqual([shangri.slug]);
    const byGet = await get<Page<HotelListItem>>(`/api/hotel/list?keyword=${encodeURIComponent("香格里拉")}`);
    expect(byGet.status).toBe(200);
    expect(byGet.headers.etag).toBeTruthy();
    expect(byGet.body.data.list).toHaveLength(1);
  });
});

describe("/api/hotel/detail", () => {
  it("answers the hotel's texts, source and room types with both prices and the cancellation rule", async () => {
    const seeded = seed[0]!;
    const res = await detail(await hotelId(seeded.slug));
    expect(res.body.code).toBe(1);
    const hotel = res.body.data;
    expect(hotel.name).toBe(seeded.nameZh);
    expect(hotel.source_url).toBe(seeded.source.url);
    expect(hotel.check_in).toBe(seeded.checkIn);
    expect(hotel.rooms).toHaveLength(seeded.rooms.length);
    const room = seeded.rooms[0]!;
    const wire = hotel.rooms.find((r) => r.code === room.code)!;
    expect(wire).toMatchObject({ price_fen: room.priceFen, weekend_price_fen: room.weekendPriceFen, max_guests: room.maxGuests, breakfast: room.breakfast, bed: room.bed });
    expect(wire.rules.refund).toEqual(room.cancel.kind === "free_until" ? { kind: "before", hours: room.cancel.hoursBefore } : { kind: "none" });
  });

  it("answers code 0 for an unknown hotel", async () => {
    const res = await detail(999_999);
    expect(res.body).toMatchObject({ code: 0, msg: "酒店不存在" });
  });
});

describe("/api/hotel/availability", () => {
  it("prices a stay night by night (Friday and Saturday at the weekend price) for the rooms asked, with the free-cancellation deadline", async () => {
    const seeded = seed[0]!;
    const id = await hotelId(seeded.slug);
    // Thursday 4 June to Sunday 7 June: Thursday, Friday and Saturday nights.
    const res = await availability({ id, check_in: "2026-06-04", check_out: "2026-06-07", rooms: 2 });
    expect(res.body.code).toBe(1);
    expect(res.body.data.nights).toBe(3);
    const room = seeded.rooms[0]!;
    const wire = (await detail(id)).body.data.rooms.find((r) => r.code === room.code)!;
    const stay = res.body.data.rooms.find((r) => r.product_id === wire.product_id)!;
    expect(stay.nights.map((n) => [n.day, n.price_fen, n.remaining])).toEqual([
      ["2026-06-04", room.priceFen, room.roomsPerNight],
      ["2026-06-05", room.weekendPriceFen, room.roomsPerNight],
      ["2026-06-06", room.weekendPriceFen, room.roomsPerNight],
    ]);
    expect(stay.total_fen).toBe((room.priceFen + 2 * room.weekendPriceFen) * 2);
    expect(stay.bookable).toBe(true);
    if (room.cancel.kind === "free_until") {
      const checkIn = Date.parse(`2026-06-04T${seeded.checkIn}:00+08:00`);
      expect(stay.free_cancel_until).toBe(new Date(checkIn - room.cancel.hoursBefore * 3_600_000).toISOString());
    } else {
      expect(stay.free_cancel_until).toBeNull();
    }
  });

  it("shows a room type as not bookable once one night of the stay has too few rooms, also on a cached answer", async () => {
    const seeded = seed[1]!;
    const id = await hotelId(seeded.slug);
    const wire = (await detail(id)).body.data.rooms[0]!;
    const query = { id, check_in: "2026-06-10", check_out: "2026-06-12", rooms: 1 };
    const url = `/api/hotel/availability?id=${id}&check_in=2026-06-10&check_out=2026-06-12&rooms=1`;
    const before = await get<HotelAvailability>(url);
    expect(before.body.data.rooms.find((r) => r.product_id === wire.product_id)!.bookable).toBe(true);

    // Someone books every room of the second night, and the node hears of it on the bus.
    const [row] = await ensureInventoryDays(t.db, wire.product_id, ["2026-06-11"], ticketRules({ slots: ["night"], capacity: 1 }));
    const user = await t.loginAs("13700002001");
    const now = clock.now();
    await placeLines(
      t.db,
      { userId: user.userId, type: "hotel", partnerCode: "default", channel: "", sourcePort: "h5", sourceScene: "", idempotencyKey: randomUUID(), contactName: "张伟", contactPhone: "13700002001", now, expiresAt: new Date(now.getTime() + 900_000) },
      [{ productType: "hotel", productId: wire.product_id, skuId: wire.sku_id, inventoryId: row!.id, title: seeded.nameZh, skuName: wire.name, day: "2026-06-11", slot: "night", quantity: row!.capacity, unitPriceFen: wire.price_fen, snapshot: { fingerprint: "", travellers: [], owner: { type: "hotel", id, name: seeded.nameZh }, en: { title: "", sku_name: "" } } }],
    );
    await t.ctx.bus.publish("stock-taken", slotKey(wire.product_id, "2026-06-11", "night"));

    const after = await get<HotelAvailability>(url);
    const stay = after.body.data.rooms.find((r) => r.product_id === wire.product_id)!;
    expect(stay.nights.map((n) => n.remaining)).toEqual([row!.capacity, 0]);
    expect(stay.bookable).toBe(false);
    expect((await availability(query)).body.data.rooms.find((r) => r.product_id === wire.product_id)!.bookable).toBe(false);
  });

  it("refuses a stay in the past, longer than 14 nights, beyond the sales window or ending before it starts", async () => {
    const id = await hotelId(seed[0]!.slug);
    expect((await availability({ id, check_in: "2026-06-02", check_out: "2026-06-04" })).body).toMatchObject({ code: 0, msg: "入住日期已过" });
    expect((await availability({ id, check_in: "2026-06-04", check_out: "2026-06-20" })).body).toMatchObject({ code: 0, msg: "最多连住14晚" });
    expect((await availability({ id, check_in: "2026-07-31", check_out: "2026-08-03" })).body).toMatchObject({ code: 0, msg: "仅可预订60天内的房间" });
    expect((await availability({ id, check_in: "2026-06-05", check_out: "2026-06-05" })).body).toMatchObject({ code: 0, msg: "离店日期应晚于入住日期" });
    expect((await availability({ id: 999_999, check_in: "2026-06-05", check_out: "2026-06-06" })).body).toMatchObject({ code: 0, msg: "酒店不存在" });
  });
});
