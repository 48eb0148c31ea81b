import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { OrderCreateData, OrderCreateRequest } from "@wenlv/contract/orders";
import type { WaitlistJoined } from "@wenlv/contract/waitlist";
import type { AppContext, AuthSession } from "../../context";
import { inventory, usedNonces, waitlistEntries } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { hotelStayLines } from "../hotels/order";
import { lineOrderLines } from "../lines/order";
import { resolveTicket, ticketPlacementLine } from "../orders/catalogue";
import type { PlacementLine } from "../orders/placement";
import { assertFresh } from "../orders/replay";
import { verifySignedData } from "../orders/signed-data";
import { movieWaitLines } from "../movies/order";
import { performanceLines } from "../performances/order";
import { seatedStockOf, seatsFor } from "./seated";

/** Refusal of a join with a whole ticket cart: each sold-out ticket waits on its own (decision 036). */
export const CART_REFUSAL = "购物车订单不支持候补，请在售罄门票的预订页加入候补";
/** Refusal of a join when the stock still has the places asked for. */
export const NOT_SOLD_OUT = "尚有余位，请直接预订";
/** Refusal of a second waiting entry on the same stock. */
export const ALREADY_WAITING = "您已在该候补队列中";

/**
 * The order lines `data` asks for, checked as an order create checks them but not placed (prices in
 * fen from the database, travellers the buyer's own): a ticket slot, a hotel stay, a line
 * departure, a performance's price zone, a number of seats of one zone of a seated hall or a film
 * showtime (lines without seats: the offer picks them). A ticket cart is refused ({@link CART_REFUSAL}).
 */
async function linesOf(ctx: AppContext, userId: number, data: OrderCreateData, now: Date): Promise<PlacementLine[]> {
  if (data.type === "hotel") return hotelStayLines(ctx, data, now);
  if (data.type === "line") return lineOrderLines(ctx, userId, data, now);
  if (data.type === "movie") return movieWaitLines(ctx, data, now);
  if (data.type === "performance") return performanceLines(ctx, userId, data, now, true);
  if (data.type === "ticket_cart") throw userError(CART_REFUSAL);
  return [ticketPlacementLine(await resolveTicket(ctx.db, userId, data, now), data, `waitlist:${data.idempotency_key}`)];
}

/** Places per stock row that `lines` need, sorted by row id. */
export function needPerRow(lines: readonly Pick<PlacementLine, "inventoryId" | "quantity">[]): [number, number][] {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.inventoryId, (need.get(l.inventoryId) ?? 0) + l.quantity);
  return [...need].sort((a, b) => a[0] - b[0]);
}

/**
 * Whether seat-by-seat `lines` (a film showtime, a seated hall) could not be bought now as adjacent
 * seats of their zone (seat-pick.ts, the rule an offer uses): then a join is taken although single
 * seats are left. False for other stock.
 */
async function noAdjacentSeats(ctx: AppContext, lines: readonly PlacementLine[], now: Date): Promise<boolean> {
  for (const line of lines) {
    const stock = await seatedStockOf(ctx.db, line, now);
    if (stock === null) continue;
    if (stock === "closed" || (await seatsFor(ctx.db, line, stock)) === null) return true;
  }
  return false;
}

/**
 * POST /api/waitlist/join (issue 10, decision 035): the signed order `data` of /api/order/create
 * (signature 4006, freshness 4006, the nonce single-use like a create: "请勿重复提交"), its lines
 * checked as a create checks them (travellers chosen up front, the day or session still sold; on
 * seat-by-seat stock a seat kind or price zone and a count, no seats); then, if every stock row
 * still has the places (and, seat by seat, adjacent seats of the zone are free), code 0
 * {@link NOT_SOLD_OUT}; a row that is not on
 * sale at all, code 0 "所选日期不可预订". Else one waiting entry (code 0 {@link ALREADY_WAITING}
 * for a second one on the same stock). Answers the entry and its place in line among the entries
 * waiting for any of its stock rows (1 = next).
 */
export async function joinWaitlist(ctx: AppContext, session: AuthSession, input: OrderCreateRequest): Promise<WaitlistJoined> {
  const now = ctx.now();
  const data = verifySignedData(input.data, input.signature, session.signingKey);
  assertFresh(data, now);
  const lines = await linesOf(ctx, session.userId, data, now);
  const need = needPerRow(lines);
  const ids = need.map(([id]) => id);
  const rows = await ctx.db.select({ id: inventory.id, capacity: inventory.capacity, sold: inventory.sold }).from(inventory).where(inArray(inventory.id, ids));
  if (rows.length !== ids.length) throw userError("所选日期不可预订");
  const left = new Map(rows.map((r) => [r.id, r.capacity - r.sold]));
  if (need.every(([id, q]) => (left.get(id) ?? 0) >= q) && !(await noAdjacentSeats(ctx, lines, now))) throw userError(NOT_SOLD_OUT);
  const quantity = Math.max(...need.map(([, q]) => q));
  const entryId = await ctx.db.transaction(async (tx) => {
    const nonce = await tx.insert(usedNonces).values({ sessionId: session.sessionId, nonce: data.nonce, createdAt: now }).onConflictDoNothing().returning({ id: usedNonces.sessionId });
    if (nonce.length === 0) throw refused("请勿重复提交");
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        userId: session.userId,
        type: data.type,
        productId: lines[0]!.productId,
        inventoryIds: ids,
        stockKey: ids.join(","),
        quantity,
        lines: lines as unknown[],
        partnerCode: input.partner_code,
        channel: data.channel,
        sourcePort: data.source_port,
        sourceScene: data.source_scene,
        contactName: data.contact_name,
        contactPhone: data.contact_phone,
        status: "waiting",
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    if (!entry) throw userError(ALREADY_WAITING);
    return entry.id;
  });
  const [ahead] = await ctx.db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), lte(waitlistEntries.id, entryId), sql`${waitlistEntries.inventoryIds} && ${sql.param(ids)}::int[]`));
  return { entry_id: entryId, position: ahead?.n ?? 1 };
}
