import { and, asc, count, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import { AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import type { Page } from "@wenlv/contract/envelope";
import {
  PERFORMANCE_CATEGORY_LABELS,
  PERFORMANCE_SALE_CUTOFF_MINUTES,
  PERFORMANCE_SALE_DAYS,
  type PerformanceCategory,
  type PerformDetail,
  type PerformListItem,
  type PerformListQuery,
  type PerformSeatsQuery,
  type PerformSessions,
  type PerformZone,
  type RealNameRule,
} from "@wenlv/contract/performances";
import { isoWeekday } from "@wenlv/contract/opening-hours";
import type { SeatLayout, SeatMap } from "@wenlv/contract/seats";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { CATALOGUE_TAG } from "../../cache/response-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import type { InventoryRow } from "../../db/inventory";
import { products, shows, skus, venues, type VenueHallRow } from "../../db/schema/index";
import { buildSeatLayout, sellableSeats } from "../../db/seat-layout";
import { readSkuRules } from "../../db/sku-rules";
import { addDays, isValidDay, shanghaiDay, shanghaiInstant } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import { keywordValues } from "../search/match";
import { ensureStockRows, freeSeatsPerZone, productStockTags, saleClosed, seatMapOf, takenSeatsOf, type WantedRow } from "./seating";

type ShowRow = typeof shows.$inferSelect;
type VenueRow = typeof venues.$inferSelect;

/** Absolute URL of a show's generated cover: `${imageHost}/res/perform/<slug>.svg` (scenic/cover-routes.ts). */
export function performCoverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/perform/${encodeURIComponent(slug)}.svg`;
}

/** A price zone of a show with what the order needs: its SKU rules and, for standing zones, its places per session. */
export type ShowZone = PerformZone & { rules: SkuRules; capacity: number | null };

/** A show with its venue, hall, on-sale zones (dearest first) and, for a seated hall, the seat layout. */
export type ShowContext = { show: ShowRow; venue: VenueRow; hall: VenueHallRow; onSale: boolean; zones: ShowZone[]; layout: SeatLayout | null };

/** Not found: code 0 "演出不存在". */
const NO_SHOW = "演出不存在";

/** One show by `where` (on `shows`) with its venue, hall, product state and zones; null when none matches. */
export async function loadShow(db: Db, where: SQL): Promise<ShowContext | null> {
  const [row] = await db
    .select({ show: shows, venue: venues, onSale: products.onSale })
    .from(shows)
    .innerJoin(venues, eq(venues.id, shows.venueId))
    .innerJoin(products, eq(products.id, shows.productId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const hall = row.venue.halls.find((h) => h.code === row.show.hallCode);
  if (!hall) return null;
  const rows = await db.select().from(skus).where(and(eq(skus.productId, row.show.productId), eq(skus.onSale, true))).orderBy(sql`${skus.priceFen} DESC`, asc(skus.id));
  const zones = rows.map((s) => {
    const capacity = (s.rules as { capacity?: unknown }).capacity;
    return {
      sku_id: s.id,
      code: s.code,
      name: s.name,
      name_en: s.nameEn,
      price_fen: s.priceFen,
      rules: readSkuRules(s.rules),
      capacity: typeof capacity === "number" && Number.isInteger(capacity) && capacity > 0 ? capacity : null,
    };
  });
  return { show: row.show, venue: row.venue, hall, onSale: row.onSale, zones, layout: hall.seating === "seated" ? buildSeatLayout(hall.rows) : null };
}

/** The days a show's sessions may be sold at `now`: from today (or the run's start) to the run's end, at most PERFORMANCE_SALE_DAYS ahead. */
function saleDays(show: Pick<ShowRow, "runFrom" | "runTo">, now: Date): { first: string; last: string } {
  const today = shanghaiDay(now);
  const horizon = addDays(today, PERFORMANCE_SALE_DAYS - 1);
  return { first: show.runFrom > today ? show.runFrom : today, last: show.runTo < horizon ? show.runTo : horizon };
}

/**
 * The sessions of a show on sale at `now`, in time order: each day of its run within the sales
 * window (today to PERFORMANCE_SALE_DAYS ahead) on one of its weekdays, at each of its times, except
 * those that started or start within PERFORMANCE_SALE_CUTOFF_MINUTES (never offered).
 */
export function openSessions(show: Pick<ShowRow, "runFrom" | "runTo" | "sessions">, now: Date): { day: string; time: string }[] {
  const { first, last } = saleDays(show, now);
  const times = [...show.sessions.times].sort();
  const open: { day: string; time: string }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!show.sessions.weekdays.includes(isoWeekday(day))) continue;
    for (const time of times) if (!saleClosed(day, time, now, PERFORMANCE_SALE_CUTOFF_MINUTES)) open.push({ day, time });
  }
  return open;
}

/** Whether the session `day` at `time` is one {@link openSessions} offers (without listing them all). */
export function isOpenSession(show: Pick<ShowRow, "runFrom" | "runTo" | "sessions">, day: string, time: string, now: Date): boolean {
  if (!isValidDay(day)) return false;
  const { first, last } = saleDays(show, now);
  return day >= first && day <= last && show.sessions.weekdays.includes(isoWeekday(day)) && show.sessions.times.includes(time) && !saleClosed(day, time, now, PERFORMANCE_SALE_CUTOFF_MINUTES);
}

/** The stock slot of a session (decision 033): its start "19:30" in a seated hall, "19:30|<zone>" per general-admission zone. */
export function sessionSlot(time: string, zone: string | null): string {
  return zone === null ? time : `${time}|${zone}`;
}

/** The stock rows a session needs: one of the hall's seat count when seated, else one per standing zone with its places. */
export function sessionRows(ctx: ShowContext, day: string, time: string): WantedRow[] {
  if (ctx.layout) return [{ day, slot: sessionSlot(time, null), capacity: sellableSeats(ctx.hall.rows) }];
  return ctx.zones.map((z) => ({ day, slot: sessionSlot(time, z.code), capacity: z.capacity ?? 0 }));
}

/** Cheapest on-sale zone price (fen) of the show's product, or null. */
const minPriceSql = sql<number | null>`(SELECT min(s.price_fen) FROM skus s WHERE s.product_id = "shows"."product_id" AND s.on_sale)`;

function toListItem(show: ShowRow, venue: VenueRow, imageHost: string, minPriceFen: number | null, now: Date): PerformListItem {
  const area = venue.areaCode as AreaCode;
  const hall = venue.halls.find((h) => h.code === show.hallCode);
  const open = openSessions(show, now);
  return {
    id: show.id,
    slug: show.slug,
    product_id: show.productId,
    name: show.nameZh,
    name_en: show.nameEn,
    category: show.category as PerformanceCategory,
    category_name: PERFORMANCE_CATEGORY_LABELS[show.category as PerformanceCategory] ?? show.category,
    venue_id: venue.id,
    venue_name: venue.nameZh,
    venue_name_en: venue.nameEn,
    hall_name: hall?.nameZh ?? "",
    hall_name_en: hall?.nameEn ?? "",
    area_code: area,
    area_name: AREAS[area] ?? "",
    area_name_en: AREA_NAMES_EN[area] ?? "",
    cover: performCoverUrl(imageHost, show.slug),
    min_price_fen: minPriceFen === null || minPriceFen === undefined ? null : Number(minPriceFen),
    first_day: open[0]?.day ?? null,
    last_day: open[open.length - 1]?.day ?? null,
    real_name: show.realName as RealNameRule,
    sample: show.sample,
  };
}

/** A keyword matches the show's Chinese or English name, its pinyin or initials (prefix), or its venue's name. */
function keywordMatch(keyword: string): SQL {
  const { pattern, spellingPrefix } = keywordValues(keyword);
  const parts = [ilike(shows.nameZh, pattern), ilike(shows.nameEn, pattern), ilike(venues.nameZh, pattern), ilike(venues.nameEn, pattern)];
  if (spellingPrefix) parts.push(sql`${shows.namePinyin} LIKE ${spellingPrefix}`, sql`${shows.nameInitials} LIKE ${spellingPrefix}`);
  return or(...parts) as SQL;
}

/**
 * Shows on sale page by page (issue 10, /Performs): those whose run has not ended and whose product
 * is on sale, by the venue's district, category and keyword; the soonest run first, then by id.
 * `first_day`/`last_day`: the days of the sessions still offered; `min_price_fen` the cheapest zone.
 */
export async function listShows(ctx: AppContext, query: PerformListQuery): Promise<Page<PerformListItem>> {
  const now = ctx.now();
  const today = shanghaiDay(now);
  const where = and(
    gte(shows.runTo, today),
    eq(products.onSale, true),
    query.area_code ? eq(venues.areaCode, query.area_code) : undefined,
    query.category ? eq(shows.category, query.category) : undefined,
    query.keyword ? keywordMatch(query.keyword) : undefined,
  );
  const from = () => ctx.db.select({ show: shows, venue: venues, minPrice: minPriceSql }).from(shows).innerJoin(venues, eq(venues.id, shows.venueId)).innerJoin(products, eq(products.id, shows.productId));
  const [rows, total] = await Promise.all([
    from()
      .where(where)
      .orderBy(sql`greatest(${shows.runFrom}, ${today}::date)`, asc(shows.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(shows).innerJoin(venues, eq(venues.id, shows.venueId)).innerJoin(products, eq(products.id, shows.productId)).where(where),
  ]);
  return {
    list: rows.map((r) => toListItem(r.show, r.venue, ctx.config.imageHost, r.minPrice, now)),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** One show by id, or code 0 "演出不存在". */
async function showById(db: Db, id: number): Promise<ShowContext> {
  const found = await loadShow(db, eq(shows.id, id));
  if (!found) throw userError(NO_SHOW);
  return found;
}

/**
 * One show (issue 10, /PerformDetail): texts, venue, hall (real capacity), zones with prices, the
 * order limit, the zones' rules (refund counted from the session start) and whether seats are
 * chosen. Unknown id -> code 0 "演出不存在".
 */
export async function showDetail(ctx: AppContext, { id }: { id: number }): Promise<PerformDetail> {
  const found = await showById(ctx.db, id);
  const { show, venue, hall, zones } = found;
  const minPrice = zones.length > 0 ? Math.min(...zones.map((z) => z.price_fen)) : null;
  return {
    ...toListItem(show, venue, ctx.config.imageHost, minPrice, ctx.now()),
    duration_minutes: show.durationMinutes,
    age_limit: show.ageLimitZh,
    age_limit_en: show.ageLimitEn,
    description: show.descriptionZh,
    description_en: show.descriptionEn,
    source_name: show.sourceName,
    source_url: show.sourceUrl,
    venue: { id: venue.id, slug: venue.slug, name: venue.nameZh, name_en: venue.nameEn, address: venue.address, address_en: venue.addressEn, lng: venue.lng, lat: venue.lat },
    hall: { code: hall.code, name: hall.nameZh, name_en: hall.nameEn, capacity: hall.capacity },
    seated: found.layout !== null,
    zones: zones.map(({ sku_id, code, name, name_en, price_fen }) => ({ sku_id, code, name, name_en, price_fen })),
    max_per_order: show.maxPerOrder,
    rules: zones[0]?.rules ?? readSkuRules(null),
    sale_cutoff_minutes: PERFORMANCE_SALE_CUTOFF_MINUTES,
  };
}

/** The product of each show whose sessions this node answered (for {@link sessionsCacheTags}). */
const productOfShow = new Map<number, number>();

/** The catalogue-cache tags of a sessions answer: any catalogue change, places taken or returned on the show's product. */
export function sessionsCacheTags({ id }: { id: number }): string[] {
  const productId = productOfShow.get(id);
  return productId === undefined ? [CATALOGUE_TAG] : productStockTags({ product_id: productId });
}

/**
 * The sessions of a show still on sale (issue 10, /PerformDate), in time order ({@link openSessions}),
 * each with its zones and the places left: in a seated hall a zone's seats not held now (seat_holds),
 * in general admission its own stock row's places; `bookable` while any is left. Stock rows are made
 * on demand. Unknown id -> code 0 "演出不存在".
 */
export async function showSessions(ctx: AppContext, { id }: { id: number }): Promise<PerformSessions> {
  const found = await showById(ctx.db, id);
  productOfShow.set(id, found.show.productId);
  const sessions = found.onSale ? openSessions(found.show, ctx.now()) : [];
  const wanted = sessions.flatMap((s) => sessionRows(found, s.day, s.time));
  const rows = await ensureStockRows(ctx.db, found.show.productId, wanted);
  const byKey = new Map(rows.map((r) => [`${r.day} ${r.slot}`, r]));
  const taken = found.layout ? await takenSeatsOf(ctx.db, rows.map((r) => r.id)) : new Map<number, string[]>();
  const left = (row: InventoryRow | undefined) => (row ? Math.max(0, row.capacity - row.sold) : 0);
  return {
    id: found.show.id,
    product_id: found.show.productId,
    seated: found.layout !== null,
    sessions: sessions.map(({ day, time }) => {
      const zones = found.zones.map(({ sku_id, code, name, name_en, price_fen }) => ({ sku_id, code, name, name_en, price_fen, remaining: 0 }));
      let remaining: number;
      if (found.layout) {
        const row = byKey.get(`${day} ${sessionSlot(time, null)}`);
        const free = freeSeatsPerZone(found.layout, row ? (taken.get(row.id) ?? []) : []);
        for (const z of zones) z.remaining = row ? (free.get(z.code) ?? 0) : 0;
        remaining = left(row);
      } else {
        for (const z of zones) z.remaining = left(byKey.get(`${day} ${sessionSlot(time, z.code)}`));
        remaining = zones.reduce((sum, z) => sum + z.remaining, 0);
      }
      return { day, slot: time, starts_at: shanghaiInstant(day, time).toISOString(), zones, remaining, bookable: remaining > 0 };
    }),
  };
}

/** Code 0 refusal of a session that is not offered (unknown, ended or closed for sale). */
export const NO_SESSION = "该场次不存在或已停止售票";

/**
 * A seated session's seat map (issue 10, /PerformOrder seat choice): the hall's layout, each seat's
 * zone with its SKU and price, the seats held now (seat_holds, live) and the rules of one order
 * (the show's `max_per_order`; no single-gap rule for performances). Code 0: "演出不存在" (no such
 * product), "该演出不对号入座，请选择票档和张数" (standing hall), {@link NO_SESSION}.
 */
export async function performSeatMap(ctx: AppContext, query: PerformSeatsQuery): Promise<SeatMap> {
  const found = await loadShow(ctx.db, eq(shows.productId, query.product_id));
  if (!found || !found.onSale) throw userError(NO_SHOW);
  if (!found.layout) throw userError("该演出不对号入座，请选择票档和张数");
  if (!isOpenSession(found.show, query.day, query.slot, ctx.now())) throw userError(NO_SESSION);
  const [row] = await ensureStockRows(ctx.db, found.show.productId, sessionRows(found, query.day, query.slot));
  return seatMapOf(ctx.db, {
    row: row!,
    product_id: found.show.productId,
    day: query.day,
    slot: query.slot,
    hall_code: found.hall.code,
    hall_name: found.hall.nameZh,
    hall_name_en: found.hall.nameEn,
    layout: found.layout,
    zones: found.zones.map(({ sku_id, code, name, name_en, price_fen }) => ({ sku_id, code, name, name_en, price_fen })),
    max_seats: found.show.maxPerOrder,
    no_single_gap: false,
  });
}
