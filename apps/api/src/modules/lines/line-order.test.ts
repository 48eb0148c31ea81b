import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { LineDepartures, LineDetail, LineListItem } from "@wenlv/contract/lines";
import type { OrderDetail, OrderSummary } from "@wenlv/contract/orders";
import { inventory, orderItems, orders, travellers, vouchers } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { processRefunds } from "../orders/refund";
import type { ItemSnapshot } from "../orders/snapshot";
import { addTravellers, payViaSandbox, postCreate } from "../orders/test-fixtures";
import { NO_SEATS_MESSAGE } from "./order";

// Decision 033: seats on a departure. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
let t: TestApp;
let buyer: TestLogin;
let party: number[];
let line: LineDetail;
// 10:00 on Wednesday 3 June 2026 in Shanghai.
const clock = createTestClock(new Date("2026-06-03T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await t.loginAs("13700004001");
  party = await addTravellers(t, buyer, 3, 401);
  const all = (await postForm<Page<LineListItem>>(t.app, "/api/line/list", { page_size: 50 })).body.data.list;
  // 古城园林一日游: departs 08:00 Tuesday to Sunday, 30 seats, booking closes 18 hours before, free refund until 24 hours before.
  const id = all.find((l) => l.slug === "gardens-classic-one-day")!.id;
  line = (await postForm<LineDetail>(t.app, "/api/line/detail", { id })).body.data;
});
afterAll(async () => t.close());

const pkg = () => line.packages[0]!;

/** The `data` of a line order: one adult and one child of the first package on `day` unless `skus` says otherwise. */
function booking(day: string, skus?: { sku_id: number; traveller_ids: number[] }[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "line",
    product_id: line.product_id,
    day,
    skus: skus ?? [
      { sku_id: pkg().adult.sku_id, traveller_ids: [party[0]!] },
      { sku_id: pkg().child!.sku_id, traveller_ids: [party[1]!] },
    ],
    contact_name: "张伟",
    contact_phone: "13700004001",
    timestamp: clock.now().getTime(),
    nonce: randomUUID(),
    idempotency_key: randomUUID(),
    ...extra,
  };
}

async function departureRow(day: string) {
  const [row] = await t.db.select().from(inventory).where(and(eq(inventory.productId, line.product_id), eq(inventory.day, day)));
  return row;
}

const departuresUrl = (day: string) => `/api/line/departures?id=${line.id}&from=${day}&days=1`;
const remainingOn = async (day: string) =>
  (await t.app.inject({ method: "GET", url: departuresUrl(day) }).then((r) => r.json() as { data: LineDepartures })).data.days[0]!.remaining;

describe("POST /api/order/create, type line", () => {
  it("books an adult and a child: one item per SKU with its own traveller, two seats of the departure, the cached departures answer dropped", async () => {
    expect(await remainingOn("2026-06-05")).toBe(30);
    const res = await postCreate(t, buyer, booking("2026-06-05"));
    expect(res.body.code).toBe(1);
    expect(res.body.data.amount_fen).toBe(pkg().adult.price_fen + pkg().child!.price_fen);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.data.order_id)).orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.productType, i.skuId, i.day, i.slot, i.quantity, i.unitPriceFen])).toEqual([
      ["line", pkg().adult.sku_id, "2026-06-05", "08:00", 1, pkg().adult.price_fen],
      ["line", pkg().child!.sku_id, "2026-06-05", "08:00", 1, pkg().child!.price_fen],
    ]);
    expect(items[0]!.inventoryId).toBe(items[1]!.inventoryId);
    const snapshots = items.map((i) => i.snapshot as unknown as ItemSnapshot);
    expect(snapshots.map((s) => s.travellers.map((tr) => tr.id))).toEqual([[party[0]], [party[1]]]);
    expect(snapshots[1]!.rules).toEqual(pkg().child!.rules);
    expect(snapshots[0]!.owner).toEqual({ type: "line", id: line.id, name: line.name });
    expect((await departureRow("2026-06-05"))!.sold).toBe(2);
    expect(await remainingOn("2026-06-05")).toBe(28);
    // /Trades counts the order's seats across its fares: 1 adult + 1 child = 2.
    const listed = (await postForm<Page<OrderSummary>>(t.app, "/api/order/list", { status: "all" }, buyer.token)).body.data.list;
    expect(listed.find((o) => o.order_no === res.body.data.order_no)).toMatchObject({ type: "line", quantity: 2 });
  });

  it("issues one voucher per traveller once paid, and a refund of one traveller gives one seat back", async () => {
    const placed = await postCreate(t, buyer, booking("2026-06-06"));
    expect(placed.body.code).toBe(1);
    const orderNo = placed.body.data.order_no;
    await payViaSandbox(t, buyer, orderNo);
    const paid = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, buyer.token)).body.data;
    expect(paid.status).toBe("PAID");
    expect(paid.can_refund).toBe(true);
    expect(paid.items.map((i) => i.rules?.refund)).toEqual([{ kind: "before", hours: 24 }, { kind: "before", hours: 24 }]);
    expect(paid.vouchers).toHaveLength(2);
    const names = await t.db.select({ id: travellers.id, name: travellers.name }).from(travellers).where(inArray(travellers.id, [party[0]!, party[1]!]));
    expect(paid.vouchers.map((v) => v.traveller_name).sort()).toEqual(names.map((n) => n.name).sort());
    expect((await departureRow("2026-06-06"))!.sold).toBe(2);

    const child = paid.vouchers.find((v) => v.order_item_id === paid.items[1]!.id)!;
    const refund = await postForm(t.app, "/api/order/refund", { order_no: orderNo, reason: "孩子生病", voucher_ids: String(child.id) }, buyer.token);
    expect(refund.body.code).toBe(1);
    expect(await processRefunds(t.ctx, t.clock.now(), createPaymentProvider(t.config))).toBe(1);
    expect((await departureRow("2026-06-06"))!.sold).toBe(1);
    const after = (await postForm<OrderDetail>(t.app, "/api/order/detail", { order_no: orderNo }, buyer.token)).body.data;
    expect(after.status).toBe("PAID");
    expect(after.vouchers.find((v) => v.id === child.id)!.qr_status).toBe(3);
    expect(after.refunds[0]!.amount_fen).toBe(pkg().child!.price_fen);
  });

  it("answers the same order to a retry with the same idempotency key, and takes no seat twice", async () => {
    const data = booking("2026-06-07");
    const first = await postCreate(t, buyer, data);
    const again = await postCreate(t, buyer, { ...data, nonce: randomUUID() });
    expect(again.body).toMatchObject({ code: 1, data: { order_no: first.body.data.order_no } });
    expect((await departureRow("2026-06-07"))!.sold).toBe(2);
    // Still answered once booking of that departure has closed (14:00 on Saturday 6 June).
    clock.set(new Date("2026-06-06T07:00:00Z"));
    try {
      const late = await postCreate(t, buyer, { ...data, nonce: randomUUID(), timestamp: clock.now().getTime() });
      expect(late.body).toMatchObject({ code: 1, data: { order_no: first.body.data.order_no } });
      expect((await postCreate(t, buyer, booking("2026-06-07"))).body).toMatchObject({ code: 0, msg: "该班期已截止报名（出发前18小时截止），请更换日期" });
    } finally {
      clock.set(new Date("2026-06-03T02:00:00Z"));
    }
  });

  it("refuses a day the line does not run, a departure whose booking closed, a day beyond the window or past, and writes nothing", async () => {
    const ordersBefore = Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n);
    // Monday 8 June: the line does not depart on Mondays (苏州博物馆 is closed), and no stock row is made.
    expect((await postCreate(t, buyer, booking("2026-06-08"))).body).toMatchObject({ code: 0, msg: "该线路所选日期不发团，请更换日期" });
    expect(await departureRow("2026-06-08")).toBeUndefined();
    // Today's 08:00 departure closed at 14:00 yesterday.
    expect((await postCreate(t, buyer, booking("2026-06-03"))).body).toMatchObject({ code: 0, msg: "该班期已截止报名（出发前18小时截止），请更换日期" });
    expect((await postCreate(t, buyer, booking("2026-08-05"))).body).toMatchObject({ code: 0, msg: "仅可预订60天内的班期" });
    expect((await postCreate(t, buyer, booking("2026-06-01"))).body).toMatchObject({ code: 0, msg: "出发日期已过" });
    expect(Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n)).toBe(ordersBefore);
  });

  it("refuses travellers that are not one per seat, not the buyer's or without an ID document, and fares of another line", async () => {
    const day = "2026-06-09";
    const adult = pkg().adult.sku_id;
    const child = pkg().child!.sku_id;
    const twice = booking(day, [
      { sku_id: adult, traveller_ids: [party[0]!] },
      { sku_id: child, traveller_ids: [party[0]!] },
    ]);
    expect((await postCreate(t, buyer, twice)).body).toMatchObject({ code: 0, msg: "出行人不能重复" });
    const stranger = await t.loginAs("13700004002");
    const theirs = await addTravellers(t, stranger, 1, 450);
    expect((await postCreate(t, buyer, booking(day, [{ sku_id: adult, traveller_ids: [party[0]!, theirs[0]!] }]))).body).toMatchObject({ code: 0, msg: "出行人信息有误" });
    expect((await postCreate(t, buyer, booking(day, [{ sku_id: adult, traveller_ids: [] }]))).body).toMatchObject({ code: 0, msg: "请为所选套餐选择出行人" });
    expect((await postCreate(t, buyer, booking(day, [{ sku_id: adult, traveller_ids: [party[0]!] }, { sku_id: adult, traveller_ids: [party[1]!] }]))).body).toMatchObject({
      code: 0,
      msg: "同一套餐请勿重复选择",
    });
    const other = (await postForm<Page<LineListItem>>(t.app, "/api/line/list", { kind: "night" })).body.data.list[0]!;
    const otherFare = (await postForm<LineDetail>(t.app, "/api/line/detail", { id: other.id })).body.data.packages[0]!.adult.sku_id;
    expect((await postCreate(t, buyer, booking(day, [{ sku_id: otherFare, traveller_ids: [party[0]!] }]))).body).toMatchObject({ code: 0, msg: "套餐不存在或已下架" });
    expect((await postCreate(t, buyer, { ...booking(day), product_id: 1 })).body).toMatchObject({ code: 0, msg: "线路不存在或已下架" });

    // A traveller whose document number is missing cannot take a seat on a real-name line.
    await t.db.update(travellers).set({ idNumberMasked: "" }).where(eq(travellers.id, party[2]!));
    const [{ name }] = await t.db.select({ name: travellers.name }).from(travellers).where(eq(travellers.id, party[2]!)) as [{ name: string }];
    expect((await postCreate(t, buyer, booking(day, [{ sku_id: adult, traveller_ids: [party[2]!] }]))).body).toMatchObject({ code: 0, msg: `出行人${name}未填写证件号码，请先完善出行人信息` });
    expect((await departureRow(day))?.sold ?? 0).toBe(0);
  });

  it("refuses with 4006 when the departure has fewer seats left than travellers, and holds none of them", async () => {
    const day = "2026-06-11";
    await remainingOn(day);
    await t.db.update(inventory).set({ capacity: 1 }).where(and(eq(inventory.productId, line.product_id), eq(inventory.day, day)));
    const before = Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n);
    expect((await postCreate(t, buyer, booking(day))).body).toMatchObject({ code: 4006, msg: NO_SEATS_MESSAGE });
    expect((await departureRow(day))!.sold).toBe(0);
    expect(Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.userId)))[0]?.n)).toBe(before);
  });
});

describe("40 concurrent buyers of two seats each on a departure of 30 seats", () => {
  it("sell exactly 15 orders and 30 seats, and refuse the rest with 4006", async () => {
    const day = "2026-06-10";
    const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => t.loginAs(`137000050${String(i).padStart(2, "0")}`)));
    const parties = await Promise.all(buyers.map((b, i) => addTravellers(t, b, 2, 500 + 2 * i)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        postCreate(
          t,
          b,
          booking(day, [
            { sku_id: pkg().adult.sku_id, traveller_ids: [parties[i]![0]!] },
            { sku_id: pkg().child!.sku_id, traveller_ids: [parties[i]![1]!] },
          ]),
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(15);
    expect(codes.filter((c) => c === 4006)).toHaveLength(25);
    expect(answers.filter((a) => a.body.code === 4006).every((a) => a.body.msg === NO_SEATS_MESSAGE)).toBe(true);
    const row = (await departureRow(day))!;
    expect(row).toMatchObject({ capacity: 30, sold: 30 });
    const items = await t.db.select({ orderId: orderItems.orderId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.inventoryId, row.id));
    expect(new Set(items.map((i) => i.orderId)).size).toBe(15);
    expect(items.reduce((n, i) => n + i.quantity, 0)).toBe(30);
    expect(await t.db.select({ n: count() }).from(vouchers).innerJoin(orderItems, eq(vouchers.orderItemId, orderItems.id)).where(eq(orderItems.inventoryId, row.id))).toEqual([{ n: 0 }]);
  }, 120_000);
});
