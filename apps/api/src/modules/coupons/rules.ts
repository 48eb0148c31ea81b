import type { CouponDiscount, CouponRule, CouponRuleState, CouponScope, UserCoupon, UserCouponStatus } from "@wenlv/contract/coupons";
import type { couponRules, userCoupons } from "../../db/schema/index";
import { addDays, shanghaiDay, shanghaiInstant } from "../../lib/time";

/*
 * The pure rules of coupon rules (issue 11, decision 037): where a rule stands for claiming at an
 * instant, how much is left, and until when a coupon claimed now is valid. Days and clock times
 * are Asia/Shanghai; instants UTC.
 */

export type CouponRuleRow = typeof couponRules.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

/** The release of a daily rule that `now` falls in: today's (its Shanghai day) and when it opens. Null for a rule without a daily release. */
export function releaseOf(rule: Pick<CouponRuleRow, "releaseTime">, now: Date): { day: string; opensAt: Date } | null {
  if (!rule.releaseTime) return null;
  const day = shanghaiDay(now);
  return { day, opensAt: shanghaiInstant(day, rule.releaseTime) };
}

/**
 * Coupons left to claim now: the whole stock left, and for a daily rule no more than what today's
 * release has left (`batchClaimed` of its `dailyStock` given today).
 */
export function remainingOf(rule: Pick<CouponRuleRow, "totalStock" | "claimed" | "dailyStock">, batchClaimed: number): number {
  const total = Math.max(0, rule.totalStock - rule.claimed);
  return rule.dailyStock === null ? total : Math.min(total, Math.max(0, rule.dailyStock - batchClaimed));
}

/**
 * Where a rule stands for a claim at `now` (contract COUPON_RULE_STATES) and when its next release
 * opens: `ended` after the claim window (or withdrawn); `sold_out` once the whole stock is gone (no
 * next release); `upcoming` before the window or, for a daily rule, before today's release time;
 * `sold_out` when today's release is gone (the next opens tomorrow, if the window lasts);
 * `claimed` when the user holds one; else `open`.
 */
export function ruleState(
  rule: Pick<CouponRuleRow, "claimFrom" | "claimTo" | "releaseTime" | "totalStock" | "claimed" | "dailyStock" | "onSale">,
  now: Date,
  batchClaimed: number,
  held: boolean,
): { state: CouponRuleState; nextReleaseAt: Date | null } {
  if (held) return { state: "claimed", nextReleaseAt: null };
  if (!rule.onSale || now >= rule.claimTo) return { state: "ended", nextReleaseAt: null };
  if (rule.claimed >= rule.totalStock) return { state: "sold_out", nextReleaseAt: null };
  const release = releaseOf(rule, now);
  if (now < rule.claimFrom) {
    const opens = rule.releaseTime ? shanghaiInstant(shanghaiDay(rule.claimFrom), rule.releaseTime) : rule.claimFrom;
    return { state: "upcoming", nextReleaseAt: opens < rule.claimFrom ? rule.claimFrom : opens };
  }
  if (release && now < release.opensAt) return { state: "upcoming", nextReleaseAt: release.opensAt };
  if (remainingOf(rule, batchClaimed) <= 0) {
    const next = release ? shanghaiInstant(addDays(release.day, 1), rule.releaseTime!) : null;
    return { state: "sold_out", nextReleaseAt: next && next < rule.claimTo ? next : null };
  }
  return { state: "open", nextReleaseAt: null };
}

/**
 * Until when a coupon claimed at `now` is valid: the end of the Shanghai day `validDays - 1` days
 * after the claim's day (7 days: claimed on the 1st, valid through the 7th), and never after the
 * rule's `validTo`.
 */
export function couponExpiry(rule: Pick<CouponRuleRow, "validDays" | "validTo">, now: Date): Date {
  const byDays = rule.validDays !== null ? shanghaiInstant(addDays(shanghaiDay(now), rule.validDays), "00:00") : null;
  if (byDays && rule.validTo) return byDays < rule.validTo ? byDays : rule.validTo;
  return (byDays ?? rule.validTo)!;
}

/** What a rule and a coupon of it show alike: kind, title, issuer, discount (fen) and scope. */
function faceOf(rule: CouponRuleRow): Pick<CouponRule, "kind" | "title" | "title_en" | "issuer" | "issuer_en" | "discount" | "scope"> {
  return {
    kind: rule.kind as CouponRule["kind"],
    title: rule.titleZh,
    title_en: rule.titleEn,
    issuer: rule.issuerZh,
    issuer_en: rule.issuerEn,
    discount: rule.discount as unknown as CouponDiscount,
    scope: rule.scope as CouponScope[],
  };
}

/** A rule as the centres answer it. */
export function toCouponRule(rule: CouponRuleRow, now: Date, batchClaimed: number, held: boolean): CouponRule {
  const { state, nextReleaseAt } = ruleState(rule, now, batchClaimed, held);
  return {
    id: rule.id,
    ...faceOf(rule),
    claim_from: rule.claimFrom.toISOString(),
    claim_to: rule.claimTo.toISOString(),
    release_time: rule.releaseTime,
    daily_stock: rule.dailyStock,
    total_stock: rule.totalStock,
    remaining: remainingOf(rule, batchClaimed),
    valid_days: rule.validDays,
    valid_to: rule.validTo?.toISOString() ?? null,
    stackable: rule.stackable,
    state,
    next_release_at: nextReleaseAt?.toISOString() ?? null,
    sample: rule.sample,
    note: rule.note,
  };
}

/** A held coupon as the API answers it; an unused one past its expiry reads `expired` before the sweeper marks it. */
export function toUserCoupon(coupon: UserCouponRow, rule: CouponRuleRow, orderNo: string | null, now: Date): UserCoupon {
  const status: UserCouponStatus = coupon.status === "unused" && coupon.expiresAt <= now ? "expired" : (coupon.status as UserCouponStatus);
  return {
    id: coupon.id,
    rule_id: rule.id,
    ...faceOf(rule),
    stackable: rule.stackable,
    status,
    claimed_at: coupon.claimedAt.toISOString(),
    expires_at: coupon.expiresAt.toISOString(),
    order_no: orderNo,
    used_at: coupon.usedAt?.toISOString() ?? null,
    sample: rule.sample,
  };
}
