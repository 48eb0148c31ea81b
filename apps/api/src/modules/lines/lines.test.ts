import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { LineDepartures, LineDetail, LineListItem } from "@wenlv/contract/lines";
import { inventory } from "../../db/schema/index";
import { seedLines, type SeedLine } from "../../db/seed-lines";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";

const seed = seedLines();
let t: TestApp;
// 10:00 on Wednesday 3 June 2026 in Shanghai.
const START = new Date("2026-06-03T02:00:00Z");
const clock = createTestClock(START);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const list = (fields: Record<string, string | number> = {}) => postForm<Page<LineListItem>>(t.app, "/api/line/list", fields);
const detail = (id: string | number) => postForm<LineDetail>(t.app, "/api/line/detail", { id });
const departures = (fields: Record<string, string | number>) => postForm<LineDepartures>(t.app, "/api/line/departures", fields);
const get = <T>(url: string) => t.app.inject({ method: "GET", url }).then((r) => ({ status: r.statusCode, headers: r.headers, body: r.json() as { code: number; msg: string; data: T } }));
const bySlug = (slug: string): SeedLine => seed.find((l) => l.slug === slug)!;

async function lineId(slug: string): Promise<number> {
  const all = (await list({ page_size: 50 })).body.data.list;
  return all.find((l) => l.slug === slug)!.id;
}

/** Seed lines whose names, meeting point or stop titles contain `text` (case-insensitive). */
function mentioning(text: string): string[] {
  const has = (s: string) => s.toLowerCase().includes(text.toLowerCase());
  return seed
    .filter((l) => [l.nameZh, l.nameEn, l.departure.nameZh, l.departure.nameEn, ...l.itinerary.flatMap((s) => [s.titleZh, s.titleEn])].some(has))
    .map((l) => l.slug)
    .sort();
}

describe("/api/line/list", () => {
  it("lists every seeded line in seed order with its kind, departure, weekdays, cheapest adult fare and a cover", async () => {
    const res = await list({ page_size: 50 });
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(seed.length);
    expect(res.body.data.list.map((l) => l.slug)).toEqual(seed.map((l) => l.slug));
    const changshu = bySlug("changshu-shajiabang-yushan-one-day");
    const item = res.body.data.list.find((l) => l.slug === changshu.slug)!;
    expect(item).toMatchObject({
      kind: "one_day",
      kind_name: "一日游",
      area_code: "320581",
      area_name: "常熟市",
      days: 1,
      duration_hours: changshu.durationHours,
      weekdays: [2, 4, 6, 7],
      season: null,
      min_price_fen: Math.min(...changshu.packages.map((p) => p.priceFen)),
      sample: true,
    });
    expect(item.departure).toMatchObject({ name: changshu.departure.nameZh, time: changshu.departure.time, lng: changshu.departure.lng, coord_quality: "estimate" });
    expect(res.body.data.list.find((l) => l.slug === "wangshiyuan-night-garden")!.season).toEqual({ from: "04-01", to: "10-31" });
    expect(res.body.data.list.find((l) => l.slug === "gardens-two-day-deep")!.duration_hours).toBeNull();

    const cover = await t.app.inject({ method: "GET", url: new URL(item.cover).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toContain("image/svg+xml");
    expect(cover.body).toContain(changshu.nameZh);
    expect((await t.app.inject({ method: "GET", url: "/res/line/no-such-line.svg" })).statusCode).toBe(404);
  });

  it("filters by kind (the lists of /OneDayTravelNew, /BoutiqueLine and /NightTour) and by district", async () => {
    for (const kind of ["one_day", "boutique", "night"] as const) {
      const res = await list({ kind, page_size: 50 });
      expect(res.body.data.list.map((l) => l.slug)).toEqual(seed.filter((l) => l.kind === kind).map((l) => l.slug));
      expect(res.body.data.list.every((l) => l.kind === kind)).toBe(true);
    }
    const nightInGusu = await list({ kind: "night", area_code: "320508", page_size: 50 });
    expect(nightInGusu.body.data.total).toBe(seed.filter((l) => l.kind === "night" && l.areaCode === "320508").length);
    expect((await list({ kind: "cruise" })).body).toMatchObject({ code: 0, msg: "线路类型不正确" });
  });

  it("finds lines by a keyword in the Chinese or English name, the meeting point or a stop, and by pinyin initials, on GET too", async () => {
    const zhouzhuang = (await list({ keyword: "周庄", page_size: 50 })).body.data.list.map((l) => l.slug).sort();
    expect(zhouzhuang).toEqual(mentioning("周庄"));
    expect(zhouzhuang).toContain("water-towns-two-day");
    expect((await list({ keyword: "Zhouzhuang", page_size: 50 })).body.data.list.map((l) => l.slug).sort()).toEqual(mentioning("zhouzhuang"));
    // A stop of the itinerary: 拙政园 is visited by the one-day and the two-day garden lines.
    expect((await list({ keyword: "拙政园", page_size: 50 })).body.data.list.map((l) => l.slug).sort()).toEqual(mentioning("拙政园"));
    expect((await list({ keyword: "wsy" })).body.data.list.map((l) => l.slug)).toEqual(["wangshiyuan-night-garden"]);
    const byGet = await get<Page<LineListItem>>(`/api/line/list?kind=night&keyword=${encodeURIComponent("金鸡湖")}`);
    expect(byGet.status).toBe(200);
    expect(byGet.headers.etag).toBeTruthy();
    expect(byGet.body.data.list.map((l) => l.slug)).toEqual(["jinjihu-night-cruise"]);
  });
});

describe("/api/line/detail", () => {
  it("answers the itinerary (stops linked to their spots), inclusions, packages with adult and child fares and their rules, and the booking rules", async () => {
    const seeded = bySlug("gardens-classic-one-day");
    const res = await detail(await lineId(seeded.slug));
    expect(res.body.code).toBe(1);
    const line = res.body.data;
    expect(line).toMatchObject({
      name: seeded.nameZh,
      name_en: seeded.nameEn,
      description: seeded.descriptionZh,
      includes: seeded.includesZh,
      excludes_en: seeded.excludesEn,
      seats: 30,
      cutoff_hours: 18,
      sale_days: 60,
      real_name: true,
      source_url: seeded.source.url,
    });
    expect(line.itinerary.map((s) => [s.day, s.time, s.title, s.spot_slug])).toEqual(seeded.itinerary.map((s) => [s.day, s.time, s.titleZh, s.spotSlug ?? null]));
    expect(line.itinerary.every((s) => s.spot_id !== null && s.spot_id > 0)).toBe(true);
    expect(line.packages.map((p) => [p.code, p.name, p.adult.price_fen, p.child?.price_fen])).toEqual(seeded.packages.map((p) => [p.code, p.nameZh, p.priceFen, p.childPriceFen]));
    const pkg = line.packages[0]!;
    expect(pkg.adult.rules).toEqual({ refund: { kind: "before", hours: 24 }, entry: "id_card", proof: null, sample: true });
    expect(pkg.child!.rules).toEqual({ refund: { kind: "before", hours: 24 }, entry: "id_card", proof: "child", sample: true });
    expect(pkg.adult.sku_id).not.toBe(pkg.child!.sku_id);

    const night = (await detail(await lineId("wangshiyuan-night-garden"))).body.data;
    expect(night.packages[0]!.adult.rules.refund).toEqual({ kind: "none" });
    // The canal cruise's first and last stops are not spots of the catalogue.
    const canal = (await detail(await lineId("guyunhe-night-cruise"))).body.data;
    expect(canal.itinerary.filter((s) => s.spot_id === null).length).toBeGreaterThan(0);
  });

  it("answers code 0 for an unknown line", async () => {
    expect((await detail(999_999)).body).toMatchObject({ code: 0, msg: "线路不存在" });
    expect((await detail("abc")).body).toMatchObject({ code: 0, msg: "线路不存在" });
  });
});

describe("/api/line/departures", () => {
  it("shows a day the line does not run as not running, without a stock row; running days with their seats, price and deadlines", async () => {
    const seeded = bySlug("changshu-shajiabang-yushan-one-day");
    const id = await lineId(seeded.slug);
    // Monday 8 June to Sunday 14 June: it departs Tuesday, Thursday, Saturday and Sunday.
    const res = await departures({ id, from: "2026-06-08", days: 7 });
    expect(res.body.code).toBe(1);
    const days = res.body.data.days;
    expect(days.map((d) => [d.day, d.weekday, d.runs])).toEqual([
      ["2026-06-08", 1, false],
      ["2026-06-09", 2, true],
      ["2026-06-10", 3, false],
      ["2026-06-11", 4, true],
      ["2026-06-12", 5, false],
      ["2026-06-13", 6, true],
      ["2026-06-14", 7, true],
    ]);
    const monday = days[0]!;
    expect(monday).toMatchObject({ time: null, capacity: 0, remaining: 0, bookable: false, blocked: "closed", cutoff_at: null, price_from_fen: null });
    const tuesday = days[1]!;
    expect(tuesday).toMatchObject({ time: "08:00", capacity: 35, remaining: 35, bookable: true, blocked: null, price_from_fen: seeded.packages[0]!.priceFen });
    // Booking closes 18 hours before 08:00; free refund until 24 hours before.
    expect(tuesday.cutoff_at).toBe(new Date("2026-06-08T14:00:00+08:00").toISOString());
    expect(tuesday.free_cancel_until).toBe(new Date("2026-06-08T08:00:00+08:00").toISOString());

    const rows = await t.db.select({ day: inventory.day }).from(inventory).where(eq(inventory.productId, res.body.data.product_id));
    expect(rows.map((r) => r.day).sort()).toEqual(["2026-06-09", "2026-06-11", "2026-06-13", "2026-06-14"]);
  });

  it("stops a departure once its cutoff has passed: today's night cruise after 15:00, a boutique line 72 hours ahead", async () => {
    const canal = await lineId("guyunhe-night-cruise");
    const before = (await departures({ id: canal, days: 2 })).body.data.days;
    expect(before.map((d) => [d.day, d.bookable])).toEqual([
      ["2026-06-03", true],
      ["2026-06-04", true],
    ]);
    clock.set(new Date("2026-06-03T07:00:00Z")); // 15:00: four hours before the 19:00 sailing
    try {
      const after = (await departures({ id: canal, days: 2 })).body.data.days;
      expect(after.map((d) => [d.day, d.bookable, d.blocked])).toEqual([
        ["2026-06-03", false, "ended"],
        ["2026-06-04", true, null],
      ]);
    } finally {
      clock.set(START);
    }

    // Departs 08:30, booking closes 72 hours before: at 10:00 on Wednesday the first open departure is Sunday's.
    const boutique = await lineId("gardens-two-day-deep");
    const days = (await departures({ id: boutique, days: 5 })).body.data.days;
    expect(days.map((d) => [d.day, d.runs, d.blocked])).toEqual([
      ["2026-06-03", true, "ended"],
      ["2026-06-04", true, "ended"],
      ["2026-06-05", true, "ended"],
      ["2026-06-06", true, "ended"],
      ["2026-06-07", true, null],
    ]);
  });

  it("runs a seasonal line only inside its season, and clips the answer to the 60-day sales window", async () => {
    const garden = await lineId("wangshiyuan-night-garden");
    clock.set(new Date("2026-10-28T02:00:00Z"));
    try {
      const days = (await departures({ id: garden, from: "2026-10-30", days: 4 })).body.data.days;
      expect(days.map((d) => [d.day, d.runs])).toEqual([
        ["2026-10-30", true],
        ["2026-10-31", true],
        ["2026-11-01", false],
        ["2026-11-02", false],
      ]);
      expect(days[2]!.blocked).toBe("closed");
    } finally {
      clock.set(START);
    }
    const id = await lineId("zhouzhuang-one-day");
    const edge = (await departures({ id, from: "2026-07-31", days: 10 })).body.data.days;
    expect(edge.map((d) => d.day)).toEqual(["2026-07-31", "2026-08-01"]);
    expect((await departures({ id, from: "2026-08-10", days: 5 })).body.data.days).toEqual([]);
    expect((await departures({ id, from: "2026-05-30", days: 5 })).body.data.days[0]!.day).toBe("2026-06-03");
  });

  it("refuses an unknown line, a day that is no calendar day and too many days", async () => {
    expect((await departures({ id: 999_999 })).body).toMatchObject({ code: 0, msg: "线路不存在" });
    const id = await lineId("zhouzhuang-one-day");
    expect((await departures({ id, from: "2026-02-30" })).body).toMatchObject({ code: 0, msg: "日期不正确" });
    expect((await departures({ id, days: 61 })).body).toMatchObject({ code: 0, msg: "最多查询60天" });
  });
});
