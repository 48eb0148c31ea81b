import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { REFUND_STATUS_LABELS, type RefundDetail, type RefundDetailQuery, type RefundRequest, type RefundRequested, type RefundStatus } from "@wenlv/contract/orders";
import { MOVIE_SKU_COUPLE } from "@wenlv/contract/movies";
import { parseSeatCode, seatCode } from "@wenlv/contract/seats";
import { orderStatusLabel, type OrderStatus } from "@wenlv/contract/status";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { orderItems, orders, payments, refunds, skus, vouchers } from "../../db/schema/index";
import { shanghaiDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import type { PaymentProvider } from "../../providers/payment/types";
import { newRefundNo } from "./codes";
import { FREE_PAYMENT_PROVIDER } from "./create";
import { findOwnOrder, type OrderRow } from "./lookup";
import { policyBlocker, refundUnitFen } from "./refund-policy";
import { moveItemStatus, moveOrderStatus, touchOrder } from "./state";
import type { ItemRow } from "./views";
import { releaseSeats } from "./placement";
import { announceStockReturned, releaseStock, type StockWriter } from "./stock";
import { offerReturnedPlaces } from "../waitlist/offer";

/** A ticket of the order that can still be refunded: unused (qr_status 0) and in no refund. */
type RefundableVoucher = { id: number; itemId: number; travellerName: string; seatCode: string | null; discountFen: number };

/** Refusal (code 0) of a refund that would split a couple seat (情侣座): its two halves go back together. */
export const COUPLE_HALF_REFUND = "情侣座需两个座位一起退款";

/**
 * The other half of couple seat `code` ("R09-03" -> "R09-04", "R09-04" -> "R09-03"): couple rows
 * pair seats 1-2, 3-4, ... (db/seat-layout.ts, seats numbered from 1), or null for a code that is
 * not a seat code.
 */
export function coupleHalfOf(code: string): string | null {
  const seat = parseSeatCode(code);
  if (!seat) return null;
  return seatCode(seat.row, seat.seat % 2 === 1 ? seat.seat + 1 : seat.seat - 1);
}

/** The ids of `items` that are a film's couple seats (SKU MOVIE_SKU_COUPLE), whose halves are refunded as pairs. */
export async function coupleItemIds(db: Db, items: readonly ItemRow[]): Promise<Set<number>> {
  const films = items.filter((i) => i.productType === "movie");
  if (films.length === 0) return new Set();
  const couple = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(inArray(skus.id, films.map((i) => i.skuId)), eq(skus.code, MOVIE_SKU_COUPLE)));
  return new Set(films.filter((i) => couple.some((k) => k.id === i.skuId)).map((i) => i.id));
}

/**
 * Whether refunding `chosen` would leave half a couple seat: a chosen ticket of a film's couple SKU
 * (MOVIE_SKU_COUPLE) whose other half is still refundable in the order but not chosen. A couple
 * seat is sold as one pair (checkSeatChoice), so it is refunded as one too (decision 033).
 */
async function splitsCoupleSeat(db: Db, items: readonly ItemRow[], refundable: readonly RefundableVoucher[], chosen: readonly RefundableVoucher[]): Promise<boolean> {
  const coupleItems = await coupleItemIds(db, items);
  if (coupleItems.size === 0) return false;
  const picked = new Set(chosen.map((v) => v.seatCode));
  return chosen.some((v) => {
    if (!coupleItems.has(v.itemId) || !v.seatCode) return false;
    const other = coupleHalfOf(v.seatCode);
    return refundable.some((r) => r.itemId === v.itemId && r.seatCode === other) && !picked.has(other);
  });
}

/**
 * Why an order cannot be refunded by its user now, or null when it can (issue 9, decision 022):
 * only a PAID order whose visit day (Asia/Shanghai) has not passed, whose items' refund policies
 * (`policyBlocker`: 不可退, 限时退 past its deadline) allow it, and which still has a ticket that is
 * unused and in no refund. Answers the refundable tickets too.
 */
export async function refundState(db: Db, order: OrderRow, now: Date): Promise<{ blocker: string | null; refundable: RefundableVoucher[]; items: ItemRow[] }> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const refuse = (blocker: string) => ({ blocker, refundable: [], items });
  if (order.status !== "PAID" || items.length === 0) return refuse("当前订单不可退款");
  const today = shanghaiDay(now);
  if (items.some((i) => i.day !== null && i.day < today)) return refuse("已过预约日期，不可退款");
  for (const item of items) {
    const blocker = policyBlocker(item, now);
    if (blocker) return refuse(blocker);
  }
  const refundable = await db
    .select({ id: vouchers.id, itemId: vouchers.orderItemId, travellerName: vouchers.travellerName, seatCode: vouchers.seatCode, discountFen: vouchers.discountFen })
    .from(vouchers)
    .where(and(inArray(vouchers.orderItemId, items.map((i) => i.id)), eq(vouchers.qrStatus, 0), isNull(vouchers.refundId)))
    .orderBy(asc(vouchers.id));
  if (refundable.length === 0) return refuse("门票已使用、已退款或正在退款，不可退款");
  return { blocker: null, refundable, items };
}

/** Why an order cannot be refunded ({@link refundState}), or null when it can; for `can_refund`. */
export async function refundBlocker(db: Db, order: OrderRow, now: Date): Promise<string | null> {
  return (await refundState(db, order, now)).blocker;
}

/**
 * POST /api/order/refund (issue 9: rules before paying, self-service partial cancellation): in one
 * transaction, a PENDING refund of the chosen tickets (`voucher_ids`; all refundable ones when
 * absent). Each ticket refunds its unit price less its policy's fee (`refundUnitFen`) and less its
 * share of the order's coupon discount (decision 037; a used coupon is not given back). The tickets
 * are claimed by one conditional UPDATE (`refund_id IS NULL AND qr_status = 0`), so two requests
 * never refund one ticket twice. When no ticket of the order stays usable afterwards the order
 * moves PAID -> WAIT_REFUND and its items WAIT_USE -> WAIT_REFUND; otherwise the order stays PAID
 * (decision 022). The money goes back when `processRefunds` completes it.
 * Errors (code 0): "订单不存在", the `refundState` reasons, "所选出行人不可退款（已使用、已退款或不属于该订单）",
 * {@link COUPLE_HALF_REFUND} for one half of a couple seat.
 */
export async function requestRefund(ctx: AppContext, userId: number, { order_no: orderNo, reason, voucher_ids: voucherIds }: RefundRequest): Promise<RefundRequested> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderNo);
    // Serialises refunds of one order on PostgreSQL (the row lock lasts until commit).
    if (!(await touchOrder(tx, order.id, "PAID"))) throw userError("当前订单不可退款");
    const { blocker, refundable, items } = await refundState(tx, order, now);
    if (blocker) throw userError(blocker);
    const chosen = voucherIds ? refundable.filter((v) => voucherIds.includes(v.id)) : refundable;
    if (chosen.length === 0 || (voucherIds && chosen.length !== voucherIds.length)) throw userError("所选出行人不可退款（已使用、已退款或不属于该订单）");
    if (await splitsCoupleSeat(tx, items, refundable, chosen)) throw userError(COUPLE_HALF_REFUND);
    const unitOf = new Map(items.map((i) => [i.id, refundUnitFen(i)]));
    // Each ticket returns its unit price less its policy's fee and its share of the coupon discount (decision 037).
    const amountFen = chosen.reduce((sum, v) => sum + Math.max(0, (unitOf.get(v.itemId) ?? 0) - v.discountFen), 0);
    const refundNo = newRefundNo(now);
    const [row] = await tx.insert(refunds).values({ orderId: order.id, refundNo, amountFen, reason, status: "PENDING", createdAt: now }).returning({ id: refunds.id });
    if (!row) throw new Error("refund insert returned nothing");
    const claimed = await tx
      .update(vouchers)
      .set({ refundId: row.id })
      .where(and(inArray(vouchers.id, chosen.map((v) => v.id)), eq(vouchers.qrStatus, 0), isNull(vouchers.refundId)))
      .returning({ id: vouchers.id });
    if (claimed.length !== chosen.length) throw userError("订单状态已变化，请刷新后重试");
    const [stillUsable] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(inArray(vouchers.orderItemId, items.map((i) => i.id)), isNull(vouchers.refundId), ne(vouchers.qrStatus, 3)))
      .limit(1);
    if (!stillUsable) {
      if (!(await moveOrderStatus(tx, order.id, "PAID", "WAIT_REFUND"))) throw userError("订单状态已变化，请刷新后重试");
      await moveItemStatus(tx, order.id, ["WAIT_USE", "PAID"], "WAIT_REFUND");
    }
    return { refund_no: refundNo };
  });
}

/**
 * Completes one refund the provider confirmed, in one transaction: refund PENDING -> DONE; its
 * tickets (`vouchers.refund_id`) qr_status 3 (cancelled) and only their places given back. When the
 * order is WAIT_REFUND and no other refund of it is pending: order -> REFUND, items -> REFUND and
 * the payment REFUNDED. A refund of a payment that came in for a CLOSED order (no tickets) only
 * completes the refund and payment rows. Places given back are offered to the waiting list in the
 * same transaction (decision 035; an offered order is payable for `payTimeoutMs`). Answers the slot
 * keys that got places back ([] for none), or null when the refund was no longer PENDING.
 */
async function completeRefund(db: Db, refund: typeof refunds.$inferSelect, paymentId: number, now: Date, payTimeoutMs: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(refunds)
      .set({ status: "DONE", doneAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "PENDING")))
      .returning({ id: refunds.id });
    if (done.length === 0) return null;
    const cancelled = await tx
      .update(vouchers)
      .set({ qrStatus: 3 })
      .where(and(eq(vouchers.refundId, refund.id), eq(vouchers.qrStatus, 0)))
      .returning({ itemId: vouchers.orderItemId, seatCode: vouchers.seatCode });
    const perItem = new Map<number, number>();
    for (const v of cancelled) perItem.set(v.itemId, (perItem.get(v.itemId) ?? 0) + 1);
    // A returned ticket's seat goes back to the seat map with its place (decision 033).
    for (const v of cancelled) if (v.seatCode) await releaseSeats(tx, [v.itemId], [v.seatCode]);
    const returned: string[] = [];
    if (perItem.size > 0) {
      const items = await tx.select({ id: orderItems.id, inventoryId: orderItems.inventoryId }).from(orderItems).where(inArray(orderItems.id, [...perItem.keys()]));
      const rows: number[] = [];
      for (const item of items) {
        const slot = item.inventoryId === null ? null : await releaseStock(tx, item.inventoryId, perItem.get(item.id) ?? 0);
        if (slot) returned.push(slot);
        if (slot && item.inventoryId !== null) rows.push(item.inventoryId);
      }
      await offerReturnedPlaces(tx, rows, now, payTimeoutMs);
    }
    const [otherPending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, refund.orderId), eq(refunds.status, "PENDING")))
      .limit(1);
    if (!otherPending && (await moveOrderStatus(tx, refund.orderId, "WAIT_REFUND", "REFUND"))) {
      await moveItemStatus(tx, refund.orderId, ["WAIT_REFUND"], "REFUND");
      await tx.update(payments).set({ status: "REFUNDED" }).where(eq(payments.id, paymentId));
    } else if (cancelled.length === 0) {
      // A late payment's refund: nothing was sold, the payment itself goes back.
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId)).limit(1);
      if (order?.status !== "PAID" && order?.status !== "WAIT_REFUND") await tx.update(payments).set({ status: "REFUNDED" }).where(eq(payments.id, paymentId));
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
    const [ticket] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.refundId, refund.id)).limit(1);
    const userRefund = order?.status === "WAIT_REFUND" || ticket !== undefined;
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
    const returned = await completeRefund(db, refund, payment.id, now, ctx.config.orderPayTimeoutMs);
    if (!returned) continue;
    completed += 1;
    await announceStockReturned(ctx.bus, returned);
  }
  return completed;
}

/**
 * One refund of the user's order, for POST /api/order/refundDetail: `refundNo` when given, else
 * the latest; code 0 "暂无退款记录" when there is none.
 */
export async function findOwnRefund(db: Db, userId: number, orderNo: string, refundNo?: string): Promise<{ order: OrderRow; refund: typeof refunds.$inferSelect }> {
  const order = await findOwnOrder(db, userId, orderNo);
  const where = refundNo ? and(eq(refunds.orderId, order.id), eq(refunds.refundNo, refundNo)) : eq(refunds.orderId, order.id);
  const [refund] = await db.select().from(refunds).where(where).orderBy(desc(refunds.id)).limit(1);
  if (!refund) throw userError("暂无退款记录");
  return { order, refund };
}

/**
 * POST /api/order/refundDetail: one refund of one of the user's orders (the latest unless
 * `refund_no`), with both statuses labelled and the travellers whose tickets it returns.
 */
export async function refundDetail({ db }: AppContext, userId: number, { order_no: orderNo, refund_no: refundNo }: RefundDetailQuery): Promise<RefundDetail> {
  const { order, refund } = await findOwnRefund(db, userId, orderNo, refundNo);
  const status = refund.status as RefundStatus;
  const tickets = await db.select({ name: vouchers.travellerName }).from(vouchers).where(eq(vouchers.refundId, refund.id)).orderBy(asc(vouchers.id));
  const [first] = await db.select({ productStatus: orderItems.productStatus }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).limit(1);
  return {
    order_no: order.orderNo,
    refund_no: refund.refundNo,
    travellers: tickets.map((t) => t.name),
    amount_fen: refund.amountFen,
    reason: refund.reason,
    status,
    status_label: REFUND_STATUS_LABELS[status] ?? refund.status,
    order_status: order.status as OrderStatus,
    order_status_label: orderStatusLabel({ status: order.status, type: order.type, product_status: first?.productStatus, order_state: order.orderState }),
    created_at: refund.createdAt.toISOString(),
    done_at: refund.doneAt?.toISOString() ?? null,
  };
}
