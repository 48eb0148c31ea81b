import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userNotices, waitlistEntries } from "../../db/schema/index";
import { shanghaiClock, shanghaiDay } from "../../lib/time";
import { placeLines, SeatTaken, TooFewPlaces, type PlacementLine } from "../orders/placement";

/** Entries looked at per return of places: enough for any realistic line, bounded per transaction. */
const OFFERS_LOOKED_AT = 50;

/** Kind of the notice written for an offer. */
export const OFFER_NOTICE = "waitlist-offer";

/**
 * Offers places that just came back on stock rows `inventoryIds` to the waiting list (issue 10,
 * decision 035), inside the caller's transaction, right after they were given back (an unpaid
 * order closed, a refund completed), so no buyer outside the list can take them in between.
 * Entries waiting for any of those rows are tried in the order they joined; the first that fits
 * gets an UNPAID order holding its places (placeLines, all or none, in a savepoint: one that does
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
    const lines = entry.lines as PlacementLine[];
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
    await tx.insert(userNotices).values({
      userId: entry.userId,
      kind: OFFER_NOTICE,
      title: "候补成功，请尽快支付",
      body: `您候补的「${first.title} ${first.skuName}」已为您保留，请在${deadline}前完成支付，逾期未付将自动取消并顺延给下一位候补者。`,
      link: `/OrderPay?order_no=${order.orderNo}`,
      createdAt: now,
    });
    made.push(order.id);
  }
  return made;
}

/** Marks the entry whose offered order `orderId` closed unpaid as lapsed, inside the caller's transaction. */
export async function lapseOffer(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ status: "lapsed", endedAt: now }).where(and(eq(waitlistEntries.orderId, orderId), eq(waitlistEntries.status, "offered")));
}
