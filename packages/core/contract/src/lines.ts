import { z } from "zod";
import { AREA_CODES } from "./areas";
import { ZPage, ZPageQuery } from "./envelope";
import { LINE_KINDS } from "./line-kinds";
import { ZDay } from "./orders";
import { ZSkuRules } from "./sku-rules";

/*
 * Travel lines (issue 10, spec section 2: /OneDayTravelNew, /BoutiqueLine, /NightTour, /LineDetail,
 * /LineSelect, /LineOrder). Endpoints:
 * - /api/line/list        ZLineListRequest -> ZLineListPage
 * - /api/line/detail      ZLineDetailRequest -> ZLineDetail
 * - /api/line/departures  ZLineDeparturesRequest -> ZLineDepartures
 * Covers: GET /res/line/<slug>.svg. Coordinates GCJ-02; prices integer fen per person; days
 * "YYYY-MM-DD" and clock times "HH:MM" in Asia/Shanghai; instants ISO 8601 UTC strings. A line is
 * sold as one product whose stock is one row per departure (day and departure time, capacity =
 * seats; decision 033); each package has an adult and a child SKU.
 */

export { LINE_KIND_LABELS, LINE_KIND_OF_ROUTE, LINE_KINDS, type LineKind } from "./line-kinds";

const ZLineId = z.coerce.number({ error: "线路不存在" }).int({ error: "线路不存在" }).positive({ error: "线路不存在" }).max(2_147_483_647, { error: "线路不存在" });

/**
 * Lines page by page: of one `kind`, in one district, matching a keyword (Chinese or English name,
 * pinyin or initials of the Chinese name, the meeting point, or a stop of the itinerary).
 */
export const ZLineListRequest = ZPageQuery.extend({
  kind: z.union([z.literal(""), z.enum(LINE_KINDS)], { error: "线路类型不正确" }).optional().transform((v) => v || undefined),
  area_code: z.union([z.literal(""), z.enum(AREA_CODES)], { error: "区域不正确" }).optional().transform((v) => v || undefined),
  keyword: z.string().trim().max(30, { error: "关键词过长" }).optional().transform((v) => v || undefined),
});
export type LineListRequest = z.input<typeof ZLineListRequest>;
export type LineListQuery = z.output<typeof ZLineListRequest>;

/** Where and when a line meets (集合点). */
export const ZLineDeparturePoint = z.object({
  name: z.string(),
  name_en: z.string(),
  address: z.string(),
  address_en: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** "poi" (a published map point), "checked" or "estimate" (placed by hand, to be checked). */
  coord_quality: z.enum(["poi", "checked", "estimate"]),
  /** Meeting time "HH:MM" (the departure time of every date). */
  time: z.string(),
});
export type LineDeparturePoint = z.infer<typeof ZLineDeparturePoint>;

/** The days of the year a seasonal line runs ("MM-DD", inclusive, may wrap over the new year). */
export const ZLineSeason = z.object({ from: z.string(), to: z.string() });

/** A line in lists. `min_price_fen`: the cheapest adult price of its packages on sale (null when none). */
export const ZLineListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(LINE_KINDS),
  kind_name: z.string(),
  kind_name_en: z.string(),
  name: z.string(),
  name_en: z.string(),
  area_code: z.enum(AREA_CODES),
  area_name: z.string(),
  area_name_en: z.string(),
  /** Days of the tour (nights = days - 1). */
  days: z.number().int(),
  /** Hours of a one-day or night tour (may be fractional); null for a boutique line (see `days`). */
  duration_hours: z.number().nullable(),
  departure: ZLineDeparturePoint,
  /** ISO weekdays it departs (1 = Monday ... 7 = Sunday). */
  weekdays: z.array(z.number().int()),
  /** Only these days of the year; null for all year. */
  season: ZLineSeason.nullable(),
  /** Its product: the stock of each departure, ordered through /api/order/create type "line". */
  product_id: z.number().int(),
  cover: z.string(),
  min_price_fen: z.number().int().nullable(),
  /** True when prices, departures, seats and rules are samples (seed/notes/lines.md). */
  sample: z.boolean(),
});
export type LineListItem = z.infer<typeof ZLineListItem>;
export const ZLineListPage = ZPage(ZLineListItem);
export type LineListPage = z.infer<typeof ZLineListPage>;

export const ZLineDetailRequest = z.object({ id: ZLineId });
export type LineDetailRequest = z.input<typeof ZLineDetailRequest>;

/** One stop of the itinerary; `spot_id` and `spot_slug` link a stop that is a scenic spot of the catalogue (/ScenicDetail). */
export const ZLineStop = z.object({
  day: z.number().int(),
  time: z.string(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  spot_id: z.number().int().nullable(),
  spot_slug: z.string().nullable(),
});
export type LineStop = z.infer<typeof ZLineStop>;

/**
 * One age of a package: its SKU and price per person. `rules` as a ticket SKU's (decision 022):
 * `refund` "before" N hours = free refund until N hours before the departure time, "none" = not
 * refundable; `entry` "id_card" on a real-name line; `proof` "child" for a child's place.
 */
export const ZLineFare = z.object({
  sku_id: z.number().int(),
  code: z.string(),
  price_fen: z.number().int(),
  rules: ZSkuRules,
});
export type LineFare = z.infer<typeof ZLineFare>;

/** A package (套餐) with its adult and child fares. */
export const ZLinePackage = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  adult: ZLineFare,
  child: ZLineFare.nullable(),
});
export type LinePackage = z.infer<typeof ZLinePackage>;

/** One line with its texts, itinerary, what is included, packages and booking rules. */
export const ZLineDetail = ZLineListItem.extend({
  description: z.string(),
  description_en: z.string(),
  itinerary: z.array(ZLineStop),
  includes: z.array(z.string()),
  includes_en: z.array(z.string()),
  excludes: z.array(z.string()),
  excludes_en: z.array(z.string()),
  packages: z.array(ZLinePackage),
  /** Seats of each departure. */
  seats: z.number().int(),
  /** Booking of a departure closes this many hours before its departure time. */
  cutoff_hours: z.number().int(),
  /** Days ahead a departure can be booked, today included. */
  sale_days: z.number().int(),
  /** Every traveller gives a real name and ID document at booking (实名制): one traveller per seat. */
  real_name: z.boolean(),
  source_name: z.string(),
  source_url: z.string(),
});
export type LineDetail = z.infer<typeof ZLineDetail>;

/** Most days one departures answer covers. */
export const MAX_DEPARTURE_DAYS = 60;

/** The departures of a line from `from` (default today) for `days` days, clipped to the sales window. */
export const ZLineDeparturesRequest = z.object({
  id: ZLineId,
  from: z.union([z.literal(""), ZDay]).optional().transform((v) => v || undefined),
  days: z.coerce
    .number({ error: "天数不正确" })
    .int({ error: "天数不正确" })
    .min(1, { error: "天数不正确" })
    .max(MAX_DEPARTURE_DAYS, { error: `最多查询${MAX_DEPARTURE_DAYS}天` })
    .default(30),
});
export type LineDeparturesRequest = z.input<typeof ZLineDeparturesRequest>;
export type LineDeparturesQuery = z.output<typeof ZLineDeparturesRequest>;

/**
 * One date of a line, live. `runs` false on a day it does not depart (weekday or season): then no
 * seats, never bookable. `bookable` when it runs, booking has not closed (`cutoff_at`, the
 * departure time less the line's cutoff hours) and a seat is left; else `blocked` says why:
 * "closed" (does not run), "ended" (booking closed), "sold_out". `price_from_fen` the cheapest adult
 * fare; `free_cancel_until` the instant until which a booking of this date refunds free (null for
 * a non-refundable line).
 */
export const ZLineDepartureDay = z.object({
  day: ZDay,
  weekday: z.number().int(),
  runs: z.boolean(),
  /** Departure time "HH:MM"; null on a day it does not run. */
  time: z.string().nullable(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  bookable: z.boolean(),
  blocked: z.enum(["closed", "ended", "sold_out"]).nullable(),
  cutoff_at: z.string().nullable(),
  price_from_fen: z.number().int().nullable(),
  free_cancel_until: z.string().nullable(),
});
export type LineDepartureDay = z.infer<typeof ZLineDepartureDay>;

export const ZLineDepartures = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  days: z.array(ZLineDepartureDay),
});
export type LineDepartures = z.infer<typeof ZLineDepartures>;
