import type { MovieOrderCreateData, OrderCreated } from "@wenlv/contract/orders";
import { MAX_MOVIE_SEATS } from "@wenlv/contract/seats";
import type { AppContext, AuthSession } from "../../context";
import type { PlacementLine } from "../orders/placement";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { checkSeatChoice, placeShowOrder, zoneOf } from "../performances/seating";
import { resolveShowtime } from "./service";

/**
 * POST /api/order/create for a film (`type: "movie"`, issue 10, decision 033), after the signature
 * check, through placeShowOrder (freshness, retries, seat races): the showtime on sale
 * (resolveShowtime: the film-at-cinema product on sale, the showtime in the cinema's schedule of
 * the day and not within MOVIE_SALE_CUTOFF_MINUTES of its start; else code 0); the seats checked
 * against those held now (checkSeatChoice: at most MAX_MOVIE_SEATS, existing and sellable, couple
 * seats as a pair, no single empty seat left beside the choice; a seat already held -> 4006). Then
 * one order with one item per seat kind (standard, couple: each seat at its SKU's price in fen) on
 * the showtime's stock row, its seats held in `seat_holds` all or none: a seat taken in between ->
 * 4006, nothing written. No real names (a cinema admits by the ticket's code).
 */
export async function createMovieOrder(ctx: AppContext, session: AuthSession, data: MovieOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  return placeShowOrder(ctx, session, data, partnerCode, now, async () => {
    const st = await resolveShowtime(ctx.db, data.product_id, data.day, data.slot, now);
    const byZone = await checkSeatChoice(ctx.db, st.layout, st.row, data.seats, { maxSeats: MAX_MOVIE_SEATS, noSingleGap: true });
    const fingerprint = requestFingerprint(data);
    return [...byZone].map(([code, seats]): PlacementLine => {
      const zone = zoneOf(st.zones, code);
      const snapshot: ItemSnapshot = {
        fingerprint,
        travellers: [],
        owner: { type: "cinema", id: st.cinema.id, name: st.cinema.nameZh },
        en: { title: st.movie.titleEn, sku_name: zone.name_en },
        rules: zone.rules,
        seats,
      };
      return {
        productType: "movie",
        productId: data.product_id,
        skuId: zone.sku_id,
        inventoryId: st.row.id,
        title: st.movie.titleZh,
        skuName: zone.name,
        day: data.day,
        slot: data.slot,
        quantity: seats.length,
        unitPriceFen: zone.price_fen,
        seats,
        snapshot,
      };
    });
  });
}
