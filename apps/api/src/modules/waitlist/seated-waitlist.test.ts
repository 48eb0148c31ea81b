import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { CinemaListItem, MovieListItem, MovieShowtimes, Showtime } from "@wenlv/contract/movies";
import type { PerformSessions } from "@wenlv/contract/performances";
import type { SeatMap } from "@wenlv/contract/seats";
import type { UserNoticeList, WaitlistJoined, WaitlistList } from "@wenlv/contract/waitlist";
import { inventory, orderItems, orders, waitlistEntries } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { closeExpiredOrders } from "../orders/close";
import { placeLines } from "../orders/placement";
import { addTravellers, payViaSandbox, sign } from "../orders/test-fixtures";
import { FILM_WAIT_WITHOUT_SEATS } from "../movies/order";
import { WAIT_WITHOUT_SEATS } from "../performances/order";
import { createFor, freeBlockSeats, getJson, heldOn, orderFields, showIdOf, vouchersOf } from "../performances/test-fixtures";
import { NOT_SOLD_OUT } from "./join";

// The waiting list of seat-by-seat stock (issue 10, decision 035): a film showtime and a seated
// hall's session, joined by seat kind or price zone and count; an offer picks adjacent seats.
// 10:00 on Tuesday 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T02:00:00Z"));
let t: TestApp;
let first: TestLogin;
let filler: TestLogin;
let alice: TestLogin;
let bob: TestLogin;

beforeAll(async () => {
  t = await createTestApp({ clock });
  first = await t.loginAs("13700008001");
  filler = await t.loginAs("13700008002");
  alice = await t.loginAs("13700008003");
  bob = await t.loginAs("13700008004");
});
afterAll(async () => t.close());

async function join(login: TestLogin, extra: Record<string, unknown>) {
  const text = JSON.stringify(orderFields(t, extra));
  return postForm<WaitlistJoined>(t.app, "/api/waitlist/join", { data: text, signature: sign(text, login.signing_key), partner_code: "default" }, login.token);
}
const mine = async (login: TestLogin) => (await postForm<WaitlistList>(t.app, "/api/waitlist/mine", {}, login.token)).body.data.list;
const notices = async (login: TestLogin) => (await postForm<UserNoticeList>(t.app, "/api/notice/list", {}, login.token)).body.data;
const stockRow = async (productId: number, day: string, slot: string) =>
  (await t.db.select().from(inventory).where(and(eq(inventory.productId, productId), eq(inventory.day, day), eq(inventory.slot, slot))))[0]!;

/**
 * Holds `seats` of a stock row with one unpaid order of `filler` that never expires in the test
 * (placed directly: more seats than one buyer may take), so the row is as full as a test needs.
 */
async function fill(productType: string, productId: number, skuId: number, day: string, slot: string, seats: string[]) {
  const row = await stockRow(productId, day, slot);
  const now = clock.now();
  await placeLines(
    t.db,
    { userId: filler.userId, type: productType, partnerCode: "default", channel: "", sourcePort: "h5", sourceScene: "test", idempotencyKey: randomUUID(), contactName: "王芳", contactPhone: "13700008002", now, expiresAt: new Date(now.getTime() + 86_400_000 * 365) },
    [
      {
        productType,
        productId,
        skuId,
        inventoryId: row.id,
        title: "filler",
        skuName: "filler",
        day,
        slot,
        quantity: seats.length,
        unitPriceFen: 0,
        seats,
        snapshot: { fingerprint: "", travellers: [], owner: { type: "test", id: 0, name: "" }, en: { title: "", sku_name: "" } },
      },
    ],
  );
}

/** Seats of `zone` in `map`, by row, left to right. */
const zoneSeats = (map: SeatMap, zone: string) => map.layout.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind !== "aisle" && c.kind !== "disabled" && c.zone === zone ? [c.code] : [])));

describe("the waiting list of a sold-out film showtime", () => {
  let at: { productId: number; day: string; showtime: Showtime };
  let map: SeatMap;
  let pair: string[];
  let blocking: string;
  const film = (extra: Record<string, unknown>) => ({ type: "movie", product_id: at.productId, day: at.day, slot: at.showtime.slot, ...extra });
  const zone = (code: string) => map.zones.find((z) => z.code === code)!.sku_id;

  it("takes a join by seat kind and count once no two standard seats are free together", async () => {
    const cinemaId = (await getJson<Page<CinemaListItem>>(t, "/api/movie/cinemas?page_size=50")).body.data.list.find((c) => c.slug === "wanda-cinema-changshu")!.id;
    const films = (await getJson<Page<MovieListItem>>(t, "/api/movie/list?page_size=50&area_code=320581")).body.data.list;
    for (const movie of films) {
      const week = await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movie.id}&cinema_id=${cinemaId}&day=2026-12-03`);
      const showtime = week.body.code === 1 ? week.body.data.showtimes.find((s) => s.hall_code === "WANDA-CHANGSHU-2") : undefined;
      if (showtime) {
        at = { productId: week.body.data.product_id, day: "2026-12-03", showtime };
        break;
      }
    }
    map = (await getJson<SeatMap>(t, `/api/movie/seats?product_id=${at.productId}&day=${at.day}&slot=${encodeURIComponent(at.showtime.slot)}`)).body.data;
    const standard = zoneSeats(map, "STD");
    // Two seats together that leave no single empty seat, bought by an order that will be cancelled.
    pair = freeBlockSeats(map, 2);
    const placed = await createFor(t, first, film({ seats: pair }));
    expect(placed.body.code).toBe(1);
    blocking = placed.body.data.order_no;
    // Every other standard seat is held but one, alone between held seats: single seats are left, never two together.
    const single = standard.find((code) => code.startsWith("R04-") && code.endsWith("-05"))!;
    await fill("movie", at.productId, zone("STD"), at.day, at.showtime.slot, standard.filter((c) => !pair.includes(c) && c !== single));

    expect((await join(bob, film({ sku_id: zone("STD"), quantity: 1 }))).body).toMatchObject({ code: 0, msg: NOT_SOLD_OUT });
    expect((await join(alice, film({ seats: [single] }))).body).toMatchObject({ code: 0, msg: FILM_WAIT_WITHOUT_SEATS });
    expect((await join(alice, film({ sku_id: zone("COUPLE"), quantity: 1 }))).body).toMatchObject({ code: 0, msg: "情侣座须两个座位一起候补" });
    expect((await join(alice, film({ sku_id: zone("COUPLE"), quantity: 2 }))).body).toMatchObject({ code: 0, msg: NOT_SOLD_OUT });
    expect((await join(alice, film({ sku_id: zone("STD"), quantity: 5 }))).body.code).not.toBe(1);

    expect((await join(alice, film({ sku_id: zone("STD"), quantity: 2 }))).body).toMatchObject({ code: 1, data: { position: 1 } });
    expect((await join(bob, film({ sku_id: zone("STD"), quantity: 2 }))).body).toMatchObject({ code: 1, data: { position: 2 } });
    expect(await mine(alice)).toMatchObject([{ type: "movie", status: "waiting", quantity: 2, sku_name: "普通座", first_day: at.day, slot: at.showtime.slot }]);
    // An order create still wants seats.
    expect((await createFor(t, alice, film({ sku_id: zone("STD"), quantity: 2 }))).body).toMatchObject({ code: 0, msg: "请选择座位" });
  });

  it("offers the cancelled pair to the first in line: an unpaid order holding those two seats, named in the notice", async () => {
    expect((await postForm(t.app, "/api/order/cancel", { order_no: blocking }, first.token)).body.code).toBe(1);
    const [entry] = await mine(alice);
    expect(entry).toMatchObject({ status: "offered" });
    const [offered] = await t.db.select().from(orders).where(eq(orders.orderNo, entry!.order_no!));
    expect(offered).toMatchObject({ userId: alice.userId, status: "UNPAID", type: "movie", amountFen: 2 * at.showtime.price_fen });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, offered!.id));
    expect(items.map((i) => [i.skuName, i.quantity, i.unitPriceFen])).toEqual([["普通座", 2, at.showtime.price_fen]]);
    expect(items[0]!.snapshot).toMatchObject({ seats: pair });
    expect((await heldOn(t, at.productId, at.day, at.showtime.slot)).filter((s) => pair.includes(s))).toEqual(pair);
    const label = (code: string) => `${Number(code.slice(1, 3))}排${Number(code.slice(4))}座`;
    expect((await notices(alice)).list[0]!.body).toContain(`（${pair.map(label).join("、")}）`);
    expect(await mine(bob)).toMatchObject([{ status: "waiting", position: 1 }]);
  });

  it("moves the seats to the next in line when the offer lapses, and the paid order's tickets carry them", async () => {
    const [entry] = await mine(alice);
    const [offered] = await t.db.select().from(orders).where(eq(orders.orderNo, entry!.order_no!));
    expect(await closeExpiredOrders(t.ctx, offered!.expiresAt)).toBe(1);
    const [next] = await mine(bob);
    expect(next).toMatchObject({ status: "offered" });
    await payViaSandbox(t, bob, next!.order_no!);
    const [paid] = await t.db.select().from(orders).where(eq(orders.orderNo, next!.order_no!));
    expect(paid!.status).toBe("PAID");
    expect((await vouchersOf(t, paid!.id)).map((v) => v.seatCode).sort()).toEqual([...pair].sort());
  });
});

describe("the waiting list of a seated hall's sold-out price zone", () => {
  const day = "2027-03-20";
  const slot = "19:30";
  let productId: number;
  let map: SeatMap;
  let pair: string[];
  let blocking: string;
  const stadium = (extra: Record<string, unknown>) => ({ type: "performance", product_id: productId, day, slot, ...extra });

  it("takes a join by zone and count with a traveller per ticket, and offers returned seats with each traveller on a seat", async () => {
    productId = (await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, "stadium-pop-concert-sample")}`)).body.data.product_id;
    map = (await getJson<SeatMap>(t, `/api/perform/seats?product_id=${productId}&day=${day}&slot=${slot}`)).body.data;
    const zoneA = map.zones.find((z) => z.code === "A")!;
    const seatsA = zoneSeats(map, "A");
    pair = seatsA.slice(0, 2);
    const firstParty = await addTravellers(t, first, 2, 810);
    const placed = await createFor(t, first, stadium({ seats: pair, traveller_ids: firstParty }));
    expect(placed.body.code).toBe(1);
    blocking = placed.body.data.order_no;
    await fill("performance", productId, zoneA.sku_id, day, slot, seatsA.slice(2));

    const party = await addTravellers(t, alice, 2, 820);
    expect((await join(alice, stadium({ sku_id: zoneA.sku_id, quantity: 2, traveller_ids: [party[0]] }))).body).toMatchObject({ code: 0, msg: "请选择2位出行人" });
    expect((await join(alice, stadium({ seats: [seatsA[5]], traveller_ids: [party[0]] }))).body).toMatchObject({ code: 0, msg: WAIT_WITHOUT_SEATS });
    const zoneB = map.zones.find((z) => z.code === "B")!;
    expect((await join(alice, stadium({ sku_id: zoneB.sku_id, quantity: 2, traveller_ids: party }))).body).toMatchObject({ code: 0, msg: NOT_SOLD_OUT });
    expect((await join(alice, stadium({ sku_id: zoneA.sku_id, quantity: 2, traveller_ids: party }))).body).toMatchObject({ code: 1, data: { position: 1 } });

    expect((await postForm(t.app, "/api/order/cancel", { order_no: blocking }, first.token)).body.code).toBe(1);
    const [entry] = await mine(alice);
    expect(entry).toMatchObject({ status: "offered", sku_name: zoneA.name });
    const [offered] = await t.db.select().from(orders).where(eq(orders.orderNo, entry!.order_no!));
    expect(offered).toMatchObject({ status: "UNPAID", amountFen: 2 * zoneA.price_fen });
    await payViaSandbox(t, alice, offered!.orderNo);
    const issued = await vouchersOf(t, offered!.id);
    expect(issued.map((v) => [v.seatCode, v.travellerId]).sort()).toEqual([
      [pair[0], party[0]],
      [pair[1], party[1]],
    ]);
  });

  it("never offers seats of a session that no longer sells: the entry keeps waiting", async () => {
    const zoneB = map.zones.find((z) => z.code === "B")!;
    const seatsB = zoneSeats(map, "B");
    const firstParty = await addTravellers(t, first, 1, 830);
    const placed = await createFor(t, first, stadium({ seats: [seatsB[0]], traveller_ids: firstParty }));
    expect(placed.body.code).toBe(1);
    await fill("performance", productId, zoneB.sku_id, day, slot, seatsB.slice(1));
    const party = await addTravellers(t, bob, 1, 840);
    expect((await join(bob, stadium({ sku_id: zoneB.sku_id, quantity: 1, traveller_ids: party }))).body.code).toBe(1);
    // The first order closes unpaid after the session started: its seat is not offered.
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, placed.body.data.order_no));
    expect(await closeExpiredOrders(t.ctx, new Date("2027-03-20T12:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, row!.id)))[0]!.status).toBe("CLOSED");
    const [entry] = await t.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.userId, bob.userId), eq(waitlistEntries.type, "performance")));
    expect(entry).toMatchObject({ status: "waiting", orderId: null });
  });
});
