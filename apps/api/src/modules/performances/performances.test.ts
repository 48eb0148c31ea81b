import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { PerformDetail, PerformListItem, PerformSessions } from "@wenlv/contract/performances";
import type { SeatMap } from "@wenlv/contract/seats";
import { seedPerformances } from "../../db/seed-performances";
import { sellableSeats } from "../../db/seat-layout";
import { hallSeatRows } from "../../db/seed-performances";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { createFor, freeBlockSeats, getJson, showIdOf } from "./test-fixtures";

const seed = seedPerformances();
let t: TestApp;
// 10:00 on Tuesday 1 December 2026 in Shanghai: 青春版《牡丹亭》's run (to 29 November) is over.
const clock = createTestClock(new Date("2026-12-01T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const list = (fields: Record<string, string | number> = {}) => postForm<Page<PerformListItem>>(t.app, "/api/perform/list", { page_size: 50, ...fields });
const sessionsOf = async (slug: string) => (await getJson<PerformSessions>(t, `/api/perform/sessions?id=${await showIdOf(t, slug)}`)).body;
const hallOf = (slug: string) => {
  const show = seed.shows.find((s) => s.slug === slug)!;
  return seed.venues.find((v) => v.slug === show.venueSlug)!.halls.find((h) => h.code === show.hallCode)!;
};

describe("/api/perform/list", () => {
  it("lists the shows whose run has not ended, soonest first, with cheapest zone, session days and a cover", async () => {
    const res = await list();
    expect(res.body.code).toBe(1);
    const running = seed.shows.filter((s) => s.sessions.to >= "2026-12-01");
    expect(res.body.data.total).toBe(running.length);
    expect(res.body.data.list.map((s) => s.slug)).not.toContain("peony-pavilion-youth-edition");
    const pingtan = res.body.data.list.find((s) => s.slug === "pingtan-afternoon-storytelling")!;
    expect(pingtan).toMatchObject({ category: "pingtan", category_name: "评弹", area_code: "320508", area_name: "姑苏区", min_price_fen: 600, first_day: "2026-12-01", real_name: "none", sample: true });
    const firsts = res.body.data.list.map((s) => s.first_day ?? "9999");
    expect(firsts.every((d) => d >= "2026-12-01")).toBe(true);
    const cover = await t.app.inject({ method: "GET", url: new URL(pingtan.cover).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain("评弹书场");
  });

  it("filters by district, category and keyword (Chinese, pinyin initials, venue), on GET too", async () => {
    expect((await list({ area_code: "320581" })).body.data.list.map((s) => s.slug)).toEqual(["xiju-pearl-pagoda-changshu"]);
    expect((await list({ category: "concert" })).body.data.list.every((s) => s.category === "concert")).toBe(true);
    expect((await list({ keyword: "胡桃夹子" })).body.data.list.map((s) => s.slug)).toEqual(["suzhou-ballet-nutcracker"]);
    expect((await list({ keyword: "沧浪亭" })).body.data.list.map((s) => s.slug)).toEqual(["six-records-garden-kunqu"]);
    const byGet = await getJson<Page<PerformListItem>>(t, `/api/perform/list?category=pingtan`);
    expect(byGet.status).toBe(200);
    expect(byGet.headers.etag).toBeTruthy();
    expect(byGet.body.data.list.map((s) => s.slug).sort()).toEqual(["pingtan-afternoon-storytelling", "suzhou-pingtan-troupe-classics"]);
  });
});

describe("/api/perform/detail", () => {
  it("answers venue, hall, zones with prices, the order limit, rules and whether seats are chosen", async () => {
    const res = await getJson<PerformDetail>(t, `/api/perform/detail?id=${await showIdOf(t, "stadium-pop-concert-sample")}`);
    expect(res.body.code).toBe(1);
    const show = res.body.data;
    expect(show).toMatchObject({ seated: true, real_name: "per_ticket", max_per_order: 4, hall: { code: "SZOSC-STADIUM", capacity: 45000 }, venue: { slug: "suzhou-olympic-sports-centre" } });
    expect(show.zones.map((z) => [z.code, z.price_fen])).toEqual([
      ["A", 128000],
      ["B", 68000],
      ["C", 38000],
    ]);
    expect(show.rules).toEqual({ refund: { kind: "before", hours: 72 }, entry: "id_card", proof: null, sample: true });
    const garden = (await getJson<PerformDetail>(t, `/api/perform/detail?id=${await showIdOf(t, "six-records-garden-kunqu")}`)).body.data;
    expect(garden).toMatchObject({ seated: false, real_name: "per_order", zones: [{ code: "GA", price_fen: 48000 }] });
  });

  it("answers code 0 for an unknown show", async () => {
    expect((await getJson(t, "/api/perform/detail?id=999999")).body).toMatchObject({ code: 0, msg: "演出不存在" });
  });
});

describe("/api/perform/sessions", () => {
  it("lists the sessions on sale with seats left per zone, and drops today's once its sale closes (an hour before)", async () => {
    const before = await sessionsOf("pingtan-afternoon-storytelling");
    expect(before.data.seated).toBe(true);
    const first = before.data.sessions[0]!;
    expect(first).toMatchObject({ day: "2026-12-01", slot: "13:30", starts_at: "2026-12-01T05:30:00.000Z", bookable: true });
    const rows = hallSeatRows(hallOf("pingtan-afternoon-storytelling"));
    expect(first.remaining).toBe(sellableSeats(rows));
    expect(first.zones.map((z) => [z.code, z.remaining])).toEqual(["A", "B", "C"].map((zone) => [zone, sellableSeats(rows.filter((r) => r.zone === zone))]));
    // Every day of the run within the sales window, one session a day.
    expect(before.data.sessions.map((s) => s.day)).toContain("2027-03-31");

    clock.set(new Date("2026-12-01T04:31:00Z")); // 12:31, within the hour before 13:30
    try {
      const after = await sessionsOf("pingtan-afternoon-storytelling");
      expect(after.data.sessions[0]!.day).toBe("2026-12-02");
    } finally {
      clock.set(new Date("2026-12-01T02:00:00Z"));
    }
  });

  it("counts a standing show's places per zone and only on its weekdays", async () => {
    const res = await sessionsOf("six-records-garden-kunqu");
    expect(res.data.seated).toBe(false);
    expect(res.data.sessions.slice(0, 2).map((s) => [s.day, s.slot, s.remaining])).toEqual([
      ["2026-12-04", "19:40", 30],
      ["2026-12-05", "19:40", 30],
    ]);
    expect(res.data.sessions[0]!.zones).toMatchObject([{ code: "GA", remaining: 30, price_fen: 48000 }]);
  });

  it("lists no session of a run that has ended", async () => {
    expect((await sessionsOf("peony-pavilion-youth-edition")).data.sessions).toEqual([]);
  });
});

describe("/api/perform/seats", () => {
  it("answers a session's seat map and shows the seats of an order as taken at once", async () => {
    const id = await showIdOf(t, "pingtan-afternoon-storytelling");
    const productId = (await sessionsOf("pingtan-afternoon-storytelling")).data.product_id;
    const url = `/api/perform/seats?product_id=${productId}&day=2026-12-02&slot=13:30`;
    const before = await getJson<SeatMap>(t, url);
    expect(before.body.code).toBe(1);
    const map = before.body.data;
    expect(map).toMatchObject({ hall_code: "PJWH-SHUCHANG", taken: [], max_seats: 10, no_single_gap: false });
    expect(map.layout.rows).toHaveLength(10);
    expect(map.layout.rows[0]!.cells.slice(0, 5).map((c) => (c.kind === "aisle" ? "|" : c.code))).toEqual(["R01-01", "R01-02", "R01-03", "R01-04", "|"]);
    expect(map.zones.map((z) => z.price_fen)).toEqual([1500, 1000, 600]);
    expect(before.headers["cache-control"]).toBe("no-cache");

    const buyer = await t.loginAs("13700005001");
    const seats = freeBlockSeats(map, 2);
    const res = await createFor(t, buyer, { type: "performance", product_id: productId, day: "2026-12-02", slot: "13:30", seats });
    expect(res.body.code).toBe(1);
    const after = await getJson<SeatMap>(t, url);
    expect(after.body.data.taken).toEqual([...seats].sort());
    expect(after.body.data.remaining).toBe(map.remaining - 2);
    const sessions = await getJson<PerformSessions>(t, `/api/perform/sessions?id=${id}`);
    expect(sessions.body.data.sessions.find((s) => s.day === "2026-12-02")!.remaining).toBe(map.remaining - 2);
  });

  it("refuses a standing show's map, an ended session and a day without a session", async () => {
    const garden = (await sessionsOf("six-records-garden-kunqu")).data.product_id;
    expect((await getJson(t, `/api/perform/seats?product_id=${garden}&day=2026-12-04&slot=19:40`)).body).toMatchObject({ code: 0, msg: "该演出不对号入座，请选择票档和张数" });
    const pingtan = (await sessionsOf("pingtan-afternoon-storytelling")).data.product_id;
    expect((await getJson(t, `/api/perform/seats?product_id=${pingtan}&day=2026-11-30&slot=13:30`)).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
    expect((await getJson(t, `/api/perform/seats?product_id=${pingtan}&day=2026-12-02&slot=19:30`)).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
  });
});
