import { z } from "zod";
import { AREA_CODES } from "./areas";
import { ZPage, ZPageQuery } from "./envelope";
import { MAX_HOTEL_ROOMS, ZDay } from "./orders";
import { ZSkuRules } from "./sku-rules";

/*
 * Hotels (issue 10, spec section 2: /HotelAccommodation, /HotelDetail, /HotelDetailMore,
 * /HotelOrder). Endpoints:
 * - /api/hotel/list          ZHotelListRequest -> ZHotelListPage
 * - /api/hotel/detail        ZHotelDetailRequest -> ZHotelDetail
 * - /api/hotel/availability  ZHotelAvailabilityRequest -> ZHotelAvailability
 * Coordinates are GCJ-02; prices integer fen per room and night; days "YYYY-MM-DD" in
 * Asia/Shanghai; a night is named by the day it starts (check-in day).
 */

const ZHotelId = z.coerce.number({ error: "酒店不存在" }).int({ error: "酒店不存在" }).positive({ error: "酒店不存在" });

/** List of hotels: by district and keyword, page by page. */
export const ZHotelListRequest = ZPageQuery.extend({
  area_code: z.union([z.literal(""), z.enum(AREA_CODES)], { error: "区域不正确" }).optional().transform((v) => v || undefined),
  keyword: z.string().trim().max(30, { error: "关键词过长" }).optional().transform((v) => v || undefined),
});
export type HotelListRequest = z.input<typeof ZHotelListRequest>;
export type HotelListQuery = z.output<typeof ZHotelListRequest>;

/** Facility keys a hotel may list (apps/api/seed/notes/hotels.md); pages show their labels (hotels strings `facility.<key>`). */
export const HOTEL_FACILITIES = [
  "wifi", "parking", "breakfast", "pool", "gym", "restaurant", "airport_shuttle", "family", "pets",
  "accessible", "ev_charging", "laundry", "meeting", "spa", "garden",
] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];

/** A hotel in lists; `min_price_fen` is the cheapest weekday room price (null when no room is on sale). */
export const ZHotelListItem = z.object({
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
  star_level: z.number().int(),
  /** Facility keys ({@link HOTEL_FACILITIES}); the app shows their labels. */
  facilities: z.array(z.string()),
  cover: z.string(),
  min_price_fen: z.number().int().nullable(),
  /** True when the prices and stock are samples (seed/notes/hotels.md). */
  sample: z.boolean(),
});
export type HotelListItem = z.infer<typeof ZHotelListItem>;
export const ZHotelListPage = ZPage(ZHotelListItem);
export type HotelListPage = z.infer<typeof ZHotelListPage>;

/** A room type: its product (stock per night) and its one SKU (the rate). */
export const ZRoomType = z.object({
  product_id: z.number().int(),
  sku_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  bed: z.enum(["king", "queen", "twin", "family", "suite"]),
  area_m2: z.number().int(),
  max_guests: z.number().int(),
  /** Breakfasts included per night. */
  breakfast: z.number().int(),
  price_fen: z.number().int(),
  /** Friday and Saturday nights. */
  weekend_price_fen: z.number().int(),
  /**
   * The rate's rules, as a ticket SKU's (decision 022): `refund` "before" N hours = free
   * cancellation until N hours before check-in (at the hotel's check-in time), "none" = not
   * refundable; `entry` "id_card" (the guest's ID at the desk).
   */
  rules: ZSkuRules,
});
export type RoomType = z.infer<typeof ZRoomType>;

export const ZHotelDetailRequest = z.object({ id: ZHotelId });
export type HotelDetailRequest = z.input<typeof ZHotelDetailRequest>;

/** One hotel with its texts, source and room types on sale. */
export const ZHotelDetail = ZHotelListItem.extend({
  phone: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  description: z.string(),
  description_en: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  /** Nights ahead that can be booked, tonight included. */
  sale_days: z.number().int(),
  rooms: z.array(ZRoomType),
});
export type HotelDetail = z.infer<typeof ZHotelDetail>;

/** The rooms of a hotel for a stay: check-in and check-out days, rooms wanted of each type. */
export const ZHotelAvailabilityRequest = z
  .object({
    id: ZHotelId,
    check_in: ZDay,
    check_out: ZDay,
    rooms: z.coerce.number({ error: "房间数不正确" }).int({ error: "房间数不正确" }).min(1, { error: "房间数不正确" }).max(MAX_HOTEL_ROOMS, { error: `每单最多${MAX_HOTEL_ROOMS}间` }).default(1),
  })
  .refine((q) => q.check_out > q.check_in, { error: "离店日期应晚于入住日期", path: ["check_out"] });
export type HotelAvailabilityRequest = z.input<typeof ZHotelAvailabilityRequest>;
export type HotelAvailabilityQuery = z.output<typeof ZHotelAvailabilityRequest>;

/** One night of a room type: its price and the rooms left. */
export const ZRoomNight = z.object({ day: ZDay, price_fen: z.number().int(), remaining: z.number().int() });

/**
 * A room type for the stay: night by night; `bookable` when every night has `rooms` rooms left;
 * `total_fen` = the nights' prices times `rooms`; `free_cancel_until` the ISO time until which the
 * order can be cancelled free (null for a non-refundable rate), shown before paying.
 */
export const ZRoomAvailability = z.object({
  product_id: z.number().int(),
  sku_id: z.number().int(),
  nights: z.array(ZRoomNight),
  bookable: z.boolean(),
  total_fen: z.number().int(),
  free_cancel_until: z.string().nullable(),
});
export type RoomAvailability = z.infer<typeof ZRoomAvailability>;

export const ZHotelAvailability = z.object({
  check_in: ZDay,
  check_out: ZDay,
  nights: z.number().int(),
  rooms: z.array(ZRoomAvailability),
});
export type HotelAvailability = z.infer<typeof ZHotelAvailability>;
