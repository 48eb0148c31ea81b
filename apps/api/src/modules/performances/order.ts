import { eq } from "drizzle-orm";
import type { OrderCreated, PerformanceOrderCreateData } from "@wenlv/contract/orders";
import type { AppContext, AuthSession } from "../../context";
import { shows } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { checkTravellers, heldTravellers } from "../orders/catalogue";
import type { PlacementLine } from "../orders/placement";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { checkSeatChoice, ensureStockRows, placeShowOrder, zoneOf } from "./seating";
import { isOpenSession, loadShow, NO_SESSION, sessionRows, sessionSlot, type ShowContext, type ShowZone } from "./service";

/** What a performance item remembers besides the common snapshot: the ID holder of a per-order real-name show (一单一证). */
type PerformanceSnapshot = ItemSnapshot & { id_holder?: ItemSnapshot["travellers"][number] };

/** One group of tickets of an order: a zone (SKU), its seats (seated hall) or count, the stock row. */
type TicketGroup = { zone: ShowZone; seats: string[] | null; quantity: number; inventoryId: number; slot: string };

/** Refusal of a seated hall's waiting-list join that names seats: the offer picks them (decision 035). */
export const WAIT_WITHOUT_SEATS = "候补无需选座，请选择票档和张数";

/**
 * The tickets asked for, by zone: in a seated hall the `seats` (checked by checkSeatChoice against
 * the seats held now: at most the show's `max_per_order`, existing, sellable, couple seats whole),
 * each priced by its seat's zone; in general admission `sku_id` and `quantity` of one zone. A
 * waiting-list join (`waitlist`) for a seated hall asks like general admission, `sku_id` and
 * `quantity` of one price zone, without seats ({@link WAIT_WITHOUT_SEATS}): the offer picks them.
 */
async function ticketGroups(ctx: AppContext, found: ShowContext, data: PerformanceOrderCreateData, waitlist: boolean): Promise<TicketGroup[]> {
  const { show, layout, zones } = found;
  if (layout && waitlist) {
    if (data.seats.length > 0) throw userError(WAIT_WITHOUT_SEATS);
    const zone = zones.find((z) => z.sku_id === data.sku_id);
    if (!zone || data.quantity === undefined) throw userError("请选择票档和张数");
    if (data.quantity > show.maxPerOrder) throw userError(`每单最多${show.maxPerOrder}张`);
    const [row] = await ensureStockRows(ctx.db, show.productId, sessionRows(found, data.day, data.slot));
    return [{ zone, seats: null, quantity: data.quantity, inventoryId: row!.id, slot: row!.slot }];
  }
  if (layout) {
    if (data.seats.length === 0) throw userError("请选择座位");
    const [row] = await ensureStockRows(ctx.db, show.productId, sessionRows(found, data.day, data.slot));
    const byZone = await checkSeatChoice(ctx.db, layout, row!, data.seats, { maxSeats: show.maxPerOrder, noSingleGap: false });
    return [...byZone].map(([zone, seats]) => ({ zone: zoneOf(zones, zone), seats, quantity: seats.length, inventoryId: row!.id, slot: row!.slot }));
  }
  if (data.seats.length > 0) throw userError("该演出不对号入座，请选择票档和张数");
  const zone = zones.find((z) => z.sku_id === data.sku_id);
  if (!zone || data.quantity === undefined) throw userError("请选择票档和张数");
  if (data.quantity > show.maxPerOrder) throw userError(`每单最多${show.maxPerOrder}张`);
  const slot = sessionSlot(data.slot, zone.code);
  const [row] = await ensureStockRows(ctx.db, show.productId, sessionRows(found, data.day, data.slot).filter((w) => w.slot === slot));
  return [{ zone, seats: null, quantity: data.quantity, inventoryId: row!.id, slot }];
}

/**
 * POST /api/order/create for a performance (`type: "performance"`, issue 10, decision 033), after
 * the signature check, through placeShowOrder (freshness, retries, seat races): the show's product on
 * sale (else code 0 "演出不存在或已下架"); the session offered ({@link isOpenSession}: within the run
 * and the sales window, not started or within PERFORMANCE_SALE_CUTOFF_MINUTES; else code 0
 * "该场次不存在或已停止售票"); the tickets ({@link ticketGroups}); the real-name rule: `per_ticket` (a
 * hall over LARGE_PERFORMANCE_CAPACITY places, 一人一票) one traveller with an ID per ticket, in the
 * order of the seats; `per_order` one traveller with an ID for the order; `none` no traveller kept
 * (orders/catalogue checkTravellers: the buyer's saved travellers, none twice). Then one order with
 * one item per zone on the session's stock row (its seats held in `seat_holds`), priced from the
 * database: too few places -> 4006, a seat taken in between -> 4006, nothing written.
 */
export async function createPerformanceOrder(ctx: AppContext, session: AuthSession, data: PerformanceOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  return placeShowOrder(ctx, session, data, partnerCode, now, () => performanceLines(ctx, session.userId, data, now));
}

/**
 * The placement lines of a performance order, checked but not placed (order create and, with
 * `waitlist`, the waiting list, decision 035): the show on sale, the session open, the ticket
 * groups (seats or a zone and count; a seated hall's join a zone and count, its lines without
 * seats) and the travellers its real-name rule asks for; one line per zone, prices in fen from the
 * database. Errors as {@link createPerformanceOrder}.
 */
export async function performanceLines(ctx: AppContext, userId: number, data: PerformanceOrderCreateData, now: Date, waitlist = false): Promise<PlacementLine[]> {
  const found = await loadShow(ctx.db, eq(shows.productId, data.product_id));
  if (!found || !found.onSale) throw userError("演出不存在或已下架");
  if (!isOpenSession(found.show, data.day, data.slot, now)) throw userError(NO_SESSION);
  const groups = await ticketGroups(ctx, found, data, waitlist);
  const tickets = groups.reduce((n, g) => n + g.quantity, 0);
  const rule = found.show.realName;
  const ids = rule === "none" ? [] : data.traveller_ids;
  const chosen = checkTravellers(ids, await heldTravellers(ctx.db, userId, ids), rule === "per_ticket" ? tickets : rule === "per_order" ? 1 : null);
  // One traveller per ticket: the i-th traveller holds the i-th seat asked for.
  const travellerOf = new Map((found.layout ? data.seats : []).map((seat, i) => [seat, chosen[i]!]));
  const fingerprint = requestFingerprint(data);
  return groups.map((g): PlacementLine => {
    const snapshot: PerformanceSnapshot = {
      fingerprint,
      travellers: rule !== "per_ticket" ? [] : g.seats ? g.seats.map((seat) => travellerOf.get(seat)!) : chosen,
      owner: { type: "venue", id: found.venue.id, name: found.venue.nameZh },
      en: { title: found.show.nameEn, sku_name: g.zone.name_en },
      rules: g.zone.rules,
      ...(g.seats ? { seats: g.seats } : {}),
      ...(rule === "per_order" ? { id_holder: chosen[0]! } : {}),
    };
    return {
      productType: "performance",
      productId: found.show.productId,
      skuId: g.zone.sku_id,
      inventoryId: g.inventoryId,
      title: found.show.nameZh,
      skuName: g.zone.name,
      day: data.day,
      slot: g.slot,
      quantity: g.quantity,
      unitPriceFen: g.zone.price_fen,
      ...(g.seats ? { seats: g.seats } : {}),
      snapshot,
    };
  });
}
