import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userNotices, waitlistEntries } from "../../db/schema/index";
import { shanghaiClock, shanghaiDay } from "../../lib/time";
import { placeLines, SeatTaken, TooFewPlaces, type PlacementLine } from "../orders/placement";
import type { ItemSnapshot } from "../orders/snapshot";
import { seatedStockOf, seatsFor, seatsText } from "./seated";

/** Entries looked at per return of places: enough for any realistic line, bounded per transaction. */
const OFFERS_LOOKED_AT = 50;

/** Kind of the notice written for an offer. */
export const OFFER_NOTICE = "waitlist-offer";

/**
 * Offers places that just came back on stock rows `inventoryIds` to the waiting list (issue 10,
 * decision 035), inside the caller's transaction, right after they were given back (an unpaid
 * order closed, a refund completed), so no buyer outside the list can take them in between.
 * Entries waiting for any of those rows are tried in the order they joined; the first that fits
 * (on seat-by-seat stock: adjacent free seats of its zone, picked by seat-pick.ts, while the
 * showtime or session still sells) gets an UNPAID order holding its places (placeLines, all or none, in a savepoint: one that does
 * not fit writes nothing and the next is tried), payable until `now + payTimeoutMs`; its entry
 * becomes `offered` and the user gets a notice with the deadline (Asia/Shanghai) and a link to
 * /OrderPay. Answers the ids of the orders made.
 */
export async function offerReturnedPlaces(tx: Db, inventoryIds: readonly number[], now: Date, payTimeoutMs: number): Promise<number[]> {
  if (inventoryIds.length === 0) return [];
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), sql`${waitlistEntries.inventoryIds} && ${sql.param([...new Set(inventoryIds)])}::int[]`))
    .orderBy(asc(waitlistEntries.id))
    .limit(OFFERS_LOOKED_AT);
  const made: number[] = [];
  const expiresAt = new Date(now.getTime() + payTimeoutMs);
  for (const entry of waiting) {
    const lines = await withSeats(tx, entry.lines as PlacementLine[], now);
    if (lines === null) continue;
    let order;
    try {
      order = await placeLines(
        tx,
        {
          userId: entry.userId,
          type: entry.type,
          partnerCode: entry.partnerCode,
          channel: entry.channel,
          sourcePort: entry.sourcePort,
          sourceScene: entry.sourceScene,
          idempotencyKey: `waitlist-${entry.id}`,
          contactName: entry.contactName,
          contactPhone: entry.contactPhone,
          now,
          expiresAt,
        },
        lines,
      );
    } catch (error) {
      if (error instanceof TooFewPlaces || error instanceof SeatTaken) continue;
      throw error;
    }
    await tx.update(waitlistEntries).set({ status: "offered", orderId: order.id, offeredAt: now }).where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "waiting")));
    const first = lines[0]!;
    const deadline = `${shanghaiDay(expiresAt).slice(5).replace("-", "月")}日 ${shanghaiClock(expiresAt)}`;
    const seats = lines.flatMap((l) => l.seats ?? []);
    await tx.insert(userNotices).values({
      userId: entry.userId,
      kind: OFFER_NOTICE,
      title: "候补成功，请尽快支付",
      body: `您候补的「${first.title} ${first.skuName}」已为您保留${seats.length > 0 ? `（${seatsText(seats)}）` : ""}，请在${deadline}前完成支付，逾期未付将自动取消并顺延给下一位候补者。`,
      link: `/OrderPay?order_no=${order.orderNo}`,
      createdAt: now,
    });
    made.push(order.id);
  }
  return made;
}

/**
 * An entry's lines ready to place: seat-by-seat lines (a film showtime, a seated hall: stored
 * without seats) get the best adjacent free seats of their zone (seated.ts), in the snapshot too
 * (travellers, when the show keeps one per ticket, hold them in order); other lines as stored.
 * Null when a line's showtime or session no longer sells or no such seats are free now.
 */
async function withSeats(tx: Db, lines: readonly PlacementLine[], now: Date): Promise<PlacementLine[] | null> {
  const ready: PlacementLine[] = [];
  for (const line of lines) {
    const stock = line.seats ? null : await seatedStockOf(tx, line, now);
    if (stock === null) {
      ready.push(line);
      continue;
    }
    const seats = stock === "closed" ? null : await seatsFor(tx, line, stock);
    if (seats === null) return null;
    const snapshot: ItemSnapshot = { ...line.snapshot, seats };
    ready.push({ ...line, seats, snapshot });
  }
  return ready;
}

/** Marks the entry whose offered order `orderId` closed unpaid as lapsed, inside the caller's transaction. */
export async function lapseOffer(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ status: "lapsed", endedAt: now }).where(and(eq(waitlistEntries.orderId, orderId), eq(waitlistEntries.status, "offered")));
}

/**
 * Ends the waiting entries that can no longer be served because their first day (a ticket's or a
 * show's day, a departure, a stay's first night; "YYYY-MM-DD" Shanghai, from the stored lines) is
 * before today in Shanghai at `now`: waiting -> expired (decision 035). Run by the order sweeper.
 * Answers how many ended.
 */
export async function expirePassedEntries(db: Db, now: Date): Promise<number> {
  const today = shanghaiDay(now);
  const ended = await db
    .update(waitlistEntries)
    .set({ status: "expired", endedAt: now })
    .where(and(eq(waitlistEntries.status, "waiting"), sql`(SELECT min(l->>'day') FROM jsonb_array_elements(${waitlistEntries.lines}) AS l) < ${today}`))
    .returning({ id: waitlistEntries.id });
  return ended.length;
}
