import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { CinemaDetail, CinemaListItem, MovieDetail, MovieListItem, MovieShowtimes } from "@wenlv/contract/movies";
import type { SeatMap } from "@wenlv/contract/seats";
import { seedCinemas } from "../../db/seed-cinemas";
import { createTestApp, createTestClock, type TestApp } from "../../test-utils";
import { getJson } from "../performances/test-fixtures";

const seed = seedCinemas();
let t: TestApp;
// 10:00 on Tuesday 1 December 2026 in Shanghai.
const clock = createTestClock(new Date("2026-12-01T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const movies = (query = "") => getJson<Page<MovieListItem>>(t, `/api/movie/list?page_size=50${query}`);
const cinemas = (query = "") => getJson<Page<CinemaListItem>>(t, `/api/movie/cinemas?page_size=50${query}`);
const idOfMovie = async (slug: string) => (await movies()).body.data.list.find((m) => m.slug === slug)!.id;
const idOfCinema = async (slug: string) => (await cinemas()).body.data.list.find((c) => c.slug === slug)!.id;
const changshu = seed.cinemas.filter((c) => c.areaCode === "320581").map((c) => c.slug);

describe("/api/movie/list", () => {
  it("lists the films showing, the most widely shown first, with cinemas, cheapest seat and a cover", async () => {
    const res = await movies();
    expect(res.body.code).toBe(1);
    expect(res.body.data.total).toBe(seed.movies.length);
    const counts = res.body.data.list.map((m) => m.cinema_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const neZha = res.body.data.list.find((m) => m.slug === "ne-zha-2")!;
    expect(neZha).toMatchObject({ title: "哪吒之魔童闹海", cinema_count: 8, min_price_fen: 4500, duration_minutes: 144, director: "饺子", sample: true });
    const cover = await t.app.inject({ method: "GET", url: new URL(neZha.cover).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain("哪吒之魔童闹海");
  });

  it("in 常熟 (320581) lists exactly the films of 常熟's cinemas, counting those cinemas", async () => {
    const res = await movies("&area_code=320581");
    const expected = seed.movies.filter((m) => m.showtimes.cinemas.some((c) => changshu.includes(c)));
    expect(res.body.data.list.map((m) => m.slug).sort()).toEqual(expected.map((m) => m.slug).sort());
    for (const item of res.body.data.list) {
      expect(item.cinema_count).toBe(seed.movies.find((m) => m.slug === item.slug)!.showtimes.cinemas.filter((c) => changshu.includes(c)).length);
    }
    expect((await movies("&area_code=320582")).body.data.total).toBe(0);
    expect((await movies(`&keyword=${encodeURIComponent("满江红")}`)).body.data.list.map((m) => m.slug)).toEqual(["full-river-red"]);
    expect((await movies("&keyword=Dune")).body.data.list.map((m) => m.slug)).toEqual(["dune-part-two"]);
  });
});

describe("/api/movie/detail and /api/cinema/detail", () => {
  it("answers a film with synopsis and source, and code 0 for an unknown one", async () => {
    const res = await getJson<MovieDetail>(t, `/api/movie/detail?id=${await idOfMovie("oppenheimer")}`);
    expect(res.body.data).toMatchObject({ title: "奥本海默", title_en: "Oppenheimer", year: 2023, cinema_count: 3, source_url: "https://en.wikipedia.org/wiki/Oppenheimer_(film)" });
    expect(res.body.data.synopsis.length).toBeGreaterThan(10);
    expect((await getJson(t, "/api/movie/detail?id=999999")).body).toMatchObject({ code: 0, msg: "影片不存在" });
  });

  it("answers a cinema with its halls (sellable seats) and the films it shows with their prices", async () => {
    const res = await getJson<CinemaDetail>(t, `/api/cinema/detail?id=${await idOfCinema("wanda-cinema-changshu")}`);
    const cinema = res.body.data;
    expect(cinema).toMatchObject({ name: "万达影城（常熟万达广场店）", area_name: "常熟市", hall_kinds: ["imax", "couple"] });
    expect(cinema.halls.map((h) => [h.code, h.seats])).toEqual([
      ["WANDA-CHANGSHU-IMAX", 252],
      ["WANDA-CHANGSHU-2", 136],
    ]);
    const shown = seed.movies.filter((m) => m.showtimes.cinemas.includes("wanda-cinema-changshu"));
    expect(cinema.movies.map((m) => m.slug).sort()).toEqual(shown.map((m) => m.slug).sort());
    const avatar = cinema.movies.find((m) => m.slug === "avatar-the-way-of-water")!;
    expect([avatar.price_fen, avatar.couple_price_fen]).toEqual([6000, 12000]);
    expect((await getJson(t, "/api/cinema/detail?id=999999")).body).toMatchObject({ code: 0, msg: "影院不存在" });
  });
});

describe("/api/movie/cinemas", () => {
  it("lists all cinemas or a district's, and those showing a film with its product and price", async () => {
    expect((await cinemas()).body.data.total).toBe(9);
    expect((await cinemas("&area_code=320581")).body.data.list.map((c) => c.slug).sort()).toEqual([...changshu].sort());
    const hiMom = seed.movies.find((m) => m.slug === "hi-mom")!;
    const showing = (await cinemas(`&movie_id=${await idOfMovie("hi-mom")}`)).body.data.list;
    expect(showing.map((c) => c.slug).sort()).toEqual([...hiMom.showtimes.cinemas].sort());
    expect(showing.every((c) => c.product_id !== null && c.min_price_fen === hiMom.showtimes.priceFen)).toBe(true);
    const inChangshu = (await cinemas(`&movie_id=${await idOfMovie("hi-mom")}&area_code=320581`)).body.data.list;
    expect(inChangshu.map((c) => c.slug).sort()).toEqual(hiMom.showtimes.cinemas.filter((c) => changshu.includes(c)).sort());
  });
});

describe("/api/movie/showtimes and /api/movie/seats", () => {
  it("answers the days of the next week with showtimes on sale and a day's showtimes, hiding those that close within 15 minutes", async () => {
    const movieId = await idOfMovie("ne-zha-2");
    const cinemaId = await idOfCinema("wanda-cinema-changshu");
    const res = await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movieId}&cinema_id=${cinemaId}`);
    expect(res.body.code).toBe(1);
    const week = res.body.data;
    expect(week.days.length).toBeGreaterThan(0);
    expect(week.days.every((d) => d >= "2026-12-01" && d <= "2026-12-07")).toBe(true);
    expect(week.rules.refund).toEqual({ kind: "before", hours: 1 });
    for (const day of week.days) {
      const one = (await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movieId}&cinema_id=${cinemaId}&day=${day}`)).body.data;
      expect(one.showtimes.length).toBeGreaterThan(0);
      for (const s of one.showtimes) {
        expect(["10:30", "14:00", "16:40", "19:30"]).toContain(s.time);
        expect(s.slot).toBe(`${s.time}|${s.hall_code}`);
        expect(s.price_fen).toBe(4500);
        expect(s.couple_price_fen).toBe(s.hall_code === "WANDA-CHANGSHU-2" ? 9000 : null);
        expect(s.remaining).toBe(s.hall_code === "WANDA-CHANGSHU-2" ? 136 : 252);
        // Today (10:00) nothing starting before 10:15 is offered.
        if (day === "2026-12-01") expect(s.time > "10:15").toBe(true);
      }
    }
    expect((await getJson(t, `/api/movie/showtimes?movie_id=${await idOfMovie("dune-part-two")}&cinema_id=${cinemaId}`)).body).toMatchObject({ code: 0, msg: "该影院暂未上映此影片" });
  });

  it("answers a showtime's seat map with couple pairs and both seat prices, and refuses a showtime not in the schedule", async () => {
    const movieId = await idOfMovie("ne-zha-2");
    const cinemaId = await idOfCinema("wanda-cinema-changshu");
    const week = (await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movieId}&cinema_id=${cinemaId}`)).body.data;
    let found: { day: string; slot: string } | undefined;
    for (const day of week.days) {
      const s = (await getJson<MovieShowtimes>(t, `/api/movie/showtimes?movie_id=${movieId}&cinema_id=${cinemaId}&day=${day}`)).body.data.showtimes.find((x) => x.hall_code === "WANDA-CHANGSHU-2");
      if (s) {
        found = { day, slot: s.slot };
        break;
      }
    }
    expect(found).toBeDefined();
    const res = await getJson<SeatMap>(t, `/api/movie/seats?product_id=${week.product_id}&day=${found!.day}&slot=${encodeURIComponent(found!.slot)}`);
    expect(res.body.code).toBe(1);
    const map = res.body.data;
    expect(map).toMatchObject({ hall_code: "WANDA-CHANGSHU-2", taken: [], remaining: 136, max_seats: 4, no_single_gap: true });
    expect(map.zones.map((z) => [z.code, z.price_fen])).toEqual([
      ["STD", 4500],
      ["COUPLE", 4500],
    ]);
    const last = map.layout.rows[map.layout.rows.length - 1]!;
    expect(last.cells.map((c) => (c.kind === "aisle" ? "|" : c.kind === "couple-left" ? "L" : c.kind === "couple-right" ? "R" : "o")).join("")).toBe("LRLR|LRLR|LRLR");
    expect((await getJson(t, `/api/movie/seats?product_id=${week.product_id}&day=${found!.day}&slot=${encodeURIComponent("03:00|WANDA-CHANGSHU-2")}`)).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
    expect((await getJson(t, `/api/movie/seats?product_id=${week.product_id}&day=2026-12-20&slot=${encodeURIComponent(found!.slot)}`)).body).toMatchObject({ code: 0, msg: "该场次不存在或已停止售票" });
  });
});
