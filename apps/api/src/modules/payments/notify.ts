import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, payments, refunds } from "../../db/schema/index";
import type { PaymentProvider } from "../../providers/payment/types";
import { newRefundNo } from "../orders/codes";
import { spendOrderCoupons } from "../coupons/apply";
import { issueTickets } from "../orders/issue";
import { moveOrderStatus } from "../orders/state";

/** What a notify did: `accepted` is what the gateway is told ("success" / "fail"). */
export type NotifyResult = { accepted: boolean; effect: "paid" | "late_refund" | "duplicate" | "ignored" | "rejected"; reason?: string };

const REJECT = (reason: string): NotifyResult => ({ accepted: false, effect: "rejected", reason });

/**
 * Handles an asynchronous payment notify (issue 2 section 3), idempotently:
 * 1. the provider's signature must verify and the fields parse, else rejected (nothing written);
 * 2. the trade must be one of ours (`payments.out_trade_no`, UNIQUE) and the amount must equal the
 *    payment's and the order's amount in fen, else rejected;
 * 3. the payment moves CREATED -> PAID with a conditional update, so a replayed or concurrent
 *    notify changes state once and is then answered "success" without effect;
 * 4. an UNPAID order moves to PAID (checked transition) and its tickets are issued; a payment for an
 *    order that is no longer UNPAID (closed by the timeout or cancelled) is recorded and a PENDING
 *    refund row is written, which the sweeper's `processRefunds` sends back to the payer.
 * A notify whose trade status is not a success is acknowledged and ignored.
 */
export async function handlePaymentNotify(db: Db, provider: PaymentProvider, params: Record<string, string>, now: Date): Promise<NotifyResult> {
  if (!provider.verifyNotify(params)) return REJECT("bad signature");
  const notice = provider.parseNotify(params);
  if (!notice) return REJECT("malformed notify");
  if (!notice.paid) return { accepted: true, effect: "ignored" };
  return db.transaction(async (tx): Promise<NotifyResult> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.outTradeNo, notice.outTradeNo), eq(payments.provider, provider.name)))
      .limit(1);
    if (!payment) return REJECT("unknown trade");
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order) return REJECT("unknown order");
    if (notice.amountFen !== payment.amountFen || notice.amountFen !== order.amountFen) return REJECT("amount mismatch");
    const claimed = await tx
      .update(payments)
      .set({ status: "PAID", providerTradeNo: notice.providerTradeNo, rawNotify: params, paidAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "CREATED")))
      .returning({ id: payments.id });
    if (claimed.length === 0) return { accepted: true, effect: "duplicate" };
    if (order.status === "UNPAID" && (await moveOrderStatus(tx, order.id, "UNPAID", "PAID", { paidAt: now }))) {
      await issueTickets(tx, order.id);
      await spendOrderCoupons(tx, order.id, now);
      return { accepted: true, effect: "paid" };
    }
    // Once per payment: the claim above moved it CREATED -> PAID exactly once.
    await tx
      .insert(refunds)
      .values({ orderId: order.id, refundNo: newRefundNo(now), amountFen: payment.amountFen, reason: "订单已关闭，支付款项原路退回", status: "PENDING", createdAt: now });
    return { accepted: true, effect: "late_refund" };
  });
}
