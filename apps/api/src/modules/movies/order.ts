import { MOVIE_SKU_COUPLE } from "@wenlv/contract/movies";
import type { MovieOrderCreateData, OrderCreated } from "@wenlv/contract/orders";
import { MAX_MOVIE_SEATS } from "@wenlv/contract/seats";
import type { AppContext, AuthSession } from "../../context";
import { userError } from "../../plugins/envelope";
import type { PlacementLine } from "../orders/placement";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { checkSeatChoice, placeShowOrder, zoneOf } from "../performances/seating";
import { resolveShowtime, type ResolvedShowtime } from "./service";

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
    return [...byZone].map(([code, seats]) => filmLine(st, zoneOf(st.zones, code), data, fingerprint, seats.length, seats));
  });
}

/**
 * One film order line on the showtime's stock row: `quantity` seats of `zone` (a seat kind) at its
 * price per seat in fen, the snapshot with the cinema, English names and rules; `seats` when
 * chosen (an order), none for a waiting-list entry (the offer picks them).
 */
function filmLine(st: ResolvedShowtime, zone: ResolvedShowtime["zones"][number], data: MovieOrderCreateData, fingerprint: string, quantity: number, seats?: string[]): PlacementLine {
  const snapshot: ItemSnapshot = {
    fingerprint,
    travellers: [],
    owner: { type: "cinema", id: st.cinema.id, name: st.cinema.nameZh },
    en: { title: st.movie.titleEn, sku_name: zone.name_en },
    rules: zone.rules,
    ...(seats ? { seats } : {}),
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
    quantity,
    unitPriceFen: zone.price_fen,
    ...(seats ? { seats } : {}),
    snapshot,
  };
}

/** Refusal of a film waiting-list join that names seats: the offer picks them. */
export const FILM_WAIT_WITHOUT_SEATS = "候补无需选座，请选择座位类型和张数";

/**
 * The line a film waiting-list join asks for (decision 035): `quantity` seats of the seat kind
 * `sku_id` (普通座, or 情侣座 in pairs) at the showtime, checked as a create checks it
 * (resolveShowtime: on sale, not within the cut-off; at most MAX_MOVIE_SEATS), priced per seat in
 * fen from the database, with no seats: the offer picks adjacent ones. Code 0: those of
 * resolveShowtime, {@link FILM_WAIT_WITHOUT_SEATS}, "请选择座位类型和张数", "情侣座须两个座位一起候补".
 */
export async function movieWaitLines(ctx: AppContext, data: MovieOrderCreateData, now: Date): Promise<PlacementLine[]> {
  if (data.seats.length > 0) throw userError(FILM_WAIT_WITHOUT_SEATS);
  const st = await resolveShowtime(ctx.db, data.product_id, data.day, data.slot, now);
  const hasCouple = st.hall.rows.some((r) => r.couple);
  const zone = st.zones.find((z) => z.sku_id === data.sku_id && (hasCouple || z.code !== MOVIE_SKU_COUPLE));
  if (!zone || data.quantity === undefined) throw userError("请选择座位类型和张数");
  if (zone.code === MOVIE_SKU_COUPLE && data.quantity % 2 !== 0) throw userError("情侣座须两个座位一起候补");
  return [filmLine(st, zone, data, requestFingerprint(data), data.quantity)];
}
