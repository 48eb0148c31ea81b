import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { REFUND_STATUS_LABELS, type OrderNoRequest, type RefundDetail, type RefundRequest, type RefundRequested, type RefundStatus } from "@wenlv/contract/orders";
import { orderStatusLabel, type OrderStatus } from "@wenlv/contract/status";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { orderItems, orders, payments, refunds, vouchers } from "../../db/schema/index";
import { shanghaiDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import type { PaymentProvider } from "../../providers/payment/types";
import { newRefundNo } from "./codes";
import { FREE_PAYMENT_PROVIDER } from "./create";
import { findOwnOrder, type OrderRow } from "./lookup";
import { moveItemStatus, moveOrderStatus } from "./state";
import { announceStockReturned, releaseStock, type StockWriter } from "./stock";

/**
 * Why an order cannot be refunded by its user, or null when it can: only a PAID order whose
 * vouchers are all unused (qr_status 0) and whose visit day (Asia/Shanghai) has not passed.
 */
export async function refundBlocker(db: Db, order: OrderRow, now: Date): Promise<string | null> {
  if (order.status !== "PAID") return "当前订单不可退款";
  const items = await db.select({ id: orderItems.id, day: orderItems.day }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const today = shanghaiDay(now);
  if (items.some((i) => i.day !== null && i.day < today)) return "已过预约日期，不可退款";
  const ids = items.map((i) => i.id);
  if (ids.length === 0) return "当前订单不可退款";
  const used = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(inArray(vouchers.orderItemId, ids), ne(vouchers.qrStatus, 0)))
    .limit(1);
  return used.length > 0 ? "门票已使用或已失效，不可退款" : null;
}

/**
 * POST /api/order/refund: in one transaction, PAID -> WAIT_REFUND, items WAIT_USE -> WAIT_REFUND and
 * a PENDING refund row for the whole amount. The money goes back when `processRefunds` completes it.
 * Errors (code 0): "订单不存在", the `refundBlocker` message.
 */
export async function requestRefund(ctx: AppContext, userId: number, { order_no: orderNo, reason }: RefundRequest): Promise<RefundRequested> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderNo);
    const blocker = await refundBlocker(tx, order, now);
    if (blocker) throw userError(blocker);
    const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id)).limit(1);
    if (existing) throw userError("该订单已有退款记录");
    if (!(await moveOrderStatus(tx, order.id, "PAID", "WAIT_REFUND"))) throw userError("订单状态已变化，请刷新后重试");
    await moveItemStatus(tx, order.id, ["WAIT_USE", "PAID"], "WAIT_REFUND");
    const refundNo = newRefundNo(now);
    await tx.insert(refunds).values({ orderId: order.id, refundNo, amountFen: order.amountFen, reason, status: "PENDING", createdAt: now });
    return { refund_no: refundNo };
  });
}

/**
 * Completes one refund the provider confirmed, in one transaction: refund PENDING -> DONE, the
 * payment REFUNDED, and for a user refund the order WAIT_REFUND -> REFUND, items -> REFUND, vouchers
 * qr_status 3 (cancelled) and the places given back. A refund of a payment that came in for a
 * CLOSED order only completes the refund and payment rows. Answers the slot keys that got places
 * back ([] for none), or null when the refund was no longer PENDING.
 */
async function completeRefund(db: Db, refund: typeof refunds.$inferSelect, paymentId: number, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(refunds)
      .set({ status: "DONE", doneAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "PENDING")))
      .returning({ id: refunds.id });
    if (done.length === 0) return null;
    await tx.update(payments).set({ status: "REFUNDED" }).where(eq(payments.id, paymentId));
    if (!(await moveOrderStatus(tx, refund.orderId, "WAIT_REFUND", "REFUND"))) return [];
    const items = await tx
      .select({ id: orderItems.id, inventoryId: orderItems.inventoryId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, refund.orderId), eq(orderItems.productStatus, "WAIT_REFUND")));
    await moveItemStatus(tx, refund.orderId, ["WAIT_REFUND"], "REFUND");
    if (items.length > 0) {
      await tx
        .update(vouchers)
        .set({ qrStatus: 3 })
        .where(and(inArray(vouchers.orderItemId, items.map((i) => i.id)), eq(vouchers.qrStatus, 0)));
    }
    const returned: string[] = [];
    for (const item of items) {
      const slot = item.inventoryId === null ? null : await releaseStock(tx, item.inventoryId, item.quantity);
      if (slot) returned.push(slot);
    }
    return returned;
  });
}

/**
 * Sends every PENDING refund (oldest first, at most `limit`) to the payment provider and completes
 * those it confirms (`completeRefund`). A refund the provider leaves pending or refuses stays
 * PENDING and is asked again on the next run (the provider call is idempotent per refund_no).
 * Orders of 0 fen ("free" payments) complete without a provider call. Places given back are
 * announced on the bus after each refund's transaction.
 * Run by the order sweeper every 30 s; returns how many refunds completed.
 */
export async function processRefunds(ctx: StockWriter, now: Date, provider: PaymentProvider, limit = 50): Promise<number> {
  const { db } = ctx;
  const pending = await db.select().from(refunds).where(eq(refunds.status, "PENDING")).orderBy(asc(refunds.id)).limit(limit);
  let completed = 0;
  for (const refund of pending) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId)).limit(1);
    // A user refund returns the payment that paid the order (the first); a refund written for a
    // payment that arrived after the order closed returns that late payment (the last).
    const userRefund = order?.status === "WAIT_REFUND";
    const [payment] = await db
      .select({ id: payments.id, outTradeNo: payments.outTradeNo, provider: payments.provider })
      .from(payments)
      .where(and(eq(payments.orderId, refund.orderId), eq(payments.status, "PAID")))
      .orderBy(userRefund ? asc(payments.id) : desc(payments.id))
      .limit(1);
    if (!payment) continue;
    if (payment.provider !== FREE_PAYMENT_PROVIDER) {
      // A payment of another gateway waits for a sweeper configured with that gateway.
      if (payment.provider !== provider.name) continue;
      const result = await provider.refund({ outTradeNo: payment.outTradeNo, refundNo: refund.refundNo, amountFen: refund.amountFen });
      if (result.status !== "DONE") continue;
    }
    const returned = await completeRefund(db, refund, payment.id, now);
    if (!returned) continue;
    completed += 1;
    await announceStockReturned(ctx.bus, returned);
  }
  return completed;
}

/** The refund row of the user's order, for POST /api/order/refundDetail; code 0 when there is none. */
export async function findOwnRefund(db: Db, userId: number, orderNo: string): Promise<{ order: OrderRow; refund: typeof refunds.$inferSelect }> {
  const order = await findOwnOrder(db, userId, orderNo);
  const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.id)).limit(1);
  if (!refund) throw userError("暂无退款记录");
  return { order, refund };
}

/** POST /api/order/refundDetail: the refund of one of the user's orders, with both statuses labelled. */
export async function refundDetail({ db }: AppContext, userId: number, { order_no: orderNo }: OrderNoRequest): Promise<RefundDetail> {
  const { order, refund } = await findOwnRefund(db, userId, orderNo);
  const status = refund.status as RefundStatus;
  return {
    order_no: order.orderNo,
    refund_no: refund.refundNo,
    amount_fen: refund.amountFen,
    reason: refund.reason,
    status,
    status_label: REFUND_STATUS_LABELS[status] ?? refund.status,
    order_status: order.status as OrderStatus,
    order_status_label: orderStatusLabel({ status: order.status, type: order.type, order_state: order.orderState }),
    created_at: refund.createdAt.toISOString(),
    done_at: refund.doneAt?.toISOString() ?? null,
  };
}
