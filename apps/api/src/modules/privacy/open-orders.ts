import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/index";
import { shanghaiDay } from "../../lib/time";

/** Order statuses that are still moving (payment or refund under way). */
const MOVING_ORDER_STATUSES = ["UNPAID", "WAIT_REFUND", "REFUNDING", "OFFLINE_WAIT"] as const;
/** Paid order statuses whose tickets may still be used or refunded. */
const PAID_ORDER_STATUSES = ["PAID", "REFUND_REFUSE"] as const;
/** Item statuses of a paid item still waiting for the platform (issue, confirmation, delivery, refund). */
const PENDING_ITEM_STATUSES = ["PAID", "WAIT_CONFIRM", "WAIT_POST", "WAIT_DELIVERY", "WAIT_REFUND", "REFUNDING"] as const;

/** The message of a refused deletion (issue 3; /Logout shows it). */
export const OPEN_ORDERS_MESSAGE = "您还有未完成的订单，请完成或退款后再注销";

/**
 * Whether the user has an order that is not finished, which blocks account deletion (issue 3):
 * an order UNPAID or in a refund (WAIT_REFUND, REFUNDING, OFFLINE_WAIT); or a paid order (PAID,
 * REFUND_REFUSE) with an item still being issued, confirmed, delivered or refunded, or with an
 * unused voucher (qr_status 0) whose visit day (Asia/Shanghai) has not passed. An unused ticket of
 * a past day no longer blocks: it can be neither used nor refunded (orders/refund.ts refundBlocker).
 */
export async function hasOpenOrders(db: Db, userId: number, now: Date): Promise<boolean> {
  const today = shanghaiDay(now);
  // The outer column is written qualified: drizzle renders ${orders.id} as a bare "id", which inside
  // the sub-select would mean order_items.id.
  const paidButOpen = sql`${orders.status} IN (${sql.join(PAID_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)}) AND EXISTS (
    SELECT 1 FROM order_items i WHERE i.order_id = "orders"."id" AND (
      i.product_status IN (${sql.join(PENDING_ITEM_STATUSES.map((s) => sql`${s}`), sql`, `)})
      OR ((i.day IS NULL OR i.day >= ${today}::date)
          AND EXISTS (SELECT 1 FROM vouchers v WHERE v.order_item_id = i.id AND v.qr_status = 0))))`;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`(${inArray(orders.status, [...MOVING_ORDER_STATUSES])} OR (${paidButOpen}))`))
    .limit(1);
  return rows.length > 0;
}
