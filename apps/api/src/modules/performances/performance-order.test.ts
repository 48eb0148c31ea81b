import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "@wenlv/contract/orders";
import type { PerformSessions } from "@wenlv/contract/performances";
import type { SeatMap } from "@wenlv/contract/seats";
import { orderItems, orders } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "../orders/refund";
import { addTravellers, payViaSandbox, postCreate } from "../orders/test-fixtures";
import { createFor, freeBlockSeats, getJson, heldOn, orderFields, showIdOf, vouchersOf } from "./test-fixtures";

let t: TestApp;
let buyer: TestLogin;
// 10:00 on Tuesday 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T02:00:00Z"));
/** The products of the shows used here. */
const product: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700006001");
  for (const slug of ["pingtan-afternoon-storytelling", "suju-wu-guniang", "six-records-garden-kunqu", "stadium-pop-concert-sample"]) {
    product[slug] = (await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, slug)}`)).body.data.product_id;
  }
});
afterAll(async () => t.close());

const mapOf = async (slug: string, day: string, slot: string) => (await getJson<SeatMap>(t, `/api/perform/seats?product_id=${product[slug]}&day=${day}&slot=${slot}`)).body.data;
const order = (slug: string, day: string, slot: string, extra: Record<string, unknown>) => ({ type: "performance", product_id: product[slug], day, slot, ...extra });

describe("POST /api/order/create, type performance, seated hall", () => {
  it("prices each seat by its zone: one item per zone, the seats held, the amount from the database", async () => {
    // Saturday 5 December, 苏剧《五姑娘》 at 19:00: row 1 is zone A (¥120), row 9 zone C (¥50).
    const res = await createFor(t, buyer, order("suju-wu-guniang", "2026-12-05", "19:00", { seats: ["R01-01", "R01-02", "R09-01", "R09-02"] }));
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(2 * 12000 + 2 * 5000);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(items.map((i) => [i.skuName, i.quantity, i.unitPriceFen, i.slot, i.productType]).sort()).toEqual([
      ["A区", 2, 12000, "19:00", "performance"],
      ["C区", 2, 5000, "19:00", "performance"],
    ]);
    expect(await heldOn(t, product["suju-wu-guniang"]!, "2026-12-05", "19:00")).toEqual(["R01-01", "R01-02", "R09-01", "R09-02"]);
  });

  it("answers a retry with the same key with the same order, though its seats are now taken", async () => {
    const data = orderFields(t, order("suju-wu-guniang", "2026-12-05", "19:00", { seats: ["R02-01", "R02-02"] }));
    const first = await postCreate(t, buyer, data);
    const again = await postCreate(t, buyer, { ...data, nonce: randomUUID() });
    expect(again.body.code).toBe(1);
    expect(again.body.data.order_no).toBe(first.body.data.order_no);
  });

  it("refuses an unknown seat, more seats than the show allows, a taken seat, no seat and a zone instead of seats", async () => {
    const seats = (extra: string[]) => createFor(t, buyer, order("suju-wu-guniang", "2026-12-05", "19:00", { seats: extra }));
    expect((await seats(["R30-01"])).body).toMatchObject({ code: 0, msg: "座位R30-01不存在，请重新选座" });
    expect((await seats(["R03-01", "R03-02", "R03-03", "R03-04", "R03-05", "R03-06", "R03-07"])).body).toMatchObject({ code: 0, msg: "每单最多选6个座位" });
    expect((await seats(["R01-01"])).body).toMatchObject({ code: 4006, msg: "1排1座已售出，请选择其他座位" });
    expect((await seats([])).body).toMatchObject({ code: 0, msg: "请选择座位" });
    expect((await seats(Array.from({ length: 11 }, (_, i) => `R04-${String(i + 1).padStart(2, "0")}`))).body).toMatchObject({ code: 0, msg: "每单最多10张" });
  });

  it("refuses a session that is not offered: over, closing within the hour, or not in the schedule", async () => {
    const at = (day: string, slot: string) => createFor(t, buyer, order("pingtan-afternoon-storytelling", day, slot, { seats: ["R05-01"] }));
    expect((await at("2026-11-30", "13:30")).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
    expect((await at("2026-12-02", "19:30")).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
    clock.set(new Date("2026-12-01T04:45:00Z")); // 12:45, sale of today's 13:30 closed at 12:30
    try {
      expect((await at("2026-12-01", "13:30")).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
    } finally {
      clock.set(new Date("2026-12-01T02:00:00Z"));
    }
  });

  it("issues one voucher per seat carrying its seat once paid; refunding one frees that seat for another buyer", async () => {
    const map = await mapOf("suju-wu-guniang", "2026-12-12", "19:00");
    const seats = freeBlockSeats(map, 2);
    const placed = await createFor(t, buyer, order("suju-wu-guniang", "2026-12-12", "19:00", { seats }));
    await payViaSandbox(t, buyer, placed.body.data.order_no);
    const issued = await vouchersOf(t, placed.body.data.order_id);
    expect(issued.map((v) => v.seatCode).sort()).toEqual([...seats].sort());
    const detail = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: placed.body.data.order_no }, buyer.token)).body.data;
    expect(detail.vouchers.map((v) => v.seat_code).sort()).toEqual([...seats].sort());

    const returned = issued.find((v) => v.seatCode === seats[0])!;
    const refund = await postForm(t.app, "/api/order/refund", { order_no: placed.body.data.order_no, reason: "行程有变", voucher_ids: String(returned.id) }, buyer.token);
    expect(refund.body.code).toBe(1);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect(await heldOn(t, product["suju-wu-guniang"]!, "2026-12-12", "19:00")).toEqual([seats[1]]);
    expect((await mapOf("suju-wu-guniang", "2026-12-12", "19:00")).taken).toEqual([seats[1]]);

    const other = await t.loginAs("13700006002");
    const again = await createFor(t, other, order("suju-wu-guniang", "2026-12-12", "19:00", { seats: [seats[0]] }));
    expect(again.body.code).toBe(1);
  });

  it("gives the seats back when the unpaid order is cancelled", async () => {
    const placed = await createFor(t, buyer, order("suju-wu-guniang", "2026-12-19", "19:00", { seats: ["R05-01", "R05-02"] }));
    expect(await heldOn(t, product["suju-wu-guniang"]!, "2026-12-19", "19:00")).toEqual(["R05-01", "R05-02"]);
    expect((await postForm(t.app, "/api/order/cancel", { order_no: placed.body.data.order_no }, buyer.token)).body.code).toBe(1);
    expect(await heldOn(t, product["suju-wu-guniang"]!, "2026-12-19", "19:00")).toEqual([]);
  });
});

describe("POST /api/order/create, type performance, general admission", () => {
  it("sells a zone by quantity with one ID for the order (一单一证), and refuses seats or too many", async () => {
    const garden = (extra: Record<string, unknown>) => createFor(t, buyer, order("six-records-garden-kunqu", "2026-12-04", "19:40", extra));
    const [holder] = await addTravellers(t, buyer, 1, 600);
    const zone = (await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, "six-records-garden-kunqu")}`)).body.data.sessions[0]!.zones[0]!;
    expect((await garden({ sku_id: zone.sku_id, quantity: 2 })).body).toMatchObject({ code: 0, msg: "请选择1位出行人" });
    expect((await garden({ seats: ["R01-01"], traveller_ids: [holder] })).body).toMatchObject({ code: 0, msg: "该演出不对号入座，请选择票档和张数" });
    expect((await garden({ sku_id: zone.sku_id, quantity: 5, traveller_ids: [holder] })).body).toMatchObject({ code: 0, msg: "每单最多4张" });
    const res = await garden({ sku_id: zone.sku_id, quantity: 2, traveller_ids: [holder] });
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(2 * 48000);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(item).toMatchObject({ slot: "19:40|GA", quantity: 2 });
    expect(item!.snapshot).toMatchObject({ travellers: [], id_holder: { id: holder } });
    const after = await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, "six-records-garden-kunqu")}`);
    expect(after.body.data.sessions[0]!.remaining).toBe(28);
  });

  it("refuses more places than are left with 4006 and writes nothing", async () => {
    const zone = (await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, "six-records-garden-kunqu")}`)).body.data.sessions[1]!;
    const [holder] = await addTravellers(t, buyer, 1, 610);
    const others = await Promise.all(Array.from({ length: 7 }, (_, i) => t.loginAs(`1370000610${i}`)));
    for (const other of others) {
      const [id] = await addTravellers(t, other, 1, 620 + others.indexOf(other));
      expect((await createFor(t, other, order("six-records-garden-kunqu", zone.day, "19:40", { sku_id: zone.zones[0]!.sku_id, quantity: 4, traveller_ids: [id] }))).body.code).toBe(1);
    }
    const before = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId));
    const res = await createFor(t, buyer, order("six-records-garden-kunqu", zone.day, "19:40", { sku_id: zone.zones[0]!.sku_id, quantity: 3, traveller_ids: [holder] }));
    expect(res.body).toMatchObject({ code: 4006, msg: "该场次余票不足，请更换场次或票档" });
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId))).toHaveLength(before.length);
  });
});

describe("POST /api/order/create, a show of more than 5000 places", () => {
  it("needs one traveller with an ID per ticket, and names each seat's voucher after its traveller", async () => {
    const stadium = (extra: Record<string, unknown>) => createFor(t, buyer, order("stadium-pop-concert-sample", "2027-03-20", "19:30", extra));
    const party = await addTravellers(t, buyer, 2, 700);
    expect((await stadium({ seats: ["R16-01", "R16-02"] })).body).toMatchObject({ code: 0, msg: "请选择2位出行人" });
    expect((await stadium({ seats: ["R16-01", "R16-02"], traveller_ids: [party[0]] })).body).toMatchObject({ code: 0, msg: "请选择2位出行人" });
    expect((await stadium({ seats: ["R16-01", "R16-02", "R16-03", "R16-04", "R16-05"], traveller_ids: party })).body).toMatchObject({ code: 0, msg: "每单最多选4个座位" });
    const res = await stadium({ seats: ["R16-02", "R16-01"], traveller_ids: party });
    expect(res.body.code).toBe(1);
    await payViaSandbox(t, buyer, res.body.data.order_no);
    const issued = await vouchersOf(t, res.body.data.order_id);
    expect(issued.map((v) => [v.seatCode, v.travellerId]).sort()).toEqual([
      ["R16-01", party[1]],
      ["R16-02", party[0]],
    ]);
    expect(issued.every((v) => v.travellerIdMasked !== "")).toBe(true);
  });
});
