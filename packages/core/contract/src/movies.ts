import { z } from "zod";
import { AREA_CODES } from "./areas";
import { ZPage, ZPageQuery } from "./envelope";
import { ZDay } from "./orders";
import { ZSkuRules } from "./sku-rules";

/*
 * Films and cinemas (issue 10, spec section 2: /Movies, /MoviesChangShu, /MovieDetail(ChangShu),
 * /MovieInfo, /CinemaDetail(ChangShu), /MovieSeat, /MovieCheck(Changshu), /MovieOrder). Endpoints:
 * - /api/movie/list       ZMovieListRequest -> ZMovieListPage        films now showing (area filter)
 * - /api/movie/detail     ZMovieDetailRequest -> ZMovieDetail
 * - /api/movie/cinemas    ZMovieCinemasRequest -> ZCinemaListPage    cinemas (showing a film)
 * - /api/cinema/detail    ZCinemaDetailRequest -> ZCinemaDetail
 * - /api/movie/showtimes  ZMovieShowtimesRequest -> ZMovieShowtimes  a film at a cinema on a day
 * - /api/movie/seats      ZMovieSeatsRequest -> ZSeatMap (seats.ts)
 * A film at a cinema is one product (type "movie", owned by the cinema) with two SKUs, a standard
 * seat ("STD") and a couple seat ("COUPLE", per seat: half the pair's price); a showtime is a stock
 * row (day, slot "19:30|<hall code>", capacity the hall's seats; decision 033). Prices integer fen
 * per seat; days "YYYY-MM-DD" and times "HH:MM" Shanghai.
 */

/** Days of showtimes on sale, today (Shanghai) included: the sample schedule of the next 7 days. */
export const MOVIE_SALE_DAYS = 7;
/** Online sales of a showtime stop this many minutes before it starts (a sample rule; cinemas set 0-30 minutes on Maoyan). */
export const MOVIE_SALE_CUTOFF_MINUTES = 15;
/** Film tickets can be refunded free until this many hours before the showtime (the common "开场前60分钟可退" of Maoyan cinemas; a sample rule). */
export const MOVIE_REFUND_HOURS = 1;
/** SKU codes of a film at a cinema: a standard seat and (per seat) a couple seat. */
export const MOVIE_SKU_STANDARD = "STD";
export const MOVIE_SKU_COUPLE = "COUPLE";

/** Kinds of cinema hall and their Chinese labels. */
export const HALL_KINDS = ["standard", "imax", "couple", "vip"] as const;
export type HallKind = (typeof HALL_KINDS)[number];
export const HALL_KIND_LABELS: Record<HallKind, string> = { standard: "普通厅", imax: "巨幕厅", couple: "情侣厅", vip: "VIP厅" };

const ZMovieId = z.coerce.number({ error: "影片不存在" }).int({ error: "影片不存在" }).positive({ error: "影片不存在" });
const ZCinemaId = z.coerce.number({ error: "影院不存在" }).int({ error: "影院不存在" }).positive({ error: "影院不存在" });
const ZAreaFilter = z.union([z.literal(""), z.enum(AREA_CODES)], { error: "区域不正确" }).optional().transform((v) => v || undefined);

/** Films showing: in a district's cinemas when `area_code` is given (320581: 常熟), by keyword. */
export const ZMovieListRequest = ZPageQuery.extend({
  area_code: ZAreaFilter,
  keyword: z.string().trim().max(30, { error: "关键词过长" }).optional().transform((v) => v || undefined),
});
export type MovieListRequest = z.input<typeof ZMovieListRequest>;
export type MovieListQuery = z.output<typeof ZMovieListRequest>;

/**
 * A film in lists: `cinema_count` cinemas (of the district, when filtered) show it and
 * `min_price_fen` is its cheapest standard seat there; `sample` when its schedule and prices are samples.
 */
export const ZMovieListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  year: z.number().int(),
  duration_minutes: z.number().int(),
  genres: z.array(z.string()),
  genres_en: z.array(z.string()),
  director: z.string(),
  director_en: z.string(),
  cast: z.array(z.string()),
  cast_en: z.array(z.string()),
  rating: z.string(),
  rating_en: z.string(),
  cover: z.string(),
  min_price_fen: z.number().int().nullable(),
  cinema_count: z.number().int(),
  sample: z.boolean(),
});
export type MovieListItem = z.infer<typeof ZMovieListItem>;
export const ZMovieListPage = ZPage(ZMovieListItem);
export type MovieListPage = z.infer<typeof ZMovieListPage>;

export const ZMovieDetailRequest = z.object({ id: ZMovieId });
export type MovieDetailRequest = z.input<typeof ZMovieDetailRequest>;

/** One film with its synopsis and source (counts and prices over all cinemas). */
export const ZMovieDetail = ZMovieListItem.extend({
  synopsis: z.string(),
  synopsis_en: z.string(),
  source_name: z.string(),
  source_url: z.string(),
});
export type MovieDetail = z.infer<typeof ZMovieDetail>;

/** Cinemas: those showing film `movie_id` when given, else all; by district. */
export const ZMovieCinemasRequest = ZPageQuery.extend({
  movie_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), ZMovieId.optional()),
  area_code: ZAreaFilter,
});
export type MovieCinemasRequest = z.input<typeof ZMovieCinemasRequest>;
export type MovieCinemasQuery = z.output<typeof ZMovieCinemasRequest>;

/**
 * A cinema in lists. Coordinates GCJ-02. `product_id` and `min_price_fen`: the film's product there
 * and its standard seat price when the list was asked for a film (else null and the cheapest seat
 * of any film).
 */
export const ZCinemaListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  area_code: z.enum(AREA_CODES),
  area_name: z.string(),
  area_name_en: z.string(),
  address: z.string(),
  address_en: z.string(),
  lng: z.number(),
  lat: z.number(),
  cover: z.string(),
  hall_kinds: z.array(z.enum(HALL_KINDS)),
  product_id: z.number().int().nullable(),
  min_price_fen: z.number().int().nullable(),
});
export type CinemaListItem = z.infer<typeof ZCinemaListItem>;
export const ZCinemaListPage = ZPage(ZCinemaListItem);
export type CinemaListPage = z.infer<typeof ZCinemaListPage>;

export const ZCinemaDetailRequest = z.object({ id: ZCinemaId });
export type CinemaDetailRequest = z.input<typeof ZCinemaDetailRequest>;

/** A hall of a cinema: its sellable seats. */
export const ZCinemaHall = z.object({ code: z.string(), name: z.string(), name_en: z.string(), kind: z.enum(HALL_KINDS), seats: z.number().int() });

/** A film a cinema shows: its product there and the seat prices (fen; `couple_price_fen` one couple seat pair). */
export const ZCinemaFilm = z.object({
  movie_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  duration_minutes: z.number().int(),
  cover: z.string(),
  product_id: z.number().int(),
  price_fen: z.number().int(),
  couple_price_fen: z.number().int(),
});

/** One cinema with its halls and the films it shows. */
export const ZCinemaDetail = ZCinemaListItem.extend({
  source_name: z.string(),
  source_url: z.string(),
  halls: z.array(ZCinemaHall),
  movies: z.array(ZCinemaFilm),
});
export type CinemaDetail = z.infer<typeof ZCinemaDetail>;

/** A film's showtimes at a cinema on `day` (default: the first day with one on sale). */
export const ZMovieShowtimesRequest = z.object({
  movie_id: ZMovieId,
  cinema_id: ZCinemaId,
  day: z.preprocess((v) => (v === "" || v === null ? undefined : v), ZDay.optional()),
});
export type MovieShowtimesRequest = z.input<typeof ZMovieShowtimesRequest>;
export type MovieShowtimesQuery = z.output<typeof ZMovieShowtimesRequest>;

/**
 * One showtime on sale: `slot` "19:30|<hall code>" (what the seat map and order create take), its
 * start and end ("HH:MM", the end from the film's running time; ISO `starts_at`), the hall, the
 * prices per seat (fen; `couple_price_fen` one couple seat pair, null when the hall has none) and
 * the seats left.
 */
export const ZShowtime = z.object({
  slot: z.string(),
  time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  hall_code: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  hall_kind: z.enum(HALL_KINDS),
  price_fen: z.number().int(),
  couple_price_fen: z.number().int().nullable(),
  remaining: z.number().int(),
  bookable: z.boolean(),
});
export type Showtime = z.infer<typeof ZShowtime>;

/**
 * The showtimes of a film at a cinema: `days` the days with a showtime still on sale (within
 * MOVIE_SALE_DAYS), `day` the one answered, its showtimes in time order (ended ones left out).
 * `rules`: refund policy of the tickets; `sample`: the schedule is a sample.
 */
export const ZMovieShowtimes = z.object({
  movie_id: z.number().int(),
  cinema_id: z.number().int(),
  product_id: z.number().int(),
  days: z.array(ZDay),
  day: ZDay.nullable(),
  showtimes: z.array(ZShowtime),
  rules: ZSkuRules,
  sample: z.boolean(),
});
export type MovieShowtimes = z.infer<typeof ZMovieShowtimes>;

/** One showtime's seat map: the film-at-cinema product, the day and the showtime's slot. */
export const ZMovieSeatsRequest = z.object({
  product_id: z.coerce.number({ error: "场次不存在" }).int({ error: "场次不存在" }).positive({ error: "场次不存在" }),
  day: ZDay,
  slot: z.string().trim().min(1, { error: "场次不存在" }).max(64, { error: "场次不存在" }),
});
export type MovieSeatsRequest = z.input<typeof ZMovieSeatsRequest>;
export type MovieSeatsQuery = z.output<typeof ZMovieSeatsRequest>;

/** The seat map answer (seats.ts), so the endpoint table loads one module. */
export { ZSeatMap, type SeatMap } from "./seats";
