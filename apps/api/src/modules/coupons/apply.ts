import { and, eq, inArray, sql } from "drizzle-orm";
import { couponDiscountFen, scopeCovers, type CouponDiscount } from "@wenlv/contract/coupons";
import type { Db } from "../../db/client";
import { couponRules, userCoupons } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";

/*
 * Coupons in an order (issue 11, decision 037): priced and locked by the order create, used when
 * it is paid, given back when it closes unpaid. Amounts are integer fen.
 */

/** Refusal (code 0) of coupons that are not the user's, not unused, or past their validity. */
export const COUPON_UNAVAILABLE = "所选优惠券不可用，请重新选择";
/** Refusal (code 0) of two coupons of one kind (two platform coupons, or two vouchers). */
export const COUPON_NOT_STACKABLE = "优惠券不可叠加使用";
/** Refusal (code 0) of a coupon that does not cover the order's kind. */
export const COUPON_OUT_OF_SCOPE = "所选优惠券不适用于该商品";
/** Refusal (code 0) of a coupon whose threshold the order's amount does not reach. */
export const COUPON_THRESHOLD = "订单金额未达到优惠券使用门槛";

/** The discount of an order's coupons: the total and each line's share, in the order of the lines. */
export type CouponPricing = { discountFen: number; perLine: number[] };

/**
 * Prices `couponIds` against an order of `lines` (each a product kind and its subtotal in fen),
 * inside the placing transaction, locking the coupon rows (FOR UPDATE) so a coupon cannot go into
 * two orders: each must be the user's, unused and valid at `now`; at most one of each kind (a
 * platform coupon, a government voucher that is `stackable`); each must cover every line's kind
 * and have its threshold met by the order's amount before discounts. The discount is the sum of
 * each coupon's contract couponDiscountFen on that amount, never more than the amount, spread over
 * the lines in proportion to their subtotals (whole fen, the remainder to the largest lines
 * first). Code 0: {@link COUPON_UNAVAILABLE}, {@link COUPON_NOT_STACKABLE},
 * {@link COUPON_OUT_OF_SCOPE}, {@link COUPON_THRESHOLD}.
 */
export async function priceCoupons(tx: Db, userId: number, couponIds: readonly number[], lines: readonly { productType: string; subtotalFen: number }[], now: Date): Promise<CouponPricing> {
  const ids = [...new Set(couponIds)];
  if (ids.length === 0) return { discountFen: 0, perLine: lines.map(() => 0) };
  const held = await tx
    .select({ id: userCoupons.id, userId: userCoupons.userId, status: userCoupons.status, expiresAt: userCoupons.expiresAt, kind: couponRules.kind, stackable: couponRules.stackable, discount: couponRules.discount, scope: couponRules.scope })
    .from(userCoupons)
    .innerJoin(couponRules, eq(couponRules.id, userCoupons.ruleId))
    .where(inArray(userCoupons.id, ids))
    .for("update", { of: userCoupons });
  if (held.length !== ids.length || held.some((c) => c.userId !== userId || c.status !== "unused" || c.expiresAt <= now)) throw userError(COUPON_UNAVAILABLE);
  const kinds = held.map((c) => c.kind);
  if (new Set(kinds).size !== kinds.length || (held.length > 1 && held.some((c) => c.kind === "government" && !c.stackable))) throw userError(COUPON_NOT_STACKABLE);
  if (held.some((c) => lines.some((l) => !scopeCovers(c.scope, l.productType)))) throw userError(COUPON_OUT_OF_SCOPE);
  const amount = lines.reduce((sum, l) => sum + l.subtotalFen, 0);
  const offs = held.map((c) => couponDiscountFen(c.discount as unknown as CouponDiscount, amount));
  if (offs.some((off) => off === 0)) throw userError(COUPON_THRESHOLD);
  const discountFen = Math.min(amount, offs.reduce((a, b) => a + b, 0));
  return { discountFen, perLine: spread(discountFen, lines.map((l) => l.subtotalFen)) };
}

/**
 * `total` fen spread over parts in proportion to `weights` (whole fen: each its floor, then one
 * more fen to the largest weights first until the total is reached). Sums to `total` when the
 * weights sum to more than 0; all zero otherwise.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) shares[order[k]![1]]! += 1;
  return shares;
}

/** Locks the priced coupons to the order `orderId` just placed (unused -> locked), inside its transaction. */
export async function lockCoupons(tx: Db, couponIds: readonly number[], orderId: number): Promise<void> {
  if (couponIds.length === 0) return;
  await tx.update(userCoupons).set({ status: "locked", orderId }).where(and(inArray(userCoupons.id, [...couponIds]), eq(userCoupons.status, "unused")));
}

/** The order `orderId` was paid: its locked coupons are used (locked -> used), inside the payment's transaction. */
export async function spendOrderCoupons(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(userCoupons).set({ status: "used", usedAt: now }).where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.status, "locked")));
}

/**
 * The order `orderId` closed unpaid: its locked coupons go back to the user (locked -> unused, no
 * order; one past its validity is then expired by the sweeper), inside the closing transaction.
 */
export async function releaseOrderCoupons(tx: Db, orderId: number): Promise<void> {
  await tx.update(userCoupons).set({ status: "unused", orderId: sql`NULL` }).where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.status, "locked")));
}
