import { and, eq } from "drizzle-orm";
import type { HotelOrderCreateData, OrderCreated } from "@wenlv/contract/orders";
import { slotKey } from "../../cache/slot-key";
import type { AppContext, AuthSession } from "../../context";
import { ensureInventoryDays } from "../../db/inventory";
import { hotels, products, skus } from "../../db/schema/index";
import { NIGHT_SLOT } from "../../db/seed-hotels";
import { readSkuRules } from "../../db/sku-rules";
import { ticketRules } from "../../db/ticket-rules";
import { refused, userError } from "../../plugins/envelope";
import { assertFresh, created, replayOf } from "../orders/replay";
import { placeLines, ReplayConflict, TooFewPlaces, type PlacementLine } from "../orders/placement";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { nightPriceFen, stayOf, weekendPriceOf } from "./service";

/** Refusal (4006) when a night of the stay has fewer rooms than asked. */
export const NO_ROOMS_MESSAGE = "所选日期房量不足，请更换日期或房型";

/**
 * POST /api/order/create for a hotel stay (`type: "hotel"`, issue 10, decision 033), after the
 * signature check: freshness (4006 beyond 5 minutes); one guest per room; the room type on sale
 * (its product and SKU, else code 0 "房型不存在或已下架"); the stay within the sales window (stayOf);
 * then one order with one item per night, each at that night's price (weekend price on Friday and
 * Saturday nights) for `rooms` rooms, placed all or none by placeLines: a night with too few rooms
 * -> 4006 {@link NO_ROOMS_MESSAGE} and nothing written. A retry with the same idempotency key
 * answers the same order. The taken nights are announced on the bus once written.
 */
export async function createHotelOrder(ctx: AppContext, session: AuthSession, data: HotelOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  const replayed = async () => replayOf(ctx, session.userId, data);
  try {
    assertFresh(data, now);
  } catch (error) {
    const replay = await replayed();
    if (replay) return replay;
    throw error;
  }
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
  const lines: PlacementLine[] = nights.map((day) => ({
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
  try {
    const order = await placeLines(
      ctx.db,
      {
        userId: session.userId,
        type: "hotel",
        partnerCode,
        channel: data.channel,
        sourcePort: data.source_port,
        sourceScene: data.source_scene,
        idempotencyKey: data.idempotency_key,
        contactName: data.contact_name,
        contactPhone: data.contact_phone,
        nonce: { sessionId: session.sessionId, value: data.nonce },
        now,
        expiresAt: new Date(now.getTime() + ctx.config.orderPayTimeoutMs),
      },
      lines,
    );
    for (const day of nights) await ctx.bus.publish("stock-taken", slotKey(room.product.id, day, NIGHT_SLOT));
    return created(order);
  } catch (error) {
    if (!(error instanceof TooFewPlaces) && !(error instanceof ReplayConflict)) throw error;
    const replay = await replayed();
    if (replay) return replay;
    if (error instanceof ReplayConflict) throw refused("请勿重复提交订单");
    throw refused(NO_ROOMS_MESSAGE);
  }
}
