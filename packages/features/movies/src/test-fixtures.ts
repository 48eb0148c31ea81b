import type { CinemaDetail, CinemaListItem, MovieDetail, MovieListItem, MovieShowtimes, Showtime } from "@wenlv/contract/movies";
import { seatCode, type SeatCell, type SeatMap } from "@wenlv/contract/seats";
import { DEFAULT_SKU_RULES } from "@wenlv/contract/sku-rules";
import { addDays, shanghaiDay } from "@wenlv/validation/days";

/** A film in lists, as /api/movie/list answers it. */
export const neZhaItem: MovieListItem = {
  id: 7,
  slug: "ne-zha-2",
  title: "哪吒之魔童闹海",
  title_en: "Ne Zha 2",
  year: 2025,
  duration_minutes: 144,
  genres: ["动画", "奇幻"],
  genres_en: ["Animation", "Fantasy"],
  director: "饺子",
  director_en: "Jiaozi",
  cast: ["吕艳婷", "囧森瑟夫"],
  cast_en: ["Lü Yanting", "Joseph"],
  rating: "全年龄",
  rating_en: "All ages",
  cover: "http://img.test/res/movie/ne-zha-2.svg",
  min_price_fen: 4500,
  cinema_count: 8,
  sample: true,
};

/** The same film's detail. */
export const neZhaDetail: MovieDetail = {
  ...neZhaItem,
  synopsis: "天劫之后，哪吒与敖丙的灵魂保住了，但肉身很快会魂飞魄散。",
  synopsis_en: "After the heavenly tribulation, Ne Zha and Ao Bing's souls survive.",
  source_name: "猫眼电影",
  source_url: "https://example.org/ne-zha-2",
};

/** A cinema of 常熟 in lists (the film's product there when listed for the film). */
export const yushanCinema: CinemaListItem = {
  id: 3,
  slug: "changshu-yushan",
  name: "常熟虞山影城",
  name_en: "Yushan Cinema Changshu",
  area_code: "320581",
  area_name: "常熟市",
  area_name_en: "Changshu",
  address: "常熟市海虞北路8号",
  address_en: "8 Haiyu North Road, Changshu",
  lng: 120.75,
  lat: 31.65,
  cover: "http://img.test/res/cinema/changshu-yushan.svg",
  hall_kinds: ["standard", "couple"],
  product_id: 70,
  min_price_fen: 4500,
};

/** The cinema's detail: two halls and the film (product 70: ¥45 a seat, ¥100 a couple pair). */
export const yushanDetail: CinemaDetail = {
  ...yushanCinema,
  product_id: null,
  source_name: "影城官网",
  source_url: "https://example.org/yushan",
  halls: [
    { code: "H1", name: "1号厅", name_en: "Hall 1", kind: "standard", seats: 14 },
    { code: "H2", name: "情侣厅", name_en: "Couples hall", kind: "couple", seats: 8 },
  ],
  movies: [{ movie_id: 7, slug: "ne-zha-2", title: "哪吒之魔童闹海", title_en: "Ne Zha 2", duration_minutes: 144, cover: neZhaItem.cover, product_id: 70, price_fen: 4500, couple_price_fen: 10000 }],
};

/** A showtime of the film at the cinema, `hoursFromNow` after now, in hall 1 (¥45 a seat). */
export function showtime(time: string, hoursFromNow: number, over: Partial<Showtime> = {}): Showtime {
  return {
    slot: `${time}|H1`,
    time,
    end_time: "23:59",
    starts_at: new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(),
    hall_code: "H1",
    hall_name: "1号厅",
    hall_name_en: "Hall 1",
    hall_kind: "standard",
    price_fen: 4500,
    couple_price_fen: null,
    remaining: 12,
    bookable: true,
    ...over,
  };
}

/** Today's showtimes (Shanghai): 19:30 on sale, 21:40 sold out, and 10:00 already started (the API would have left it out). */
export function showtimesFixture(day = shanghaiDay()): MovieShowtimes {
  return {
    movie_id: 7,
    cinema_id: 3,
    product_id: 70,
    days: [day, addDays(day, 1)],
    day,
    showtimes: [showtime("10:00", -1), showtime("19:30", 3), showtime("21:40", 5, { remaining: 0, bookable: false })],
    rules: { ...DEFAULT_SKU_RULES, refund: { kind: "before", hours: 1 }, entry: "qr" },
    sample: true,
  };
}

/**
 * Hall 1's seat map for a showtime: row 1 "nnnn|nnnn" (8 seats, an aisle after seat 4), row 2
 * "LRLR" (two couple pairs); 1排3座 taken. Standard ¥45 a seat, couple ¥50 a seat (¥100 a pair).
 */
export function seatMapFixture(taken: string[] = ["R01-03"], day = shanghaiDay()): SeatMap {
  const row = (r: number, spec: string) => {
    let n = 0;
    const cells = [...spec].map((c): SeatCell => {
      if (c === "|") return { kind: "aisle" };
      n += 1;
      const kind = c === "L" ? "couple-left" : c === "R" ? "couple-right" : "normal";
      return { kind, code: seatCode(r, n), seat: n, label: `${r}排${n}座`, zone: kind === "normal" ? "STD" : "COUPLE" };
    });
    return { row: r, label: `${r}排`, cells };
  };
  return {
    product_id: 70,
    day,
    slot: "19:30|H1",
    hall_code: "H1",
    hall_name: "1号厅",
    hall_name_en: "Hall 1",
    layout: { rows: [row(1, "nnnn|nnnn"), row(2, "LRLR")] },
    zones: [
      { sku_id: 701, code: "STD", name: "普通座", name_en: "Standard", price_fen: 4500 },
      { sku_id: 702, code: "COUPLE", name: "情侣座", name_en: "Couple seat", price_fen: 5000 },
    ],
    taken,
    remaining: 12 - taken.length,
    max_seats: 4,
    no_single_gap: true,
  };
}

/** Every seat code of {@link seatMapFixture}'s hall (12 sellable seats). */
export const ALL_SEATS = ["R01-01", "R01-02", "R01-03", "R01-04", "R01-05", "R01-06", "R01-07", "R01-08", "R02-01", "R02-02", "R02-03", "R02-04"];

/** Hall 1's seat map with every seat taken (`remaining` 0): a sold-out showtime. */
export function soldOutSeatMap(day = shanghaiDay()): SeatMap {
  return seatMapFixture(ALL_SEATS, day);
}
