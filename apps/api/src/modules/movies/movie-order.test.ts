import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { CinemaListItem, MovieListItem, MovieShowtimes, Showtime } from "@wenlv/contract/movies";
import type { OrderDetail } from "@wenlv/contract/orders";
import type { SeatMap } from "@wenlv/contract/seats";
import { inventory, orderItems, orders, seatHolds } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { COUPLE_HALF_REFUND, processRefunds } from "../orders/refund";
import { readSnapshot } from "../orders/snapshot";
import { payViaSandbox, postCreate } from "../orders/test-fixtures";
import { createFor, freeBlockSeats, getJson, heldOn, orderFields, vouchersOf } from "../performances/test-fixtures";

// Film orders (issue 10, decision 033) on PGlite and, with DATABASE_URL, PostgreSQL.
let t: TestApp;
let buyer: TestLogin;
// 10:00 on Tuesday 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T02:00:00Z"));
/** Showtimes on sale from tomorrow on at 万达影城（常熟万达广场店）, of any film, in its couple hall and its IMAX hall. */
type At = { productId: number; day: string; showtime: Showtime };
const couple: At[] = [];
const imax: At[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700007001");
  const cinemaId = (await getJson<Page<CinemaListItem>>(t, "/api/movie/cinemas?page_size=50")).body.data.list.find((c) => c.slug === "wanda-cinema-changshu")!.id;
  const films = (await getJson<Page<MovieListItem>>(t, "/api/movie/list?page_size=50&area_code=320581")).body.data.list;
  for (const movie of films) {
    const week = await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movie.id}&cinema_id=${cinemaId}`);
    if (week.body.code !== 1) continue;
    for (const day of week.body.data.days.filter((d) => d > "2026-12-01")) {
      for (const showtime of (await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movie.id}&cinema_id=${cinemaId}&day=${day}`)).body.data.showtimes) {
        (showtime.hall_code === "WANDA-CHANGSHU-2" ? couple : imax).push({ productId: week.body.data.product_id, day, showtime });
      }
    }
  }
  if (couple.length < 3 || imax.length < 3) throw new Error("too few sample showtimes for the tests");
});
afterAll(async () => t.close());

const mapOf = async ({ productId, day, showtime }: At) => (await getJson<SeatMap>(t, `/api/movie/seats?product_id=${productId}&day=${day}&slot=${encodeURIComponent(showtime.slot)}`)).body.data;
const film = ({ productId, day, showtime }: At, seats: string[]) => ({ type: "movie", product_id: productId, day, slot: showtime.slot, seats });
const coupleRowSeats = (map: SeatMap, n: number) =>
  map.layout.rows[map.layout.rows.length - 1]!.cells.flatMap((c) => (c.kind === "couple-left" || c.kind === "couple-right" ? [c.code] : [])).slice(0, n);

describe("POST /api/order/create, type movie", () => {
  it("sells standard seats and a couple pair at their prices, one item per seat kind, the seats held", async () => {
    const at = couple[0]!;
    const map = await mapOf(at);
    const standard = freeBlockSeats(map, 2);
    const pair = coupleRowSeats(map, 2);
    const res = await createFor(t, buyer, film(at, [...standard, ...pair]));
    expect(res.body.code).toBe(1);
    const prices = at.showtime;
    expect(res.body.data.amount_fen).toBe(2 * prices.price_fen + prices.couple_price_fen!);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id));
    expect(items.map((i) => [i.skuName, i.quantity, i.unitPriceFen, i.slot]).sort()).toEqual([
      ["情侣座", 2, prices.couple_price_fen! / 2, at.showtime.slot],
      ["普通座", 2, prices.price_fen, at.showtime.slot],
    ]);
    expect((await mapOf(at)).taken).toEqual([...standard, ...pair].sort());
    expect(await heldOn(t, at.productId, at.day, at.showtime.slot)).toEqual([...standard, ...pair].sort());
    // The unpaid order already names its seats (no tickets yet).
    const detail = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: res.body.data.order_no }, buyer.token)).body.data;
    expect(detail.vouchers).toEqual([]);
    expect(detail.items.flatMap((i) => i.seats).sort()).toEqual([...standard, ...pair].sort());
  });

  it("refuses a single empty seat left, half a couple seat, more than 4 seats, an unknown seat and a taken one, in Chinese", async () => {
    const at = couple[1]!;
    const map = await mapOf(at);
    const block = freeBlockSeats(map, 3);
    const buy = (seats: string[]) => createFor(t, buyer, film(at, seats));
    const row = block[0]!.slice(1, 3);
    expect((await buy([`R${row}-02`])).body).toMatchObject({ code: 0, msg: `请不要在${Number(row)}排1座留下单个空座` });
    expect((await buy([`R${row}-01`, `R${row}-03`])).body).toMatchObject({ code: 0, msg: `请不要在${Number(row)}排2座留下单个空座` });
    const [left] = coupleRowSeats(map, 1);
    expect((await buy([left!])).body).toMatchObject({ code: 0, msg: `${Number(left!.slice(1, 3))}排1座是情侣座，须两个座位一起购买` });
    expect((await buy(["R01-04", "R01-05", "R01-06", "R01-07", "R01-08"])).body).toMatchObject({ code: 0, msg: "每单最多选4个座位" });
    expect((await buy(["R40-01"])).body).toMatchObject({ code: 0, msg: "座位R40-01不存在，请重新选座" });
    expect((await buy(["5-12"])).body).toMatchObject({ code: 0, msg: "座位编号不正确" });
    expect((await buy(block)).body.code).toBe(1);
    expect((await createFor(t, await t.loginAs("13700007002"), film(at, block.slice(0, 2)))).body).toMatchObject({ code: 4006, msg: `${Number(row)}排1座已售出，请选择其他座位` });
  });

  it("issues a voucher per seat with its seat; refunding one ticket frees its seat and another buyer gets it", async () => {
    const at = imax[0]!;
    const seats = freeBlockSeats(await mapOf(at), 2);
    const placed = await createFor(t, buyer, film(at, seats));
    await payViaSandbox(t, buyer, placed.body.data.order_no);
    const issued = await vouchersOf(t, placed.body.data.order_id);
    expect(issued.map((v) => v.seatCode).sort()).toEqual([...seats].sort());
    const returned = issued.find((v) => v.seatCode === seats[1])!;
    const refund = await postForm(t.app, "/api/order/refund", { order_no: placed.body.data.order_no, reason: "时间冲突", voucher_ids: String(returned.id) }, buyer.token);
    expect(refund.body.code).toBe(1);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect((await mapOf(at)).taken).toEqual([seats[0]]);
    const [row] = await t.db.select().from(inventory).where(and(eq(inventory.productId, at.productId), eq(inventory.day, at.day), eq(inventory.slot, at.showtime.slot)));
    expect(row!.sold).toBe(1);
    const again = await createFor(t, await t.loginAs("13700007003"), film(at, [seats[1]!]));
    expect(again.body.code).toBe(1);
  });

  it("refunds a couple seat only as a pair", async () => {
    const at = couple[1]!;
    const pair = coupleRowSeats(await mapOf(at), 2);
    const placed = await createFor(t, buyer, film(at, pair));
    expect(placed.body.code).toBe(1);
    await payViaSandbox(t, buyer, placed.body.data.order_no);
    const issued = await vouchersOf(t, placed.body.data.order_id);
    const refund = (ids: number[]) => postForm(t.app, "/api/order/refund", { order_no: placed.body.data.order_no, reason: "时间冲突", voucher_ids: ids.join(",") }, buyer.token);
    const detail = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: placed.body.data.order_no }, buyer.token)).body.data;
    expect(detail.items.map((i) => i.couple)).toEqual([true]);
    expect((await refund([issued[0]!.id])).body).toMatchObject({ code: 0, msg: COUPLE_HALF_REFUND });
    expect((await refund(issued.map((v) => v.id))).body.code).toBe(1);
  });

  it("answers a retry with the same key with the same order", async () => {
    const at = imax[1]!;
    const data = orderFields(t, film(at, freeBlockSeats(await mapOf(at), 1)));
    const first = await postCreate(t, buyer, data);
    const again = await postCreate(t, buyer, { ...data, nonce: randomUUID() });
    expect(again.body.data.order_no).toBe(first.body.data.order_no);
  });
});

describe("concurrent buyers of film seats", () => {
  it("200 concurrent buyers of one seat: exactly one order, the others refused with 4006", async () => {
    const at = imax[2]!;
    const [seat] = freeBlockSeats(await mapOf(at), 1);
    const buyers = await Promise.all(["13700008001", "13700008002", "13700008003", "13700008004"].map((p) => t.loginAs(p)));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => createFor(t, buyers[i % 4]!, film(at, [seat!]))));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(codes.filter((c) => c === 4006)).toHaveLength(199);
    expect(await heldOn(t, at.productId, at.day, at.showtime.slot)).toEqual([seat]);
    const [row] = await t.db.select().from(inventory).where(and(eq(inventory.productId, at.productId), eq(inventory.day, at.day), eq(inventory.slot, at.showtime.slot)));
    expect(row!.sold).toBe(1);
  }, 180_000);

  it("50 concurrent buyers of overlapping pairs of adjacent seats: no seat sold twice, sold places match the seats held", async () => {
    const at = couple[2]!;
    const map = await mapOf(at);
    const row = map.layout.rows[0]!;
    const seats = row.cells.flatMap((c) => (c.kind === "normal" ? [c.code] : []));
    const pairs = seats.slice(0, -1).map((s, i) => [s, seats[i + 1]!]);
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => t.loginAs(`1370000900${i}`)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => createFor(t, buyers[i % 5]!, film(at, pairs[i % pairs.length]!))));
    const won = answers.filter((a) => a.body.code === 1);
    expect(won.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.body.code === 1 || a.body.code === 4006 || a.body.code === 0)).toBe(true);

    const items = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, won.map((a) => a.body.data.order_id)));
    const sold = items.flatMap((i) => readSnapshot(i.snapshot).seats ?? []);
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold.sort()).toEqual(await heldOn(t, at.productId, at.day, at.showtime.slot));
    const [stock] = await t.db.select().from(inventory).where(and(eq(inventory.productId, at.productId), eq(inventory.day, at.day), eq(inventory.slot, at.showtime.slot)));
    expect(stock!.sold).toBe(sold.length);
    const [holds] = await t.db.select({ n: count() }).from(seatHolds).where(eq(seatHolds.inventoryId, stock!.id));
    expect(Number(holds!.n)).toBe(sold.length);
    const [made] = await t.db.select({ n: count() }).from(orders).where(inArray(orders.userId, buyers.map((b) => b.userId)));
    expect(Number(made!.n)).toBe(won.length);
  }, 180_000);
});
