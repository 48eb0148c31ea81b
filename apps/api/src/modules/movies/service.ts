import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import type { Page } from "@wenlv/contract/envelope";
import {
  HALL_KINDS,
  MOVIE_SALE_CUTOFF_MINUTES,
  MOVIE_SALE_DAYS,
  MOVIE_SKU_COUPLE,
  MOVIE_SKU_STANDARD,
  type CinemaDetail,
  type CinemaListItem,
  type HallKind,
  type MovieCinemasQuery,
  type MovieDetail,
  type MovieListItem,
  type MovieListQuery,
  type MovieSeatsQuery,
  type MovieShowtimes,
  type MovieShowtimesQuery,
  type Showtime,
} from "@wenlv/contract/movies";
import { MAX_MOVIE_SEATS, type SeatLayout, type SeatMap } from "@wenlv/contract/seats";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { CATALOGUE_TAG } from "../../cache/response-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { cinemas, movieCinemas, movies, products, skus, type CinemaHallRow } from "../../db/schema/index";
import { buildSeatLayout, sellableSeats } from "../../db/seat-layout";
import { readSkuRules } from "../../db/sku-rules";
import { addDays, isValidDay, shanghaiDay, shanghaiInstant } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import { ensureStockRows, productStockTags, saleClosed, seatMapOf, type WantedRow } from "../performances/seating";
import { keywordValues } from "../search/match";
import { cinemaDaySchedule, parseShowtimeSlot, showtimeSlot, type Showing } from "./schedule";

type MovieRow = typeof movies.$inferSelect;
type CinemaRow = typeof cinemas.$inferSelect;

/** Absolute URL of a film's generated cover: `${imageHost}/res/movie/<slug>.svg` (scenic/cover-routes.ts). */
export function movieCoverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/movie/${encodeURIComponent(slug)}.svg`;
}

/** Absolute URL of a cinema's generated cover: `${imageHost}/res/cinema/<slug>.svg`. */
export function cinemaCoverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/cinema/${encodeURIComponent(slug)}.svg`;
}

/** A film shown at a cinema and on sale there: its run row, product and cinema. */
const showing = (extra?: SQL) =>
  and(eq(movieCinemas.onSale, true), sql`EXISTS (SELECT 1 FROM ${products} p WHERE p.id = ${movieCinemas.productId} AND p.on_sale)`, extra);

/** The standard seat price (fen) of a film-at-cinema product `productSql`. */
const standardPriceOf = (productSql: SQL) =>
  sql<number | null>`(SELECT s.price_fen FROM ${skus} s WHERE s.product_id = ${productSql} AND s.code = ${MOVIE_SKU_STANDARD} AND s.on_sale)`;

/** Cinemas (of `area` when given) showing the film `movies.id`, and the cheapest standard seat there. */
function runStats(area: AreaCode | undefined) {
  const where = sql`mc.movie_id = "movies"."id" AND mc.on_sale AND EXISTS (SELECT 1 FROM products p WHERE p.id = mc.product_id AND p.on_sale)${area ? sql` AND c.area_code = ${area}` : sql``}`;
  return {
    cinemaCount: sql<number>`(SELECT count(*) FROM movie_cinemas mc JOIN cinemas c ON c.id = mc.cinema_id WHERE ${where})`,
    minPrice: sql<number | null>`(SELECT min(s.price_fen) FROM movie_cinemas mc JOIN cinemas c ON c.id = mc.cinema_id JOIN skus s ON s.product_id = mc.product_id AND s.code = ${MOVIE_SKU_STANDARD} AND s.on_sale WHERE ${where})`,
  };
}

function toMovieItem(movie: MovieRow, imageHost: string, cinemaCount: number, minPrice: number | null): MovieListItem {
  return {
    id: movie.id,
    slug: movie.slug,
    title: movie.titleZh,
    title_en: movie.titleEn,
    year: movie.year,
    duration_minutes: movie.durationMinutes,
    genres: movie.genresZh,
    genres_en: movie.genresEn,
    director: movie.directorZh,
    director_en: movie.directorEn,
    cast: movie.castZh,
    cast_en: movie.castEn,
    rating: movie.ratingZh,
    rating_en: movie.ratingEn,
    cover: movieCoverUrl(imageHost, movie.slug),
    min_price_fen: minPrice === null || minPrice === undefined ? null : Number(minPrice),
    cinema_count: Number(cinemaCount),
    sample: movie.sample,
  };
}

/**
 * Films now showing page by page (issue 10, /Movies, /MoviesChangShu): those on sale in at least one
 * cinema (of the district `area_code` when given: 320581 lists the films of 常熟's cinemas), by
 * keyword (title in Chinese or English, pinyin or initials prefix); the most widely shown first,
 * then by id. `cinema_count` and `min_price_fen` (cheapest standard seat) count those cinemas.
 */
export async function listMovies(ctx: AppContext, query: MovieListQuery): Promise<Page<MovieListItem>> {
  const stats = runStats(query.area_code);
  let keyword: SQL | undefined;
  if (query.keyword) {
    const { pattern, spellingPrefix } = keywordValues(query.keyword);
    const parts = [ilike(movies.titleZh, pattern), ilike(movies.titleEn, pattern)];
    if (spellingPrefix) parts.push(sql`${movies.titlePinyin} LIKE ${spellingPrefix}`, sql`${movies.titleInitials} LIKE ${spellingPrefix}`);
    keyword = or(...parts);
  }
  const where = and(sql`${stats.cinemaCount} > 0`, keyword);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ movie: movies, cinemaCount: stats.cinemaCount, minPrice: stats.minPrice })
      .from(movies)
      .where(where)
      .orderBy(desc(stats.cinemaCount), asc(movies.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(movies).where(where),
  ]);
  return {
    list: rows.map((r) => toMovieItem(r.movie, ctx.config.imageHost, r.cinemaCount, r.minPrice)),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** One film (issue 10, /MovieDetail, /MovieInfo), counted over every cinema. Unknown id -> code 0 "影片不存在". */
export async function movieDetail(ctx: AppContext, { id }: { id: number }): Promise<MovieDetail> {
  const stats = runStats(undefined);
  const [row] = await ctx.db.select({ movie: movies, cinemaCount: stats.cinemaCount, minPrice: stats.minPrice }).from(movies).where(eq(movies.id, id)).limit(1);
  if (!row) throw userError("影片不存在");
  return {
    ...toMovieItem(row.movie, ctx.config.imageHost, row.cinemaCount, row.minPrice),
    synopsis: row.movie.synopsisZh,
    synopsis_en: row.movie.synopsisEn,
    source_name: row.movie.sourceName,
    source_url: row.movie.sourceUrl,
  };
}

function toCinemaItem(cinema: CinemaRow, imageHost: string, productId: number | null, minPrice: number | null): CinemaListItem {
  const area = cinema.areaCode as AreaCode;
  const kinds = new Set(cinema.halls.map((h) => h.kind));
  return {
    id: cinema.id,
    slug: cinema.slug,
    name: cinema.nameZh,
    name_en: cinema.nameEn,
    area_code: area,
    area_name: AREAS[area] ?? "",
    area_name_en: AREA_NAMES_EN[area] ?? "",
    address: cinema.address,
    address_en: cinema.addressEn,
    lng: cinema.lng,
    lat: cinema.lat,
    cover: cinemaCoverUrl(imageHost, cinema.slug),
    hall_kinds: HALL_KINDS.filter((k) => kinds.has(k)),
    product_id: productId,
    min_price_fen: minPrice === null || minPrice === undefined ? null : Number(minPrice),
  };
}

/** Cheapest standard seat (fen) of any film on sale at the cinema `cinemas.id`. */
const cinemaMinPrice = sql<number | null>`(SELECT min(s.price_fen) FROM movie_cinemas mc JOIN products p ON p.id = mc.product_id AND p.on_sale
  JOIN skus s ON s.product_id = mc.product_id AND s.code = ${MOVIE_SKU_STANDARD} AND s.on_sale WHERE mc.cinema_id = "cinemas"."id" AND mc.on_sale)`;

/**
 * Cinemas page by page (issue 10, /CinemaDetail's list, /MovieDetail's 选座购票): those showing the
 * film `movie_id` (its product there and standard seat price) or all, of the district `area_code`
 * when given; by district order of the area code, then id. Unknown film -> an empty page.
 */
export async function listCinemas(ctx: AppContext, query: MovieCinemasQuery): Promise<Page<CinemaListItem>> {
  const area = query.area_code ? eq(cinemas.areaCode, query.area_code) : undefined;
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  if (query.movie_id !== undefined) {
    const where = and(showing(eq(movieCinemas.movieId, query.movie_id)), area);
    const from = () => ctx.db.select({ cinema: cinemas, productId: movieCinemas.productId, price: standardPriceOf(sql`${movieCinemas.productId}`) }).from(movieCinemas).innerJoin(cinemas, eq(cinemas.id, movieCinemas.cinemaId));
    const [rows, total] = await Promise.all([
      from().where(where).orderBy(asc(cinemas.areaCode), asc(cinemas.id)).limit(page.limit).offset(page.offset),
      ctx.db.select({ n: count() }).from(movieCinemas).innerJoin(cinemas, eq(cinemas.id, movieCinemas.cinemaId)).where(where),
    ]);
    return { list: rows.map((r) => toCinemaItem(r.cinema, ctx.config.imageHost, r.productId, r.price)), total: Number(total[0]?.n ?? 0), page: query.page, page_size: query.page_size };
  }
  const [rows, total] = await Promise.all([
    ctx.db.select({ cinema: cinemas, price: cinemaMinPrice }).from(cinemas).where(area).orderBy(asc(cinemas.areaCode), asc(cinemas.id)).limit(page.limit).offset(page.offset),
    ctx.db.select({ n: count() }).from(cinemas).where(area),
  ]);
  return { list: rows.map((r) => toCinemaItem(r.cinema, ctx.config.imageHost, null, r.price)), total: Number(total[0]?.n ?? 0), page: query.page, page_size: query.page_size };
}

/** The on-sale seat SKUs of a film-at-cinema product: standard and couple (per seat), with their rules. */
async function seatSkus(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: skus.productId, id: skus.id, code: skus.code, name: skus.name, nameEn: skus.nameEn, priceFen: skus.priceFen, rules: skus.rules })
    .from(skus)
    .where(and(inArray(skus.productId, [...productIds]), eq(skus.onSale, true), inArray(skus.code, [MOVIE_SKU_STANDARD, MOVIE_SKU_COUPLE])))
    .orderBy(asc(skus.id));
}

/** A cinema by id, or code 0 "影院不存在". */
async function cinemaById(db: Db, id: number): Promise<CinemaRow> {
  const [cinema] = await db.select().from(cinemas).where(eq(cinemas.id, id)).limit(1);
  if (!cinema) throw userError("影院不存在");
  return cinema;
}

/**
 * One cinema (issue 10, /CinemaDetail, /CinemaDetailChangShu): its halls (kind, sellable seats) and
 * the films on sale there with their product and prices (fen: a standard seat, a couple seat pair).
 * Unknown id -> code 0 "影院不存在".
 */
export async function cinemaDetail(ctx: AppContext, { id }: { id: number }): Promise<CinemaDetail> {
  const cinema = await cinemaById(ctx.db, id);
  const runs = await ctx.db
    .select({ movie: movies, productId: movieCinemas.productId })
    .from(movieCinemas)
    .innerJoin(movies, eq(movies.id, movieCinemas.movieId))
    .where(showing(eq(movieCinemas.cinemaId, cinema.id)))
    .orderBy(asc(movies.id));
  const prices = await seatSkus(ctx.db, runs.map((r) => r.productId));
  const priceOf = (productId: number, code: string) => prices.find((p) => p.productId === productId && p.code === code)?.priceFen;
  const films = runs.flatMap((r) => {
    const standard = priceOf(r.productId, MOVIE_SKU_STANDARD);
    if (standard === undefined) return [];
    return [
      {
        movie_id: r.movie.id,
        slug: r.movie.slug,
        title: r.movie.titleZh,
        title_en: r.movie.titleEn,
        duration_minutes: r.movie.durationMinutes,
        cover: movieCoverUrl(ctx.config.imageHost, r.movie.slug),
        product_id: r.productId,
        price_fen: standard,
        couple_price_fen: (priceOf(r.productId, MOVIE_SKU_COUPLE) ?? 0) * 2,
      },
    ];
  });
  return {
    ...toCinemaItem(cinema, ctx.config.imageHost, null, films.length > 0 ? Math.min(...films.map((f) => f.price_fen)) : null),
    source_name: cinema.sourceName,
    source_url: cinema.sourceUrl,
    halls: cinema.halls.map((h) => ({ code: h.code, name: h.nameZh, name_en: h.nameEn, kind: h.kind as HallKind, seats: sellableSeats(h.rows) })),
    movies: films,
  };
}

/** The films on sale at `cinema` as its schedule sees them, and its showings of a day (schedule.ts cinemaDaySchedule). */
async function cinemaSchedule(db: Db, cinema: CinemaRow): Promise<(day: string) => Showing[]> {
  const films = await db
    .select({ productId: movieCinemas.productId, durationMinutes: movies.durationMinutes, times: movieCinemas.times })
    .from(movieCinemas)
    .innerJoin(movies, eq(movies.id, movieCinemas.movieId))
    .where(showing(eq(movieCinemas.cinemaId, cinema.id)));
  const halls = cinema.halls.map((h) => h.code);
  return (day) => cinemaDaySchedule(halls, films, day);
}

/** A film's run at a cinema (product on sale) by `where` on `movie_cinemas`, with film and cinema; null when none. */
async function runOf(db: Db, where: SQL) {
  const [run] = await db
    .select({ productId: movieCinemas.productId, movie: movies, cinema: cinemas })
    .from(movieCinemas)
    .innerJoin(movies, eq(movies.id, movieCinemas.movieId))
    .innerJoin(cinemas, eq(cinemas.id, movieCinemas.cinemaId))
    .where(showing(where))
    .limit(1);
  return run ?? null;
}

/** The end "HH:MM" of a showing starting at `time` running `minutes` (past midnight wraps: "00:40"). */
function endClock(time: string, minutes: number): string {
  const end = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/** The stock row a showtime needs: its slot and the hall's sellable seats. */
function showtimeRow(day: string, time: string, hall: CinemaHallRow): WantedRow {
  return { day, slot: showtimeSlot(time, hall.code), capacity: sellableSeats(hall.rows) };
}

/** The product of each (film, cinema) whose showtimes this node answered (for {@link showtimesCacheTags}). */
const productOfRun = new Map<string, number>();

/** The catalogue-cache tags of a showtimes answer: any catalogue change, places taken or returned on the run's product. */
export function showtimesCacheTags({ movie_id: movieId, cinema_id: cinemaId }: { movie_id: number; cinema_id: number }): string[] {
  const productId = productOfRun.get(`${movieId} ${cinemaId}`);
  return productId === undefined ? [CATALOGUE_TAG] : productStockTags({ product_id: productId });
}

/**
 * A film's showtimes at a cinema (issue 10, /CinemaDetail's schedule, /MovieSeat's entry): the
 * days of the next MOVIE_SALE_DAYS (today included) with a showtime still on sale, and those of
 * `day` (default the first such day) in time order: start and end, hall, prices per seat (fen), the
 * seats left. A showtime that started or starts within MOVIE_SALE_CUTOFF_MINUTES is never offered.
 * The schedule is the cinema's sample schedule of each day (schedule.ts). Code 0: "影片不存在",
 * "影院不存在", "该影院暂未上映此影片".
 */
export async function movieShowtimes(ctx: AppContext, query: MovieShowtimesQuery): Promise<MovieShowtimes> {
  const now = ctx.now();
  const run = await runOf(ctx.db, and(eq(movieCinemas.movieId, query.movie_id), eq(movieCinemas.cinemaId, query.cinema_id))!);
  if (!run) {
    const [movie] = await ctx.db.select({ id: movies.id }).from(movies).where(eq(movies.id, query.movie_id)).limit(1);
    if (!movie) throw userError("影片不存在");
    await cinemaById(ctx.db, query.cinema_id);
    throw userError("该影院暂未上映此影片");
  }
  productOfRun.set(`${query.movie_id} ${query.cinema_id}`, run.productId);
  const today = shanghaiDay(now);
  const scheduleOf = await cinemaSchedule(ctx.db, run.cinema);
  const perDay = Array.from({ length: MOVIE_SALE_DAYS }, (_, i) => addDays(today, i)).map((day) => ({
    day,
    showings: scheduleOf(day).filter((s) => s.productId === run.productId && !saleClosed(day, s.time, now, MOVIE_SALE_CUTOFF_MINUTES)),
  }));
  const days = perDay.filter((d) => d.showings.length > 0).map((d) => d.day);
  const day = query.day ?? days[0] ?? null;
  const showings = perDay.find((d) => d.day === day)?.showings ?? [];
  const halls = new Map(run.cinema.halls.map((h) => [h.code, h]));
  const rows = day === null ? [] : await ensureStockRows(ctx.db, run.productId, showings.map((s) => showtimeRow(day, s.time, halls.get(s.hall)!)));
  const prices = await seatSkus(ctx.db, [run.productId]);
  const standard = prices.find((p) => p.code === MOVIE_SKU_STANDARD);
  const couple = prices.find((p) => p.code === MOVIE_SKU_COUPLE);
  const showtimes: Showtime[] = standard
    ? showings.map((s, i) => {
        const hall = halls.get(s.hall)!;
        const row = rows[i];
        const remaining = row ? Math.max(0, row.capacity - row.sold) : 0;
        return {
          slot: showtimeSlot(s.time, s.hall),
          time: s.time,
          end_time: endClock(s.time, run.movie.durationMinutes),
          starts_at: shanghaiInstant(day!, s.time).toISOString(),
          hall_code: hall.code,
          hall_name: hall.nameZh,
          hall_name_en: hall.nameEn,
          hall_kind: hall.kind as HallKind,
          price_fen: standard.priceFen,
          couple_price_fen: couple && hall.rows.some((r) => r.couple) ? couple.priceFen * 2 : null,
          remaining,
          bookable: remaining > 0,
        };
      })
    : [];
  return {
    movie_id: run.movie.id,
    cinema_id: run.cinema.id,
    product_id: run.productId,
    days,
    day,
    showtimes,
    rules: readSkuRules(standard?.rules),
    sample: run.movie.sample,
  };
}

/** Code 0 refusal of a showtime that is not offered (unknown, ended or closed for sale). */
export const NO_SHOWTIME = "该场次不存在或已停止售票";

/** A showtime on sale, as the seat map and order create read it: film, cinema, hall and layout, seat SKUs by code, its stock row. */
export type ResolvedShowtime = {
  movie: MovieRow;
  cinema: CinemaRow;
  hall: CinemaHallRow;
  layout: SeatLayout;
  zones: { sku_id: number; code: string; name: string; name_en: string; price_fen: number; rules: SkuRules }[];
  row: Awaited<ReturnType<typeof ensureStockRows>>[number];
};

/**
 * The showtime `slot` ("19:30|<hall>") of the film-at-cinema `productId` on `day` when it is on sale
 * at `now`: in the cinema's schedule of that day and not closed (MOVIE_SALE_CUTOFF_MINUTES); its
 * stock row made on demand. Code 0: "影片不存在或已下架", {@link NO_SHOWTIME}.
 */
export async function resolveShowtime(db: Db, productId: number, day: string, slot: string, now: Date): Promise<ResolvedShowtime> {
  const run = await runOf(db, eq(movieCinemas.productId, productId));
  if (!run) throw userError("影片不存在或已下架");
  const at = parseShowtimeSlot(slot);
  const today = shanghaiDay(now);
  if (!at || !isValidDay(day) || day < today || day > addDays(today, MOVIE_SALE_DAYS - 1) || saleClosed(day, at.time, now, MOVIE_SALE_CUTOFF_MINUTES)) throw userError(NO_SHOWTIME);
  const scheduled = (await cinemaSchedule(db, run.cinema))(day).some((s) => s.productId === productId && s.time === at.time && s.hall === at.hall);
  const hall = run.cinema.halls.find((h) => h.code === at.hall);
  if (!scheduled || !hall) throw userError(NO_SHOWTIME);
  const [row] = await ensureStockRows(db, productId, [showtimeRow(day, at.time, hall)]);
  const prices = await seatSkus(db, [productId]);
  const layout = buildSeatLayout(hall.rows);
  const zones = prices.map((p) => ({ sku_id: p.id, code: p.code, name: p.name, name_en: p.nameEn, price_fen: p.priceFen, rules: readSkuRules(p.rules) }));
  return { movie: run.movie, cinema: run.cinema, hall, layout, zones, row: row! };
}

/**
 * A showtime's seat map (issue 10, /MovieSeat): the hall's layout (couple rows as pairs), the seat
 * SKUs with their price per seat (fen), the seats held now (seat_holds, live) and the rules of one
 * order: at most MAX_MOVIE_SEATS seats, no single empty seat left (contract seats.ts). Code 0: those
 * of {@link resolveShowtime}.
 */
export async function movieSeatMap(ctx: AppContext, query: MovieSeatsQuery): Promise<SeatMap> {
  const st = await resolveShowtime(ctx.db, query.product_id, query.day, query.slot, ctx.now());
  const couple = st.hall.rows.some((r) => r.couple);
  return seatMapOf(ctx.db, {
    row: st.row,
    product_id: query.product_id,
    day: query.day,
    slot: query.slot,
    hall_code: st.hall.code,
    hall_name: st.hall.nameZh,
    hall_name_en: st.hall.nameEn,
    layout: st.layout,
    zones: st.zones.filter((z) => couple || z.code !== MOVIE_SKU_COUPLE).map(({ sku_id, code, name, name_en, price_fen }) => ({ sku_id, code, name, name_en, price_fen })),
    max_seats: MAX_MOVIE_SEATS,
    no_single_gap: true,
  });
}
