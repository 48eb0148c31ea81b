import { and, desc, eq, gt, inArray, lte, or, type SQL } from "drizzle-orm";
import type { CouponCenter, MyCoupons, UserCoupon } from "@wenlv/contract/coupons";
import type { z } from "zod";
import type { ZCouponCenterRequest, ZMyCouponsRequest } from "@wenlv/contract/coupons";
import type { Db } from "../../db/client";
import { couponBatches, couponRules, orders, userCoupons } from "../../db/schema/index";
import { shanghaiDay } from "../../lib/time";
import { toCouponRule, toUserCoupon } from "./rules";

/** Most coupons /api/coupon/mine answers (the newest). */
const MINE_LIMIT = 100;

/**
 * POST /api/coupon/center (issue 11, decision 037): the rules of one kind on sale whose claim
 * window has not closed, in id order, each with what is left now (today's release for a daily
 * rule) and its state; `userId` (a token) marks the rules the user holds `claimed`.
 */
export async function couponCenter(db: Db, input: z.output<typeof ZCouponCenterRequest>, userId: number | null, now: Date): Promise<CouponCenter> {
  const rules = await db
    .select()
    .from(couponRules)
    .where(and(eq(couponRules.kind, input.kind), eq(couponRules.onSale, true), gt(couponRules.claimTo, now)))
    .orderBy(couponRules.id);
  if (rules.length === 0) return { list: [] };
  const ids = rules.map((r) => r.id);
  const today = shanghaiDay(now);
  const batches = await db.select().from(couponBatches).where(and(inArray(couponBatches.ruleId, ids), eq(couponBatches.day, today)));
  const given = new Map(batches.map((b) => [b.ruleId, b.claimed]));
  const held = userId === null ? [] : await db.select({ ruleId: userCoupons.ruleId }).from(userCoupons).where(and(eq(userCoupons.userId, userId), inArray(userCoupons.ruleId, ids)));
  const heldIds = new Set(held.map((h) => h.ruleId));
  return { list: rules.map((r) => toCouponRule(r, now, given.get(r.id) ?? 0, heldIds.has(r.id))) };
}

/**
 * POST /api/coupon/mine: the user's coupons of one status, newest first (at most 100): `unused`
 * the unused and locked ones still valid, `used` the used ones, `expired` those marked expired and
 * the unused ones past `expires_at` the sweeper has not reached yet. Each with the order that
 * holds or used it.
 */
export async function myCoupons(db: Db, userId: number, input: z.output<typeof ZMyCouponsRequest>, now: Date): Promise<MyCoupons> {
  const c = userCoupons;
  const where =
    input.status === "unused"
      ? or(and(eq(c.status, "unused"), gt(c.expiresAt, now)), eq(c.status, "locked"))
      : input.status === "used"
        ? eq(c.status, "used")
        : or(eq(c.status, "expired"), and(eq(c.status, "unused"), lte(c.expiresAt, now)));
  return { list: await couponsOf(db, userId, now, where) };
}

/** The user's coupons matching `where` (any status without it), newest first, at most 100: the personal-data export lists them all. */
export async function couponsOf(db: Db, userId: number, now: Date, where?: SQL): Promise<UserCoupon[]> {
  const c = userCoupons;
  const rows = await db
    .select({ coupon: c, rule: couponRules, orderNo: orders.orderNo })
    .from(c)
    .innerJoin(couponRules, eq(couponRules.id, c.ruleId))
    .leftJoin(orders, eq(orders.id, c.orderId))
    .where(where ? and(eq(c.userId, userId), where) : eq(c.userId, userId))
    .orderBy(desc(c.id))
    .limit(MINE_LIMIT);
  return rows.map((r): UserCoupon => toUserCoupon(r.coupon, r.rule, r.orderNo ?? null, now));
}

/**
 * Marks the unused coupons past `expires_at` as expired (decision 037).
 * Run by the order sweeper. Answers how many.
 */
export async function expireCoupons(db: Db, now: Date): Promise<number> {
  const gone = await db
    .update(userCoupons)
    .set({ status: "expired" })
    .where(and(eq(userCoupons.status, "unused"), lte(userCoupons.expiresAt, now)))
    .returning({ id: userCoupons.id });
  return gone.length;
}
