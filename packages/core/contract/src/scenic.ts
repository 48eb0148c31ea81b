import { z } from "zod";
import { ZSkuRules } from "./sku-rules";
import { AREA_CODES } from "./areas";
import { ZPage, ZPageQuery } from "./envelope";
import { ZOfferHostField, ZPartnerOffer } from "./partner-offers";

/**
 * Wire shapes of the scenic catalogue (issue 2 section 3 "Scenic catalogue").
 * Endpoints (POST with form body, or GET with the same fields in the query and an ETag):
 * - /api/scenic/list    ZScenicListRequest -> Page<ZScenicListItem>
 * - /api/scenic/detail  ZScenicDetailRequest -> ZScenicDetail
 * - /api/scenic/stock   ZStockRequest -> ZStockResult (an array of days)
 * Covers: GET /res/scenic/<slug>.svg (absolute URL in `cover`, on the configurable image host).
 * Coordinates are GCJ-02; prices integer fen; days "YYYY-MM-DD" in Asia/Shanghai.
 */

export { AREA_CODES, AREAS, AREA_NAMES_EN, isAreaCode, type AreaCode } from "./areas";
export const ZAreaCode = z.enum(AREA_CODES, { error: "区域不正确" });

/** A form field that is either absent, empty (treated as absent) or a finite number (string or number). */
const optionalNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.issues.push({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return n;
    });

/** "1"/"true"/true -> true, "0"/"false"/false -> false, absent or "" -> undefined. */
const optionalFlag = z
  .union([z.boolean(), z.enum(["", "0", "1", "true", "false"])], { error: "参数不正确" })
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === true || v === "1" || v === "true"));

/**
 * Request of `scenicList`: paging (page >= 1, page_size 1..50), optional district, keyword (matched on
 * Chinese and English names by substring, on the names' toneless pinyin and initials by prefix, and on
 * tags; names that match whole or by prefix come first, issue 9), `hot` filter, and a GCJ-02 location; with a location the list is
 * sorted by distance (nearest first) and `distance_m` is filled, else hot spots first then A-level desc.
 */
/**
 * Orders of the scenic list (issue 9): "recommended" (hot, then A-level), "distance" (needs `lng` and
 * `lat`), "price_asc" / "price_desc" (cheapest SKU; spots without tickets last), "popularity"
 * (tickets paid in the last 30 days and not refunded). Without `sort`: distance when a location is
 * given, else recommended. `prefer_area` puts that district's spots first in every order but distance.
 */
export const SCENIC_SORTS = ["recommended", "distance", "price_asc", "price_desc", "popularity"] as const;
export type ScenicSort = (typeof SCENIC_SORTS)[number];

export const ZScenicListRequest = ZPageQuery.extend({
  area_code: z.union([z.literal(""), ZAreaCode], { error: "区域不正确" }).optional().transform((v) => v || undefined),
  keyword: z.string().trim().max(50, { error: "关键词太长" }).optional().transform((v) => v || undefined),
  /** A category tag of the data by key ("garden", "water_town", "museum") or Chinese label ("园林"): spots carrying exactly that tag (issue 9). */
  tag: z.string().trim().max(20, { error: "分类不正确" }).optional().transform((v) => v || undefined),
  lng: optionalNumber(-180, 180, "经度不正确"),
  lat: optionalNumber(-90, 90, "纬度不正确"),
  hot: optionalFlag,
  sort: z.union([z.literal(""), z.enum(SCENIC_SORTS)], { error: "排序方式不正确" }).optional().transform((v) => v || undefined),
  /** Only spots of this A-level (1-5, 5 = 5A); absent or "" for all. */
  a_level: optionalNumber(1, 5, "A级不正确").refine((v) => v === undefined || Number.isInteger(v), { error: "A级不正确" }),
  /** The partner's own district, listed first (Kunshan shows Kunshan first, issue 9). */
  prefer_area: z.union([z.literal(""), ZAreaCode], { error: "区域不正确" }).optional().transform((v) => v || undefined),
  /**
   * The calling shell's host ("bank"; sent by the api-client with every call, partner-offers.ts):
   * each item then carries the host's `offers`, and the recommended order puts the host's featured
   * spots first, by their position (decision 026).
   */
  host: ZOfferHostField,
  /** With `host`: only the host's featured spots, in the host's order (the bank home's first section). */
  featured: optionalFlag,
});
export type ScenicListRequest = z.input<typeof ZScenicListRequest>;
export type ScenicListQuery = z.output<typeof ZScenicListRequest>;

/** A scenic spot in lists. `cover` is an absolute URL; `min_price_fen` is the cheapest SKU (null when none). */
export const ZScenicListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  area_code: ZAreaCode,
  area_name: z.string(),
  /** The district's English name ("Gusu District"). */
  area_name_en: z.string().default(""),
  address: z.string(),
  /** The address in English ("" when the record has none). */
  address_en: z.string().default(""),
  lng: z.number(),
  lat: z.number(),
  a_level: z.number().int(),
  /** The Chinese labels of the spot's tags ("园林"); `tags_en` the English ones and `tag_keys` the keys ("garden"), in the same order. */
  tags: z.array(z.string()),
  tags_en: z.array(z.string()).default([]),
  tag_keys: z.array(z.string()).default([]),
  hot: z.boolean(),
  cover: z.string(),
  min_price_fen: z.number().int().nullable(),
  distance_m: z.number().nullable(),
  /** Only when the request named a `host`: its offers valid now on the spot or any of its on-sale tickets. */
  offers: z.array(ZPartnerOffer).optional(),
});
export type ScenicListItem = z.infer<typeof ZScenicListItem>;

/** A SKU of a ticket product: price in integer fen; `kind` e.g. "adult", "child", "senior", "student". */
export const ZSku = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  kind: z.string(),
  price_fen: z.number().int(),
  /** Refund policy, entry method and needed proof, shown before paying (issue 9, decision 022). */
  rules: ZSkuRules,
  /** Only when the request named a `host`: its offers valid now on this SKU (its own and the spot's). */
  offers: z.array(ZPartnerOffer).optional(),
});
export type Sku = z.infer<typeof ZSku>;

/**
 * A ticket product of a spot. `real_name` true means one traveller (name + ID) per ticket;
 * `slots` are the entry time slots ("09:00-11:00"); `sale_days` is how many days ahead
 * (today included, Asia/Shanghai) can be booked.
 */
export const ZTicketProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  real_name: z.boolean(),
  skus: z.array(ZSku),
  slots: z.array(z.string()),
  sale_days: z.number().int(),
  /** "HH:MM" Shanghai time the 全天 slot stops admitting (停止入园), or null (issue 9). */
  last_entry: z.string().nullable().default(null),
  /** Booking stops this many minutes before a slot's end / the last entry (预订截止). */
  cutoff_minutes: z.number().int().default(0),
});
export type TicketProduct = z.infer<typeof ZTicketProduct>;

/** Request of `scenicDetail`: one spot by id. An unknown id answers code 0 "景区不存在". */
export const ZScenicDetailRequest = z.object({
  id: z.coerce.number({ error: "景区不存在" }).int({ error: "景区不存在" }).positive({ error: "景区不存在" }),
  /** The calling shell's host (see ZScenicListRequest `host`): the spot and its SKUs then carry its offers. */
  host: ZOfferHostField,
});
export type ScenicDetailRequest = z.input<typeof ZScenicDetailRequest>;
export type ScenicDetailQuery = z.output<typeof ZScenicDetailRequest>;

/**
 * An opening season of a spot (issue 9: hours per season as data): days `from`..`to` ("MM-DD",
 * inclusive, may wrap over the new year), open `open`..`close` ("HH:MM" Asia/Shanghai) admitting
 * until `last_entry`, or day and night when `all_day`.
 */
export const ZOpeningSeason = z.object({
  from: z.string(),
  to: z.string(),
  all_day: z.boolean(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  last_entry: z.string().nullable(),
});
export type OpeningSeason = z.infer<typeof ZOpeningSeason>;

/**
 * An image of a spot's gallery: a `photo` an operator added through the storage provider, or a
 * generated `illustration` (labelled as such, never passed off as a photo); caption in both
 * languages and the credit shown with it.
 */
export const ZGalleryImage = z.object({
  url: z.string(),
  kind: z.enum(["photo", "illustration"]),
  caption: z.string(),
  caption_en: z.string(),
  credit: z.string(),
});
export type GalleryImage = z.infer<typeof ZGalleryImage>;

/** A spot near another: GCJ-02 point and the straight-line distance in metres. */
export const ZNearbySpot = z.object({ id: z.number().int(), name: z.string(), name_en: z.string(), lng: z.number(), lat: z.number(), distance_m: z.number() });
export type NearbySpot = z.infer<typeof ZNearbySpot>;

/**
 * Detail of a spot: the list item plus texts, its source, its ticket products and (issue 9) the
 * opening seasons, weekly closures (ISO weekdays, 1 = Monday), phone ("" when none), rating (mean
 * stars 1-5, null without reviews) and review count, gallery, and the nearest spots.
 */
export const ZScenicDetail = ZScenicListItem.extend({
  /** The hours as Chinese text (older clients); pages format `hours` in the visitor's language. */
  opening_hours: z.string(),
  hours: z.array(ZOpeningSeason).default([]),
  hours_note: z.string().default(""),
  hours_note_en: z.string().default(""),
  closed_weekdays: z.array(z.number().int()).default([]),
  phone: z.string().default(""),
  rating: z.number().nullable().default(null),
  review_count: z.number().int().default(0),
  gallery: z.array(ZGalleryImage).default([]),
  nearby: z.array(ZNearbySpot).default([]),
  description: z.string(),
  description_en: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  products: z.array(ZTicketProduct),
});
export type ScenicDetail = z.infer<typeof ZScenicDetail>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "日期格式应为YYYY-MM-DD" });

/**
 * Request of `scenicStock`: remaining stock per day and slot for `days` days (1..15, default 15) from
 * `start_day` (default today, Asia/Shanghai). Days outside the sales window are left out.
 */
export const ZStockRequest = z.object({
  product_id: z.coerce.number({ error: "产品不存在" }).int({ error: "产品不存在" }).positive({ error: "产品不存在" }),
  start_day: z.union([z.literal(""), ZDay], { error: "日期格式应为YYYY-MM-DD" }).optional().transform((v) => v || undefined),
  days: z.coerce.number({ error: "天数不正确" }).int({ error: "天数不正确" }).min(1, { error: "天数不正确" }).max(15, { error: "天数不正确" }).default(15),
});
export type StockRequest = z.input<typeof ZStockRequest>;
export type StockQuery = z.output<typeof ZStockRequest>;

/**
 * Stock of one slot: `remaining` = capacity - sold (never negative); `bookable` false when the place
 * is closed that day (`blocked: "closed"`) or the slot's booking cut-off has come (`"ended"`);
 * order create refuses exactly those (issue 9).
 */
export const ZSlotStock = z.object({
  slot: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  bookable: z.boolean(),
  blocked: z.enum(["closed", "ended"]).optional(),
});
export type SlotStock = z.infer<typeof ZSlotStock>;

/** Stock of one day ("YYYY-MM-DD", Asia/Shanghai); `closed` on the place's closing days (周一闭馆, closures). */
export const ZStockDay = z.object({ day: z.string(), closed: z.boolean(), slots: z.array(ZSlotStock) });
export type StockDay = z.infer<typeof ZStockDay>;

/** Answer `data` of /api/scenic/stock: the days in order. */
export const ZStockResult = z.array(ZStockDay);
export type StockResult = z.infer<typeof ZStockResult>;

/** Answer `data` of /api/scenic/list. */
export const ZScenicListPage = ZPage(ZScenicListItem);
