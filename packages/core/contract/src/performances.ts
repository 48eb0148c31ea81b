import { z } from "zod";
import { AREA_CODES } from "./areas";
import { ZPage, ZPageQuery } from "./envelope";
import { ZDay } from "./orders";
import { ZSkuRules } from "./sku-rules";

/*
 * Performances (issue 10, spec section 2: /Performs, /PerformDetail, /PerformDate, /PerformCheck,
 * /PerformOrder, /PerformOrderNew). Endpoints:
 * - /api/perform/list      ZPerformListRequest -> ZPerformListPage
 * - /api/perform/detail    ZPerformDetailRequest -> ZPerformDetail
 * - /api/perform/sessions  ZPerformSessionsRequest -> ZPerformSessions
 * - /api/perform/seats     ZPerformSeatsRequest -> ZSeatMap (seats.ts)
 * A show is one product (type "performance", owned by its venue); its sessions are stock rows
 * (decision 033): a seated hall's session one row of its seat count, a general-admission session one
 * row per price zone. Prices integer fen per ticket; days "YYYY-MM-DD" and times "HH:MM" Shanghai.
 */

/** Kinds of show (seed/notes/performances.md) and their Chinese labels. */
export const PERFORMANCE_CATEGORIES = ["kunqu", "pingtan", "opera", "drama", "concert", "dance", "family"] as const;
export type PerformanceCategory = (typeof PERFORMANCE_CATEGORIES)[number];
export const PERFORMANCE_CATEGORY_LABELS: Record<PerformanceCategory, string> = {
  kunqu: "昆曲",
  pingtan: "评弹",
  opera: "戏曲",
  drama: "话剧",
  concert: "音乐会",
  dance: "舞蹈",
  family: "亲子",
};

/**
 * Days ahead a session can be bought, today (Shanghai) included: 180, so a show's whole announced run
 * is on sale (ticketing sites open a run months ahead; a sample rule of this platform).
 */
export const PERFORMANCE_SALE_DAYS = 180;
/** Online sales of a session stop this many minutes before it starts (a sample rule; organisers set 30-120 minutes on Damai/Maoyan). */
export const PERFORMANCE_SALE_CUTOFF_MINUTES = 60;

/**
 * Real-name rule of a show: `none`; `per_order`, one ID document for the whole order (一单一证);
 * `per_ticket`, one traveller with an ID per ticket (一人一票): every show in a hall of more than
 * LARGE_PERFORMANCE_CAPACITY places (seats.ts).
 */
export const ZRealNameRule = z.enum(["none", "per_order", "per_ticket"]);
export type RealNameRule = z.infer<typeof ZRealNameRule>;

const ZShowId = z.coerce.number({ error: "演出不存在" }).int({ error: "演出不存在" }).positive({ error: "演出不存在" });
const ZProductId = z.coerce.number({ error: "场次不存在" }).int({ error: "场次不存在" }).positive({ error: "场次不存在" });

/** List of shows on sale: by district, category and keyword, page by page. */
export const ZPerformListRequest = ZPageQuery.extend({
  area_code: z.union([z.literal(""), z.enum(AREA_CODES)], { error: "区域不正确" }).optional().transform((v) => v || undefined),
  category: z.union([z.literal(""), z.enum(PERFORMANCE_CATEGORIES)], { error: "分类不正确" }).optional().transform((v) => v || undefined),
  keyword: z.string().trim().max(30, { error: "关键词过长" }).optional().transform((v) => v || undefined),
});
export type PerformListRequest = z.input<typeof ZPerformListRequest>;
export type PerformListQuery = z.output<typeof ZPerformListRequest>;

/**
 * A show in lists. `first_day`..`last_day`: the days of its sessions still on sale (null when none
 * is left); `min_price_fen` its cheapest zone; `sample` true when schedule and prices are samples.
 */
export const ZPerformListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  category: z.enum(PERFORMANCE_CATEGORIES),
  category_name: z.string(),
  venue_id: z.number().int(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  area_code: z.enum(AREA_CODES),
  area_name: z.string(),
  area_name_en: z.string(),
  cover: z.string(),
  min_price_fen: z.number().int().nullable(),
  first_day: ZDay.nullable(),
  last_day: ZDay.nullable(),
  real_name: ZRealNameRule,
  sample: z.boolean(),
});
export type PerformListItem = z.infer<typeof ZPerformListItem>;
export const ZPerformListPage = ZPage(ZPerformListItem);
export type PerformListPage = z.infer<typeof ZPerformListPage>;

export const ZPerformDetailRequest = z.object({ id: ZShowId });
export type PerformDetailRequest = z.input<typeof ZPerformDetailRequest>;

/** A price zone of a show: its SKU and price per ticket (fen). */
export const ZPerformZone = z.object({
  sku_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  price_fen: z.number().int(),
});
export type PerformZone = z.infer<typeof ZPerformZone>;

/**
 * One show: texts, venue and hall, zones, limits and rules. `seated`: tickets are bought seat by seat
 * on /api/perform/seats; otherwise by zone and quantity (general admission). `max_per_order`: most
 * tickets of one order. `rules`: refund policy and entry (decision 022), the same for every zone.
 */
export const ZPerformDetail = ZPerformListItem.extend({
  duration_minutes: z.number().int(),
  age_limit: z.string(),
  age_limit_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  venue: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    address: z.string(),
    address_en: z.string(),
    lng: z.number(),
    lat: z.number(),
  }),
  hall: z.object({ code: z.string(), name: z.string(), name_en: z.string(), capacity: z.number().int() }),
  seated: z.boolean(),
  zones: z.array(ZPerformZone),
  max_per_order: z.number().int(),
  rules: ZSkuRules,
  sale_cutoff_minutes: z.number().int(),
});
export type PerformDetail = z.infer<typeof ZPerformDetail>;

export const ZPerformSessionsRequest = z.object({ id: ZShowId });
export type PerformSessionsRequest = z.input<typeof ZPerformSessionsRequest>;

/** A zone of one session: places left in it (seats of that zone not taken, or the zone's own stock). */
export const ZSessionZone = ZPerformZone.extend({ remaining: z.number().int() });

/**
 * One session still on sale (/PerformDate): `slot` its start "19:30" (what order create and the
 * seat map take), `starts_at` ISO UTC, places left per zone and in all, `bookable` when any is left.
 */
export const ZPerformSession = z.object({
  day: ZDay,
  slot: z.string(),
  starts_at: z.string(),
  zones: z.array(ZSessionZone),
  remaining: z.number().int(),
  bookable: z.boolean(),
});
export type PerformSession = z.infer<typeof ZPerformSession>;

/** The sessions of a show that have not ended or closed for sale, in time order. */
export const ZPerformSessions = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  seated: z.boolean(),
  sessions: z.array(ZPerformSession),
});
export type PerformSessions = z.infer<typeof ZPerformSessions>;

/** One session's seat map: the show's product, the session day and start. */
export const ZPerformSeatsRequest = z.object({
  product_id: ZProductId,
  day: ZDay,
  slot: z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "场次不存在" }),
});
export type PerformSeatsRequest = z.input<typeof ZPerformSeatsRequest>;
export type PerformSeatsQuery = z.output<typeof ZPerformSeatsRequest>;

/** The seat map answer (seats.ts), so the endpoint table loads one module. */
export { ZSeatMap, type SeatMap } from "./seats";
