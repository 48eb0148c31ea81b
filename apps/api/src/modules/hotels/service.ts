import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import type { Page } from "@wenlv/contract/envelope";
import {
  type HotelAvailability,
  type HotelAvailabilityQuery,
  type HotelDetail,
  type HotelListItem,
  type HotelListQuery,
  type RoomType,
} from "@wenlv/contract/hotels";
import { isoWeekday } from "@wenlv/contract/opening-hours";
import type { RefundPolicy } from "@wenlv/contract/sku-rules";
import { MAX_HOTEL_NIGHTS } from "@wenlv/contract/orders";
import { CATALOGUE_TAG, stockTag } from "../../cache/response-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { ensureInventoryDays, saleWindow } from "../../db/inventory";
import { readSkuRules } from "../../db/sku-rules";
import { hotels, products, skus } from "../../db/schema/index";
import { HOTEL_SALE_DAYS } from "../../db/seed-hotels";
import { ticketRules } from "../../db/ticket-rules";
import { addDays, daysBetween, isValidDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import { refundDeadline } from "../orders/refund-policy";
import { keywordCondition } from "../search/match";

type HotelRow = typeof hotels.$inferSelect;

/** Absolute URL of a hotel's generated cover: `${imageHost}/res/hotel/<slug>.svg` (cover-routes.ts). */
export function hotelCoverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/hotel/${encodeURIComponent(slug)}.svg`;
}

/** Cheapest weekday price (fen) of the hotel's on-sale room types, or null. */
const minPriceSql = sql<number | null>`(SELECT min(s.price_fen) FROM skus s JOIN products p ON p.id = s.product_id
  WHERE p.type = 'hotel' AND p.owner_type = 'hotel' AND p.owner_id = "hotels"."id" AND p.on_sale AND s.on_sale)`;

function toListItem(row: HotelRow, imageHost: string, minPriceFen: number | null): HotelListItem {
  const area = row.areaCode as AreaCode;
  return {
    id: row.id,
    slug: row.slug,
    name: row.nameZh,
    name_en: row.nameEn,
    area_code: area,
    area_name: AREAS[area] ?? "",
    area_name_en: AREA_NAMES_EN[area] ?? "",
    address: row.address,
    address_en: row.addressEn,
    lng: row.lng,
    lat: row.lat,
    star_level: row.starLevel,
    facilities: row.facilities,
    cover: hotelCoverUrl(imageHost, row.slug),
    min_price_fen: minPriceFen === null || minPriceFen === undefined ? null : Number(minPriceFen),
    sample: row.sample,
  };
}

/** A keyword matches the Chinese or English name or address, or the name's pinyin or initials start with its Latin spelling (search/match keywordCondition). */
function keywordMatch(keyword: string): SQL {
  return keywordCondition(keyword, [hotels.nameZh, hotels.nameEn, hotels.address, hotels.addressEn], [hotels.namePinyin, hotels.nameInitials]);
}

/**
 * Hotels page by page (issue 10, /HotelAccommodation): by district and keyword, the higher star
 * level first, then by id. `min_price_fen` is the cheapest weekday room price (fen).
 */
export async function listHotels(ctx: AppContext, query: HotelListQuery): Promise<Page<HotelListItem>> {
  const where = and(query.area_code ? eq(hotels.areaCode, query.area_code) : undefined, query.keyword ? keywordMatch(query.keyword) : undefined);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ hotel: hotels, minPrice: minPriceSql })
      .from(hotels)
      .where(where)
      .orderBy(desc(hotels.starLevel), asc(hotels.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(hotels).where(where),
  ]);
  return {
    list: rows.map((r) => toListItem(r.hotel, ctx.config.imageHost, r.minPrice)),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** A room product's rules as seeded (seed.ts seedHotel): bed, size, guests, breakfast. */
type RoomRules = { bed?: RoomType["bed"]; areaM2?: number; maxGuests?: number; breakfast?: number };
/**
 * The weekend (Friday and Saturday night) price in fen of a room SKU: the `weekendPriceFen` the
 * seed puts beside the SKU rules (seed.ts seedHotel), else the weekday price.
 */
export function weekendPriceOf(sku: { priceFen: number; rules: unknown }): number {
  const weekend = (sku.rules as { weekendPriceFen?: unknown } | null)?.weekendPriceFen;
  return typeof weekend === "number" && Number.isInteger(weekend) && weekend > 0 ? weekend : sku.priceFen;
}

/** The on-sale room types of a hotel with their rate, cheapest first, each with its product's stock rules. */
async function roomTypes(db: Db, hotelId: number): Promise<{ room: RoomType; stock: Record<string, unknown> }[]> {
  const rows = await db
    .select({ productId: products.id, productRules: products.rules, skuId: skus.id, code: skus.code, name: skus.name, nameEn: skus.nameEn, priceFen: skus.priceFen, skuRules: skus.rules })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(eq(products.type, "hotel"), eq(products.ownerType, "hotel"), eq(products.ownerId, hotelId), eq(products.onSale, true), eq(skus.onSale, true)))
    .orderBy(asc(skus.priceFen), asc(skus.id));
  return rows.map((r) => {
    const room = r.productRules as RoomRules;
    const type: RoomType = {
      product_id: r.productId,
      sku_id: r.skuId,
      code: r.code,
      name: r.name,
      name_en: r.nameEn,
      bed: room.bed ?? "king",
      area_m2: room.areaM2 ?? 0,
      max_guests: room.maxGuests ?? 2,
      breakfast: room.breakfast ?? 0,
      price_fen: r.priceFen,
      weekend_price_fen: weekendPriceOf({ priceFen: r.priceFen, rules: r.skuRules }),
      rules: readSkuRules(r.skuRules),
    };
    return { room: type, stock: r.productRules };
  });
}

async function hotelById(db: Db, id: number): Promise<{ hotel: HotelRow; minPrice: number | null }> {
  const [row] = await db.select({ hotel: hotels, minPrice: minPriceSql }).from(hotels).where(eq(hotels.id, id)).limit(1);
  if (!row) throw userError("酒店不存在");
  return row;
}

/** One hotel with its room types on sale (issue 10, /HotelDetail). Unknown id -> code 0 "酒店不存在". */
export async function hotelDetail(ctx: AppContext, { id }: { id: number }): Promise<HotelDetail> {
  const { hotel, minPrice } = await hotelById(ctx.db, id);
  return {
    ...toListItem(hotel, ctx.config.imageHost, minPrice),
    phone: hotel.phone,
    check_in: hotel.checkIn,
    check_out: hotel.checkOut,
    description: hotel.descriptionZh,
    description_en: hotel.descriptionEn,
    source_name: hotel.sourceName,
    source_url: hotel.sourceUrl,
    sale_days: HOTEL_SALE_DAYS,
    rooms: (await roomTypes(ctx.db, hotel.id)).map((r) => r.room),
  };
}

/** The price of a room on the night starting `day`: the weekend price on Friday and Saturday nights. */
export function nightPriceFen(room: Pick<RoomType, "price_fen" | "weekend_price_fen">, day: string): number {
  const weekday = isoWeekday(day);
  return weekday === 5 || weekday === 6 ? room.weekend_price_fen : room.price_fen;
}

/**
 * Until when a stay checking in on `checkIn` can be cancelled free under the rate's `refund`
 * policy: the check-in day at the hotel's check-in time (Shanghai, UTC+8) less the policy's hours,
 * as an ISO UTC string; null unless the policy is "before".
 */
export function freeCancelUntil(refund: RefundPolicy, checkIn: string, checkInTime: string): string | null {
  if (refund.kind !== "before") return null;
  // The same deadline a refund of the stay is judged by (orders/refund-policy.ts policyBlocker).
  return refundDeadline(refund.hours, checkIn, null, checkInTime).toISOString();
}

/**
 * The nights of a stay that can be booked at `now`: real days, check-out after check-in, check-in
 * today or later, at most MAX_HOTEL_NIGHTS nights, the last night within the sales window
 * (HOTEL_SALE_DAYS nights, tonight included). Else code 0 with the reason (the availability answer
 * and order create refuse the same stays).
 */
export function stayOf(now: Date, checkIn: string, checkOut: string): string[] {
  if (!isValidDay(checkIn) || !isValidDay(checkOut)) throw userError("日期不正确");
  if (checkOut <= checkIn) throw userError("离店日期应晚于入住日期");
  const window = saleWindow(now, HOTEL_SALE_DAYS);
  if (checkIn < window.first) throw userError("入住日期已过");
  const nights = stayNights(checkIn, checkOut);
  if (nights.length > MAX_HOTEL_NIGHTS) throw userError(`最多连住${MAX_HOTEL_NIGHTS}晚`);
  if (nights[nights.length - 1]! > window.last) throw userError(`仅可预订${HOTEL_SALE_DAYS}天内的房间`);
  return nights;
}

/** The room products of each hotel whose availability this node answered (for {@link availabilityCacheTags}). */
const roomProductsOf = new Map<number, readonly number[]>();

/**
 * The catalogue-cache tags of an availability answer: any catalogue change, and places taken or
 * returned on any room type of the hotel (`stockTag` of each room product). Called after the answer
 * was computed, which recorded the hotel's room products.
 */
export function availabilityCacheTags({ id }: { id: number }): string[] {
  return [CATALOGUE_TAG, ...(roomProductsOf.get(id) ?? []).map((productId) => stockTag(productId))];
}

/** The nights of a stay: check-in day up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));
}

/**
 * The room types of a hotel for a stay (issue 10, /HotelDetail's room list and /HotelOrder): night
 * by night its price (weekday or weekend) and the rooms left; `bookable` when every night has
 * `rooms` rooms; `total_fen` for `rooms` rooms over all nights; the free-cancellation deadline.
 * The stay must start today or later and end within the sales window (HOTEL_SALE_DAYS nights,
 * tonight included), at most MAX_HOTEL_NIGHTS nights; else code 0 with the reason.
 */
export async function hotelAvailability(ctx: AppContext, query: HotelAvailabilityQuery): Promise<HotelAvailability> {
  const { hotel } = await hotelById(ctx.db, query.id);
  const nights = stayOf(ctx.now(), query.check_in, query.check_out);
  const rooms = await roomTypes(ctx.db, hotel.id);
  roomProductsOf.set(hotel.id, rooms.map(({ room }) => room.product_id));
  const stock = await Promise.all(rooms.map(({ room, stock: rules }) => ensureInventoryDays(ctx.db, room.product_id, nights, ticketRules(rules))));
  return {
    check_in: query.check_in,
    check_out: query.check_out,
    nights: nights.length,
    rooms: rooms.map(({ room }, i) => {
      const rows = stock[i] ?? [];
      const perNight = nights.map((day) => {
        const row = rows.find((r) => r.day === day);
        return { day, price_fen: nightPriceFen(room, day), remaining: row ? Math.max(0, row.capacity - row.sold) : 0 };
      });
      return {
        product_id: room.product_id,
        sku_id: room.sku_id,
        nights: perNight,
        bookable: perNight.every((n) => n.remaining >= query.rooms),
        total_fen: perNight.reduce((sum, n) => sum + n.price_fen, 0) * query.rooms,
        free_cancel_until: freeCancelUntil(room.rules.refund, query.check_in, hotel.checkIn),
      };
    }),
  };
}
