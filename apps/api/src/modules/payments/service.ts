import { and, asc, desc, eq } from "drizzle-orm";
import type { OrderNoRequest, PayCreated, PayStatus } from "@wenlv/contract/orders";
import type { OrderStatus } from "@wenlv/contract/status";
import type { AppContext } from "../../context";
import { orderItems, payments } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import type { PaymentProvider } from "../../providers/payment/types";
import { newOutTradeNo } from "../orders/codes";
import { findOwnOrder } from "../orders/lookup";
import { touchOrder } from "../orders/state";

/** Where the gateway sends the browser back to: the app's waiting page (spec section 2 /OrderWaiting). */
export function returnUrlFor(orderNo: string): string {
  return `/OrderWaiting?order_no=${encodeURIComponent(orderNo)}`;
}

/**
 * POST /api/pay/create: starts paying the user's own UNPAID, unexpired order. One payment row per
 * order and provider is reused while it is CREATED (same out_trade_no, so the order cannot be paid
 * twice through two trades); the amount is the order's, in fen. The row is written with the order
 * row locked (`touchOrder`), so concurrent calls on PostgreSQL make one row.
 * Errors (code 0): "订单不存在", "订单已关闭，请重新下单", "订单已支付", "订单已超时，请重新下单".
 */
export async function createPay(ctx: AppContext, provider: PaymentProvider, userId: number, { order_no }: OrderNoRequest): Promise<PayCreated> {
  const now = ctx.now();
  const prepared = await ctx.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, order_no);
    if (order.status === "CLOSED") throw userError("订单已关闭，请重新下单");
    if (order.status !== "UNPAID") throw userError("订单已支付");
    if (order.expiresAt.getTime() <= now.getTime()) throw userError("订单已超时，请重新下单");
    if (!(await touchOrder(tx, order.id, "UNPAID"))) throw userError("订单状态已变化，请刷新后重试");
    const [item] = await tx.select({ title: orderItems.title, skuName: orderItems.skuName }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).limit(1);
    const [open] = await tx
      .select({ outTradeNo: payments.outTradeNo })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.provider, provider.name), eq(payments.status, "CREATED")))
      .orderBy(desc(payments.id))
      .limit(1);
    let outTradeNo = open?.outTradeNo;
    if (!outTradeNo) {
      outTradeNo = newOutTradeNo(now);
      await tx.insert(payments).values({ orderId: order.id, provider: provider.name, outTradeNo, amountFen: order.amountFen, status: "CREATED", createdAt: now });
    }
    const subject = item ? `${item.title} ${item.skuName}`.trim() : "订单支付";
    return { outTradeNo, amountFen: order.amountFen, subject, orderNo: order.orderNo };
  });
  const { payUrl } = await provider.createPayment({
    outTradeNo: prepared.outTradeNo,
    amountFen: prepared.amountFen,
    subject: prepared.subject,
    notifyUrl: `${ctx.config.publicUrl}/api/pay/notify/${provider.name}`,
    returnUrl: returnUrlFor(prepared.orderNo),
  });
  return { pay_url: payUrl, out_trade_no: prepared.outTradeNo };
}

/** POST /api/pay/status: the order's status and whether it has been paid (paid_at set). */
export async function payStatus(ctx: AppContext, userId: number, { order_no }: OrderNoRequest): Promise<PayStatus> {
  const order = await findOwnOrder(ctx.db, userId, order_no);
  return { status: order.status as OrderStatus, paid: order.paidAt !== null };
}
