import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import type { Page } from "@wenlv/contract/envelope";
import {
  LINE_KIND_LABELS,
  type LineDepartureDay,
  type LineDepartures,
  type LineDeparturesQuery,
  type LineDetail,
  type LineFare,
  type LineKind,
  type LineListItem,
  type LineListQuery,
  type LinePackage,
} from "@wenlv/contract/lines";
import { isoWeekday } from "@wenlv/contract/opening-hours";
import { CATALOGUE_TAG, stockTag } from "../../cache/response-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { ensureInventoryDays, saleWindow } from "../../db/inventory";
import { products, scenicSpots, skus, travelLines } from "../../db/schema/index";
import { readSkuRules } from "../../db/sku-rules";
import { isClosedDay, slotBlock, slotCutoffMinutes, ticketRules, type TicketRules } from "../../db/ticket-rules";
import { addDays, daysBetween, isValidDay, shanghaiClock, shanghaiDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import { refundDeadline } from "../orders/refund-policy";
import { keywordCondition } from "../search/match";

type LineRow = typeof travelLines.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Absolute URL of a line's generated cover: `${imageHost}/res/line/<slug>.svg` (scenic/cover-routes.ts). */
export function lineCoverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/line/${encodeURIComponent(slug)}.svg`;
}

/** The one product of each line (type "line", owner the line; seed.ts seedLine), on sale. */
const lineProduct = and(eq(products.type, "line"), eq(products.ownerType, "line"), eq(products.ownerId, travelLines.id), eq(products.onSale, true));

/** Cheapest adult fare (fen) of the line product's SKUs on sale, or null. */
const minAdultPriceSql = sql<number | null>`(SELECT min(s.price_fen) FROM skus s WHERE s.product_id = "products"."id" AND s.on_sale AND s.kind = 'adult')`;

/** The ISO weekdays a line departs: those its product's rules do not close (seed.ts seedLine). */
function departureWeekdays(rules: TicketRules): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((w) => !rules.closedWeekdays.includes(w));
}

function toListItem(row: LineRow, product: ProductRow, imageHost: string, minPriceFen: number | null): LineListItem {
  const area = row.areaCode as AreaCode;
  const kind = row.kind as LineKind;
  const rules = ticketRules(product.rules);
  return {
    id: row.id,
    slug: row.slug,
    kind,
    kind_name: LINE_KIND_LABELS[kind]?.zh ?? "",
    kind_name_en: LINE_KIND_LABELS[kind]?.en ?? "",
    name: row.nameZh,
    name_en: row.nameEn,
    area_code: area,
    area_name: AREAS[area] ?? "",
    area_name_en: AREA_NAMES_EN[area] ?? "",
    days: row.days,
    duration_hours: row.durationHours,
    departure: {
      name: row.departureNameZh,
      name_en: row.departureNameEn,
      address: row.departureAddress,
      address_en: row.departureAddressEn,
      lng: row.departureLng,
      lat: row.departureLat,
      coord_quality: row.departureCoordQuality as LineListItem["departure"]["coord_quality"],
      time: row.departureTime,
    },
    weekdays: departureWeekdays(rules),
    season: rules.season ?? null,
    product_id: product.id,
    cover: lineCoverUrl(imageHost, row.slug),
    min_price_fen: minPriceFen === null || minPriceFen === undefined ? null : Number(minPriceFen),
    sample: row.sample,
  };
}

/**
 * A keyword matches the Chinese or English name, the meeting point's names, or the title of a stop
 * of the itinerary ("周庄" finds every line through Zhouzhuang), or the name's pinyin or initials
 * start with its Latin spelling (search/match keywordCondition).
 */
function keywordMatch(keyword: string): SQL {
  return keywordCondition(
    keyword,
    [travelLines.nameZh, travelLines.nameEn, travelLines.departureNameZh, travelLines.departureNameEn],
    [travelLines.namePinyin, travelLines.nameInitials],
    (pattern) => [sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${travelLines.itinerary}) AS stop WHERE stop->>'titleZh' ILIKE ${pattern} OR stop->>'titleEn' ILIKE ${pattern})`],
  );
}

/**
 * Lines page by page (issue 10, /OneDayTravelNew, /BoutiqueLine, /NightTour): by kind, district and
 * keyword ({@link keywordMatch}), in seed order (by id). Only lines whose product is on sale.
 * `min_price_fen` is the cheapest adult fare (fen per person).
 */
export async function listLines(ctx: AppContext, query: LineListQuery): Promise<Page<LineListItem>> {
  const where = and(
    query.kind ? eq(travelLines.kind, query.kind) : undefined,
    query.area_code ? eq(travelLines.areaCode, query.area_code) : undefined,
    query.keyword ? keywordMatch(query.keyword) : undefined,
  );
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ line: travelLines, product: products, minPrice: minAdultPriceSql })
      .from(travelLines)
      .innerJoin(products, lineProduct)
      .where(where)
      .orderBy(asc(travelLines.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(travelLines).innerJoin(products, lineProduct).where(where),
  ]);
  return {
    list: rows.map((r) => toListItem(r.line, r.product, ctx.config.imageHost, r.minPrice)),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** A line and its product on sale, by line id. Unknown or withdrawn -> code 0 "线路不存在". */
async function lineById(db: Db, id: number): Promise<{ line: LineRow; product: ProductRow; minPrice: number | null }> {
  const [row] = await db.select({ line: travelLines, product: products, minPrice: minAdultPriceSql }).from(travelLines).innerJoin(products, lineProduct).where(eq(travelLines.id, id)).limit(1);
  if (!row) throw userError("线路不存在");
  return row;
}

/** A package as the line's product rules name it (seed.ts seedLine). */
type PackageName = { code: string; name: string; name_en: string };

function packageNames(rules: Record<string, unknown>): PackageName[] {
  const list = Array.isArray(rules.packages) ? rules.packages : [];
  return list.filter((p): p is PackageName => typeof p?.code === "string" && typeof p?.name === "string" && typeof p?.name_en === "string");
}

/**
 * The packages of a line's product with their fares on sale, in seed order: each package's adult
 * and child SKU (`kind`), found by the package code in the SKU's rules. A package without an adult
 * fare on sale is left out; a child fare withdrawn reads null.
 */
export async function linePackages(db: Db, product: Pick<ProductRow, "id" | "rules">): Promise<LinePackage[]> {
  const rows = await db.select().from(skus).where(and(eq(skus.productId, product.id), eq(skus.onSale, true))).orderBy(asc(skus.id));
  const fare = (code: string, kind: string): LineFare | null => {
    const sku = rows.find((s) => s.kind === kind && (s.rules as { package?: unknown }).package === code);
    return sku ? { sku_id: sku.id, code: sku.code, price_fen: sku.priceFen, rules: readSkuRules(sku.rules) } : null;
  };
  return packageNames(product.rules).flatMap((p) => {
    const adult = fare(p.code, "adult");
    return adult ? [{ code: p.code, name: p.name, name_en: p.name_en, adult, child: fare(p.code, "child") }] : [];
  });
}

/**
 * One line with its itinerary (stops that are catalogue spots carry the spot's id for
 * /ScenicDetail), inclusions, packages with adult and child fares and their SKU rules, and the
 * booking rules (seats, cutoff hours, sale days) (issue 10, /LineDetail). Unknown id -> code 0
 * "线路不存在".
 */
export async function lineDetail(ctx: AppContext, { id }: { id: number }): Promise<LineDetail> {
  const { line, product, minPrice } = await lineById(ctx.db, id);
  const slugs = [...new Set(line.itinerary.flatMap((s) => (s.spotSlug ? [s.spotSlug] : [])))];
  const spots = slugs.length === 0 ? [] : await ctx.db.select({ id: scenicSpots.id, slug: scenicSpots.slug }).from(scenicSpots).where(inArray(scenicSpots.slug, slugs));
  const spotId = new Map(spots.map((s) => [s.slug, s.id]));
  const rules = ticketRules(product.rules);
  return {
    ...toListItem(line, product, ctx.config.imageHost, minPrice),
    description: line.descriptionZh,
    description_en: line.descriptionEn,
    itinerary: line.itinerary.map((s) => ({
      day: s.day,
      time: s.time,
      title: s.titleZh,
      title_en: s.titleEn,
      description: s.descriptionZh,
      description_en: s.descriptionEn,
      spot_id: (s.spotSlug && spotId.get(s.spotSlug)) || null,
      spot_slug: s.spotSlug ?? null,
    })),
    includes: line.includesZh,
    includes_en: line.includesEn,
    excludes: line.excludesZh,
    excludes_en: line.excludesEn,
    packages: await linePackages(ctx.db, product),
    seats: rules.capacity,
    cutoff_hours: Math.floor(rules.cutoffMinutes / 60),
    sale_days: rules.saleDays,
    real_name: product.realName,
    source_name: line.sourceName,
    source_url: line.sourceUrl,
  };
}

/** The instant `minutes` after 00:00 Asia/Shanghai (UTC+8 all year) of `day`. */
function shanghaiInstant(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + minutes * 60_000);
}

/**
 * Whether a departure of a line's product on `day` can be booked at `now`, by the product's rules
 * (ticket-rules: `closedWeekdays` and `season` for the days it does not run, the departure slot
 * less `cutoffMinutes` for when booking closes): null when it can; "closed" when the line does not
 * run that day; "ended" once booking closed. The departures answer and order create both use it.
 */
export function departureBlock(rules: TicketRules, day: string, now: Date): "closed" | "ended" | null {
  return slotBlock(rules, day, rules.slots[0]!, shanghaiDay(now), shanghaiClock(now));
}

/** The line products whose departures this node answered, by line id (for {@link departuresCacheTags}). */
const productOfLine = new Map<number, number>();

/**
 * The catalogue-cache tags of a departures answer: any catalogue change, and places taken or
 * returned on the line's product (`stockTag`), so a sale drops the cached answer. Called after the
 * answer was computed, which recorded the line's product.
 */
export function departuresCacheTags({ id }: { id: number }): string[] {
  const productId = productOfLine.get(id);
  return productId === undefined ? [CATALOGUE_TAG] : [CATALOGUE_TAG, stockTag(productId)];
}

/**
 * The departures of a line date by date (issue 10, /LineDetail's calendar and /LineSelect): from
 * `from` (default today, Asia/Shanghai) for `days` days, clipped to the sales window (today ..
 * today + saleDays - 1; empty when the range lies outside it). A day the line does not run has no
 * stock row (none is created) and is never bookable; a running day's row is created on demand and
 * answers seats left (capacity - sold), whether it is bookable now ({@link departureBlock}, or
 * "sold_out"), when booking closes, the cheapest adult fare and until when a booking refunds free.
 * Unknown line -> code 0 "线路不存在"; a `from` that is no calendar day -> "日期不正确".
 */
export async function lineDepartures(ctx: AppContext, query: LineDeparturesQuery): Promise<LineDepartures> {
  if (query.from !== undefined && !isValidDay(query.from)) throw userError("日期不正确");
  const { line, product, minPrice } = await lineById(ctx.db, query.id);
  productOfLine.set(line.id, product.id);
  const rules = ticketRules(product.rules);
  const slot = rules.slots[0]!;
  const now = ctx.now();
  const window = saleWindow(now, rules.saleDays);
  const from = query.from && query.from > window.first ? query.from : window.first;
  const wantedLast = addDays(query.from ?? window.first, query.days - 1);
  const to = wantedLast < window.last ? wantedLast : window.last;
  const dayList = Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
  const rows = await ensureInventoryDays(ctx.db, product.id, dayList.filter((day) => !isClosedDay(rules, day)), rules);
  const refund = (await linePackages(ctx.db, product))[0]?.adult.rules.refund;
  const cutoff = slotCutoffMinutes(rules, slot) ?? 0;
  const days = dayList.map((day): LineDepartureDay => {
    const runs = !isClosedDay(rules, day);
    const row = runs ? rows.find((r) => r.day === day && r.slot === slot) : undefined;
    const remaining = row ? Math.max(0, row.capacity - row.sold) : 0;
    const blocked = departureBlock(rules, day, now) ?? (remaining > 0 ? null : "sold_out");
    return {
      day,
      weekday: isoWeekday(day),
      runs,
      time: runs ? slot : null,
      capacity: row?.capacity ?? 0,
      remaining,
      bookable: blocked === null,
      blocked,
      cutoff_at: runs ? shanghaiInstant(day, cutoff).toISOString() : null,
      price_from_fen: runs && minPrice !== null ? Number(minPrice) : null,
      free_cancel_until: runs && refund?.kind === "before" ? refundDeadline(refund.hours, day, slot).toISOString() : null,
    };
  });
  return { id: line.id, product_id: product.id, days };
}
