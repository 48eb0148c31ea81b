import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import { ORDER_LIST_TAB_STATUSES, type OrderDetail, type OrderListRequest, type OrderNoRequest, type OrderSummary } from "@wenlv/contract/orders";
import { statusHint } from "@wenlv/contract/status";
import type { Page } from "@wenlv/contract/envelope";
import { maskPhone } from "@wenlv/validation";
import type { AppContext } from "../../context";
import { couponRules, orderItems, orders, refunds, userCoupons, vouchers } from "../../db/schema/index";
import { findOwnOrder } from "./lookup";
import { coupleItemIds, refundBlocker } from "./refund";
import { toItem, toSummary, toVoucher, type ItemRow } from "./views";

/** The order statuses a list `status` (a tab key or an order status) selects; null = every status. */
export function statusesOf(status: OrderListRequest["status"]): readonly string[] | null {
  if (status === undefined || status === "all") return null;
  if (status in ORDER_LIST_TAB_STATUSES) return ORDER_LIST_TAB_STATUSES[status as keyof typeof ORDER_LIST_TAB_STATUSES];
  return [status];
}

/**
 * POST /api/order/list: the user's own orders, newest first, filtered by tab (all / UNPAID /
 * WAIT_USE = paid, tickets to use / REFUND = every refund state, and any order with a refund, such
 * as a partly refunded one still PAID) or by one order status; paged. Each row carries its
 * `refund_count`.
 */
export async function listOrders({ db }: AppContext, userId: number, query: OrderListRequest): Promise<Page<OrderSummary>> {
  const statuses = statusesOf(query.status);
  const hasRefund = exists(db.select({ one: sql`1` }).from(refunds).where(eq(refunds.orderId, orders.id)));
  const byStatus = statuses ? inArray(orders.status, [...statuses]) : undefined;
  const where: SQL | undefined = and(eq(orders.userId, userId), query.status === "REFUND" ? or(byStatus, hasRefund) : byStatus);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, rows.map((o) => o.id)))
          .orderBy(asc(orderItems.id));
  const itemsOf = new Map<number, ItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const refundCounts =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: refunds.orderId, n: count() })
          .from(refunds)
          .where(inArray(refunds.orderId, rows.map((o) => o.id)))
          .groupBy(refunds.orderId);
  const refundsOf = new Map(refundCounts.map((r) => [r.orderId, Number(r.n)]));
  return {
    list: rows.map((o) => toSummary(o, itemsOf.get(o.id) ?? [], refundsOf.get(o.id) ?? 0)),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * POST /api/order/detail: the user's own order with its items, vouchers (traveller ID masked),
 * the spec section 4 hint of its product status, the coupons it holds or used and their discount
 * (fen, decision 037), and what the user may do now (pay, cancel, refund). Another user's order answers code 0 "订单不存在".
 */
export async function orderDetail(ctx: AppContext, userId: number, { order_no: orderNo }: OrderNoRequest): Promise<OrderDetail> {
  const { db } = ctx;
  const now = ctx.now();
  const order = await findOwnOrder(db, userId, orderNo);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const tickets =
    items.length === 0
      ? []
      : await db
          .select()
          .from(vouchers)
          .where(inArray(vouchers.orderItemId, items.map((i) => i.id)))
          .orderBy(asc(vouchers.id));
  const summary = toSummary(order, items);
  const unpaid = order.status === "UNPAID";
  const couples = await coupleItemIds(db, items);
  const shown = items.map((item) => ({ ...toItem(item), couple: couples.has(item.id) }));
  const first = shown[0];
  const coupons = await db
    .select({ title: couponRules.titleZh })
    .from(userCoupons)
    .innerJoin(couponRules, eq(couponRules.id, userCoupons.ruleId))
    .where(eq(userCoupons.orderId, order.id))
    .orderBy(asc(userCoupons.id));
  return {
    ...summary,
    discount_fen: order.discountFen,
    coupons: coupons.map((c) => c.title),
    contact_name: order.contactName,
    contact_phone_masked: maskPhone(order.contactPhone),
    partner_code: order.partnerCode,
    paid_at: order.paidAt?.toISOString() ?? null,
    closed_at: order.closedAt?.toISOString() ?? null,
    items: shown,
    vouchers: tickets.map(toVoucher),
    hint: statusHint(summary.product_status),
    can_pay: unpaid && order.expiresAt.getTime() > now.getTime(),
    can_cancel: unpaid,
    can_refund: (await refundBlocker(db, order, now)) === null,
    refunds: (await db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(desc(refunds.id))).map((r) => ({
      refund_no: r.refundNo,
      amount_fen: r.amountFen,
      status: r.status === "DONE" ? "DONE" : "PENDING",
      travellers: tickets.filter((v) => v.refundId === r.id).map((v) => v.travellerName),
    })),
    can_rebook:
      (order.status === "CLOSED" || order.status === "REFUND") &&
      first?.product_type === "ticket" &&
      first.owner_type === "scenic" &&
      first.owner_id > 0,
  };
}
