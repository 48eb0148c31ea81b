import { and, asc, eq, lt, lte } from "drizzle-orm";
import { ORDER_SIGNATURE_MAX_SKEW_MS, type OrderNoRequest } from "@wenlv/contract/orders";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { orderItems, orders, usedNonces } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { findOwnOrder } from "./lookup";
import { moveItemStatus, moveOrderStatus } from "./state";
import { releaseSeats } from "./placement";
import { announceStockReturned, releaseStock, type StockWriter } from "./stock";
import { lapseOffer, offerReturnedPlaces } from "../waitlist/offer";
import { releaseOrderCoupons } from "../coupons/apply";

/**
 * Closes one UNPAID order inside `tx`: order UNPAID -> CLOSED (conditional, so it never races a
 * payment), items WAIT_PAYMENT -> CLOSED, and each item's places given back to its inventory row
 * and its seats to the seat map (decision 033). An order offered to the waiting list lapses, and
 * the places go to the next waiting entry that fits, in the same transaction (decision 035: an
 * order for it, payable for `payTimeoutMs`).
 * Answers the slot keys that got places back (announce them with `announceStockReturned` after the
 * commit), or null (and nothing written) when the order is no longer UNPAID.
 */
export async function closeUnpaidOrder(tx: Db, orderId: number, now: Date, payTimeoutMs: number): Promise<string[] | null> {
  if (!(await moveOrderStatus(tx, orderId, "UNPAID", "CLOSED", { closedAt: now }))) return null;
  await lapseOffer(tx, orderId, now);
  await releaseOrderCoupons(tx, orderId);
  const items = await tx
    .select({ id: orderItems.id, inventoryId: orderItems.inventoryId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productStatus, "WAIT_PAYMENT")));
  await moveItemStatus(tx, orderId, ["WAIT_PAYMENT"], "CLOSED");
  const returned: string[] = [];
  const rows: number[] = [];
  for (const item of items) {
    const slot = item.inventoryId === null ? null : await releaseStock(tx, item.inventoryId, item.quantity);
    if (slot) returned.push(slot);
    if (slot && item.inventoryId !== null) rows.push(item.inventoryId);
  }
  await releaseSeats(tx, items.map((item) => item.id));
  await offerReturnedPlaces(tx, rows, now, payTimeoutMs);
  return returned;
}

/**
 * Closes every UNPAID order whose `expires_at` is at or before `now` (the pay timeout,
 * ORDER_PAY_TIMEOUT_MS), oldest first, at most `limit` per call, one transaction per order, and
 * announces each order's returned places on the bus once it committed.
 * Run by the order sweeper every 30 s; returns how many orders it closed.
 */
export async function closeExpiredOrders(ctx: StockWriter, now: Date, limit = 200): Promise<number> {
  const { db } = ctx;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "UNPAID"), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  let closed = 0;
  for (const { id } of due) {
    const returned = await db.transaction((tx) => closeUnpaidOrder(tx, id, now, ctx.config.orderPayTimeoutMs));
    if (!returned) continue;
    closed += 1;
    await announceStockReturned(ctx.bus, returned);
  }
  return closed;
}

/**
 * POST /api/order/cancel: the user closes their own UNPAID order; stock is given back (and
 * announced on the bus after the commit).
 * Errors (code 0): "订单不存在" (missing or another user's), "当前订单不可取消" (not UNPAID).
 */
export async function cancelOrder(ctx: AppContext, userId: number, { order_no: orderNo }: OrderNoRequest): Promise<null> {
  const now = ctx.now();
  const returned = await ctx.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderNo);
    const slots = order.status === "UNPAID" ? await closeUnpaidOrder(tx, order.id, now, ctx.config.orderPayTimeoutMs) : null;
    if (!slots) throw userError("当前订单不可取消");
    return slots;
  });
  await announceStockReturned(ctx.bus, returned);
  return null;
}

/**
 * Forgets order nonces older than three times the signature window (15 min). A request signed at
 * time T is accepted only while the server clock is within 5 minutes of T, so a nonce stored more
 * than 10 minutes ago can no longer be replayed: the timestamp check refuses it first.
 */
export async function pruneUsedNonces(db: Db, now: Date): Promise<void> {
  await db.delete(usedNonces).where(lt(usedNonces.createdAt, new Date(now.getTime() - 3 * ORDER_SIGNATURE_MAX_SKEW_MS)));
}
