import { and, eq } from "drizzle-orm";
import type { HotelOrderCreateData, OrderCreated } from "@wenlv/contract/orders";
import type { AppContext, AuthSession } from "../../context";
import { ensureInventoryDays } from "../../db/inventory";
import { hotels, products, skus } from "../../db/schema/index";
import { NIGHT_SLOT } from "../../db/seed-hotels";
import { readSkuRules } from "../../db/sku-rules";
import { ticketRules } from "../../db/ticket-rules";
import { userError } from "../../plugins/envelope";
import { placeOrReplay, staleReplay } from "../orders/replay";
import type { PlacementLine } from "../orders/placement";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { nightPriceFen, stayOf, weekendPriceOf } from "./service";

/** Refusal (4006) when a night of the stay has fewer rooms than asked. */
export const NO_ROOMS_MESSAGE = "所选日期房量不足，请更换日期或房型";

/**
 * POST /api/order/create for a hotel stay (`type: "hotel"`, issue 10, decision 033), after the
 * signature check: freshness (4006 beyond 5 minutes); the stay's lines ({@link hotelStayLines});
 * then one order with one item per night placed all or none by placeLines: a night with too few
 * rooms -> 4006 {@link NO_ROOMS_MESSAGE} and nothing written. A retry with the same idempotency key
 * answers the same order. The taken nights are announced on the bus once written.
 */
export async function createHotelOrder(ctx: AppContext, session: AuthSession, data: HotelOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  const stale = await staleReplay(ctx, session.userId, data, now);
  if (stale) return stale;
  return placeOrReplay(ctx, session, data, partnerCode, now, await hotelStayLines(ctx, data, now), NO_ROOMS_MESSAGE);
}

/**
 * The placement lines of a hotel stay, checked but not placed (order create and the waiting list,
 * decision 035): one guest per room (code 0 "请为每间房填写一位入住人"); the room type on sale (its
 * product and SKU, else code 0 "房型不存在或已下架"); the stay within the sales window (stayOf); one
 * line per night at that night's price in fen (weekend price on Friday and Saturday nights) for
 * `rooms` rooms, on the night's stock row (id 0 for a night without one: placeLines refuses it).
 */
export async function hotelStayLines(ctx: Pick<AppContext, "db">, data: HotelOrderCreateData, now: Date): Promise<PlacementLine[]> {
  if (data.guests.length !== data.rooms) throw userError("请为每间房填写一位入住人");
  const [room] = await ctx.db
    .select({ product: products, sku: skus, hotel: hotels })
    .from(products)
    .innerJoin(skus, and(eq(skus.productId, products.id), eq(skus.id, data.sku_id)))
    .innerJoin(hotels, eq(hotels.id, products.ownerId))
    .where(and(eq(products.id, data.product_id), eq(products.type, "hotel"), eq(products.ownerType, "hotel"), eq(products.onSale, true), eq(skus.onSale, true)))
    .limit(1);
  if (!room) throw userError("房型不存在或已下架");
  const nights = stayOf(now, data.check_in, data.check_out);
  const rows = await ensureInventoryDays(ctx.db, room.product.id, nights, ticketRules(room.product.rules));
  const rate = { price_fen: room.sku.priceFen, weekend_price_fen: weekendPriceOf(room.sku) };
  const snapshot: ItemSnapshot = {
    fingerprint: requestFingerprint(data),
    travellers: [],
    owner: { type: "hotel", id: room.hotel.id, name: room.hotel.nameZh },
    en: { title: room.hotel.nameEn, sku_name: room.sku.nameEn },
    rules: readSkuRules(room.sku.rules),
    stay: {
      check_in: data.check_in,
      check_out: data.check_out,
      nights: nights.length,
      rooms: data.rooms,
      guests: data.guests,
      check_in_time: room.hotel.checkIn,
      check_out_time: room.hotel.checkOut,
    },
  };
  return nights.map((day) => ({
    productType: "hotel",
    productId: room.product.id,
    skuId: room.sku.id,
    // A night without a stock row cannot be sold; placeLines refuses the made-up id.
    inventoryId: rows.find((r) => r.day === day && r.slot === NIGHT_SLOT)?.id ?? 0,
    title: room.hotel.nameZh,
    skuName: room.sku.name,
    day,
    slot: NIGHT_SLOT,
    quantity: data.rooms,
    unitPriceFen: nightPriceFen(rate, day),
    snapshot,
  }));
}
