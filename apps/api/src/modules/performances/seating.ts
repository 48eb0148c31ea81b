import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { MovieOrderCreateData, OrderCreated, PerformanceOrderCreateData } from "@wenlv/contract/orders";
import { seatChoiceProblem, seatProblemMessage, seatsByCode, type SeatLayout, type SeatMap, type SeatRules, type SeatZone } from "@wenlv/contract/seats";
import { CATALOGUE_TAG, stockTag } from "../../cache/response-cache";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import type { InventoryRow } from "../../db/inventory";
import { inventory, seatHolds } from "../../db/schema/index";
import { shanghaiClock, shanghaiDay } from "../../lib/time";
import { AppError, refused, userError } from "../../plugins/envelope";
import { heldSeats, ReplayConflict, SeatTaken, TooFewPlaces, type PlacementLine } from "../orders/placement";
import { placeOrReplay, replayOf, staleReplay } from "../orders/replay";
import { slotBlock, ticketRules } from "../../db/ticket-rules";

/*
 * What performances and films share (issue 10, decision 033): sessions and showtimes as stock rows
 * made on demand, whether one has closed for sale, seat maps with the seats taken now, the seat
 * rules of one order, and the placing of a seat order.
 */

/** A stock row wanted for a session or showtime: its day, slot and capacity (seats, or a standing zone's places). */
export type WantedRow = { day: string; slot: string; capacity: number };

/**
 * The stock rows of `productId` for `wanted` (created when missing, INSERT ... ON CONFLICT DO NOTHING,
 * so concurrent callers never duplicate or reset one; a row made earlier keeps its capacity), in the
 * order of `wanted`. Two reads and at most one insert whatever the number of rows.
 */
export async function ensureStockRows(db: Db, productId: number, wanted: readonly WantedRow[]): Promise<InventoryRow[]> {
  if (wanted.length === 0) return [];
  const days = wanted.map((w) => w.day).sort();
  const read = () =>
    db
      .select()
      .from(inventory)
      .where(and(eq(inventory.productId, productId), gte(inventory.day, days[0]!), lte(inventory.day, days[days.length - 1]!)));
  const key = (day: string, slot: string) => `${day} ${slot}`;
  let rows = await read();
  const have = new Set(rows.map((r) => key(r.day, r.slot)));
  const missing = wanted.filter((w) => !have.has(key(w.day, w.slot)));
  if (missing.length > 0) {
    await db
      .insert(inventory)
      .values(missing.map((w) => ({ productId, day: w.day, slot: w.slot, capacity: w.capacity, sold: 0 })))
      .onConflictDoNothing({ target: [inventory.productId, inventory.day, inventory.slot] });
    rows = await read();
  }
  const byKey = new Map(rows.map((r) => [key(r.day, r.slot), r]));
  return wanted.flatMap((w) => byKey.get(key(w.day, w.slot)) ?? []);
}

/**
 * Whether a session or showtime starting at `time` ("HH:MM" Shanghai) on `day` has closed for sale
 * at `now`: it started, or starts within `cutoffMinutes` (ticket-rules slotBlock, the rule tickets
 * and travel lines use).
 */
export function saleClosed(day: string, time: string, now: Date, cutoffMinutes: number): boolean {
  return slotBlock(ticketRules({ slots: [time], cutoffMinutes }), day, time, shanghaiDay(now), shanghaiClock(now)) !== null;
}

/** The seats held now on each of `inventoryIds` (seat codes per stock row id), read live from `seat_holds`. */
export async function takenSeatsOf(db: Db, inventoryIds: readonly number[]): Promise<Map<number, string[]>> {
  const taken = new Map<number, string[]>(inventoryIds.map((id) => [id, []]));
  if (inventoryIds.length === 0) return taken;
  const rows = await db.select({ id: seatHolds.inventoryId, seat: seatHolds.seatCode }).from(seatHolds).where(inArray(seatHolds.inventoryId, [...inventoryIds]));
  for (const r of rows) taken.get(r.id)?.push(r.seat);
  return taken;
}

/** Free seats per zone code of `layout` with `taken` seats held: sellable seats not taken. */
export function freeSeatsPerZone(layout: SeatLayout, taken: readonly string[]): Map<string, number> {
  const held = new Set(taken);
  const free = new Map<string, number>();
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      if (cell.kind === "aisle" || cell.kind === "disabled") continue;
      free.set(cell.zone, (free.get(cell.zone) ?? 0) + (held.has(cell.code) ? 0 : 1));
    }
  }
  return free;
}

/** The catalogue-cache tags of a seat map or a product's sessions: any catalogue change, and places taken or returned on the product. */
export function productStockTags({ product_id: productId }: { product_id: number }): string[] {
  return [CATALOGUE_TAG, stockTag(productId)];
}

/** What a seat map shows besides the layout and the seats taken. */
export type SeatMapFrame = Omit<SeatMap, "taken" | "remaining" | "layout"> & { layout: SeatLayout; row: InventoryRow };

/** The seat map answer of a session or showtime: the frame with the seats held now on its stock row, read live. */
export async function seatMapOf(db: Db, frame: SeatMapFrame): Promise<SeatMap> {
  const { row, ...map } = frame;
  const taken = (await heldSeats(db, row.id)).sort();
  let remaining = 0;
  for (const n of freeSeatsPerZone(frame.layout, taken).values()) remaining += n;
  return { ...map, taken, remaining };
}

/**
 * The seats of one order checked before writing (decision 033: the UNIQUE key of `seat_holds` then
 * decides races): the rules of contract seatChoiceProblem against the seats held now on `row`.
 * A seat held by another order -> 4006 "X排Y座已售出，请选择其他座位"; any other problem -> code 0 with
 * its message (请选择座位, 每单最多选N个座位, 座位不存在, 情侣座须两个座位一起购买, 请不要在X排Y座留下单个空座 ...).
 * Answers the seats grouped by their zone (SKU code), in the order chosen.
 */
export async function checkSeatChoice(db: Db, layout: SeatLayout, row: InventoryRow, seats: readonly string[], rules: SeatRules): Promise<Map<string, string[]>> {
  const problem = seatChoiceProblem(layout, await heldSeats(db, row.id), seats, rules);
  if (problem) throw problem.kind === "taken" ? refused(seatProblemMessage(problem)) : userError(seatProblemMessage(problem));
  const index = seatsByCode(layout);
  const byZone = new Map<string, string[]>();
  for (const code of seats) {
    const zone = index.get(code)!.seat.zone;
    byZone.set(zone, [...(byZone.get(zone) ?? []), code]);
  }
  return byZone;
}

/** The zone (SKU) of `code` among `zones`, or a code 0 refusal when the zone is not on sale. */
export function zoneOf<Z extends SeatZone>(zones: readonly Z[], code: string): Z {
  const zone = zones.find((z) => z.code === code);
  if (!zone) throw userError("所选票档已停售");
  return zone;
}

/** Refusal (4006) when a chosen seat was taken by another buyer between the check and the write. */
export const SEAT_TAKEN_MESSAGE = "所选座位已被他人抢先购买，请重新选座";
/** Refusal (4006) when a session has fewer places left than asked. */
export const SOLD_OUT_SESSION_MESSAGE = "该场次余票不足，请更换场次或票档";

/**
 * Places a performance or film order after the signature check (issue 10, decision 033):
 * freshness (a stale retry answers its order); `resolve` checks the request against the catalogue
 * and the seats held now and answers the lines to write; then placeLines (orders/replay
 * placeOrReplay) writes order, items, places and seat holds all or none and announces the places
 * taken. Whatever refuses the request (a rule, a seat taken in between -> 4006
 * {@link SEAT_TAKEN_MESSAGE}, too few places -> 4006 {@link SOLD_OUT_SESSION_MESSAGE}), an order
 * already made with the same idempotency key answers instead (a retry finds its own seats taken).
 */
export async function placeShowOrder(
  ctx: AppContext,
  session: AuthSession,
  data: PerformanceOrderCreateData | MovieOrderCreateData,
  partnerCode: string,
  now: Date,
  resolve: () => Promise<PlacementLine[]>,
): Promise<OrderCreated> {
  const stale = await staleReplay(ctx, session.userId, data, now);
  if (stale) return stale;
  try {
    return await placeOrReplay(ctx, session, data, partnerCode, now, await resolve(), SOLD_OUT_SESSION_MESSAGE);
  } catch (error) {
    const refusal = error instanceof AppError || error instanceof SeatTaken || error instanceof TooFewPlaces || error instanceof ReplayConflict;
    if (!refusal) throw error;
    const replay = await replayOf(ctx, session.userId, data);
    if (replay) return replay;
    if (error instanceof SeatTaken) throw refused(SEAT_TAKEN_MESSAGE);
    throw error;
  }
}
