import { and, eq, inArray, sql } from "drizzle-orm";
import { CLAIM_RESULT_LABELS, claimSigningText, type ClaimResult, type CouponClaimed, type UserCoupon, type ZCouponClaimRequest } from "@wenlv/contract/coupons";
import { ORDER_SIGNATURE_MAX_SKEW_MS } from "@wenlv/contract/orders";
import type { z } from "zod";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import { couponBatches, couponRules, userCoupons } from "../../db/schema/index";
import { hmacHex, safeEqual } from "../../lib/crypto";
import { refused } from "../../plugins/envelope";
import { couponExpiry, releaseOf, ruleState, toUserCoupon, type CouponRuleRow } from "./rules";

/** Refusal (4006) of a claim whose signature does not match. */
export const CLAIM_BAD_SIGNATURE = "签名校验失败";
/** Refusal (4006) of a claim signed more than ORDER_SIGNATURE_MAX_SKEW_MS (5 minutes) away from the server clock. */
export const CLAIM_STALE = "请求已过期，请校准手机时间后重试";

/** Thrown inside a claim's transaction when a stock row had none left; the transaction rolls back. */
class NoneLeft extends Error {}

/** One rule's claim in its own transaction: the coupon, `already` when the user held one, or none left. */
async function claimOne(db: Db, userId: number, rule: CouponRuleRow, now: Date, sourceFrom: string): Promise<{ result: ClaimResult; couponId: number | null }> {
  const release = releaseOf(rule, now);
  try {
    const id = await db.transaction(async (tx) => {
      const [held] = await tx
        .insert(userCoupons)
        .values({ userId, ruleId: rule.id, status: "unused", sourceFrom, claimedAt: now, expiresAt: couponExpiry(rule, now) })
        .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.ruleId] })
        .returning({ id: userCoupons.id });
      if (!held) return null;
      // The whole stock, then today's release: each a conditional UPDATE, so concurrent claims wait
      // for the row and are judged against what was committed (never more than the stock).
      const whole = await tx
        .update(couponRules)
        .set({ claimed: sql`${couponRules.claimed} + 1` })
        .where(and(eq(couponRules.id, rule.id), sql`${couponRules.claimed} < ${couponRules.totalStock}`))
        .returning({ id: couponRules.id });
      if (whole.length === 0) throw new NoneLeft();
      if (release) {
        await tx.insert(couponBatches).values({ ruleId: rule.id, day: release.day, stock: rule.dailyStock!, claimed: 0 }).onConflictDoNothing();
        const today = await tx
          .update(couponBatches)
          .set({ claimed: sql`${couponBatches.claimed} + 1` })
          .where(and(eq(couponBatches.ruleId, rule.id), eq(couponBatches.day, release.day), sql`${couponBatches.claimed} < ${couponBatches.stock}`))
          .returning({ day: couponBatches.day });
        if (today.length === 0) throw new NoneLeft();
      }
      return held.id;
    });
    if (id === null) {
      const [existing] = await db.select({ id: userCoupons.id }).from(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.ruleId, rule.id)));
      return { result: "already", couponId: existing?.id ?? null };
    }
    return { result: "claimed", couponId: id };
  } catch (error) {
    if (error instanceof NoneLeft) return { result: "sold_out", couponId: null };
    throw error;
  }
}

/**
 * POST /api/coupon/getNewCouponsByActivitiesIds (spec section 7; issue 11, decision 037): the
 * signature (hex HMAC-SHA256 of contract claimSigningText with the session's signing key; else 4006
 * {@link CLAIM_BAD_SIGNATURE}) and the timestamp (within 5 minutes; else 4006 {@link CLAIM_STALE});
 * then each rule of `ids` in turn (repeats once): not found or withdrawn, not yet claimable
 * (window, today's release time), ended (window closed), sold out, already held (one per
 * user per rule: a UNIQUE key, so a double tap gives one), or claimed: the coupon row, the whole
 * stock and today's release taken in one transaction, each by a conditional UPDATE, so N claims on
 * K coupons give exactly min(N, K). A replayed claim within the window can only answer `already`.
 * Answers per rule its result and the coupon held; `msg` the first rule's result label, code 1 when
 * any rule was claimed or is held, else code 0 with that label.
 */
export async function claimCoupons(ctx: AppContext, session: AuthSession, input: z.output<typeof ZCouponClaimRequest>): Promise<{ data: CouponClaimed; ok: boolean; msg: string }> {
  const now = ctx.now();
  const text = claimSigningText(input);
  if (!safeEqual(hmacHex(session.signingKey, text), input.signature.toLowerCase())) throw refused(CLAIM_BAD_SIGNATURE);
  if (Math.abs(now.getTime() - input.timestamp) > ORDER_SIGNATURE_MAX_SKEW_MS) throw refused(CLAIM_STALE);
  const ids = [...new Set(input.ids.split(",").map(Number))];
  const rules = await ctx.db.select().from(couponRules).where(inArray(couponRules.id, ids));
  const byId = new Map(rules.map((r) => [r.id, r]));
  const outcomes: { id: number; result: ClaimResult; couponId: number | null }[] = [];
  for (const id of ids) {
    const rule = byId.get(id);
    if (!rule || !rule.onSale) {
      outcomes.push({ id, result: "not_found", couponId: null });
      continue;
    }
    const { state } = ruleState(rule, now, 0, false);
    if (state === "upcoming" || state === "ended" || state === "sold_out") {
      const [held] = await ctx.db.select({ id: userCoupons.id }).from(userCoupons).where(and(eq(userCoupons.userId, session.userId), eq(userCoupons.ruleId, id)));
      outcomes.push(held ? { id, result: "already", couponId: held.id } : { id, result: state, couponId: null });
      continue;
    }
    outcomes.push({ id, ...(await claimOne(ctx.db, session.userId, rule, now, input.source_from)) });
  }
  const couponIds = outcomes.flatMap((o) => (o.couponId === null ? [] : [o.couponId]));
  const held = couponIds.length === 0 ? [] : await ctx.db.select().from(userCoupons).where(inArray(userCoupons.id, couponIds));
  const coupons = new Map<number, UserCoupon>(held.map((c) => [c.id, toUserCoupon(c, byId.get(c.ruleId)!, null, now)]));
  const list = outcomes.map((o) => ({ id: o.id, result: o.result, coupon: o.couponId === null ? null : (coupons.get(o.couponId) ?? null) }));
  const first = outcomes[0]!.result;
  return { data: { list }, ok: outcomes.some((o) => o.result === "claimed" || o.result === "already"), msg: CLAIM_RESULT_LABELS[first] };
}
