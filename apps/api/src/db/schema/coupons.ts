import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Coupon rules (issue 11, decision 037): what the coupon centre (`kind` platform) and the voucher
 * centre (`kind` government) offer. `discount` the contract's CouponDiscount (fen), `scope` the
 * product kinds it covers ([] = all), the claim window, a daily release (`release_time` "HH:MM"
 * Shanghai with `daily_stock`) or none, the whole `total_stock`, validity `valid_days` from the
 * claim or until `valid_to`. `claimed` counts the coupons claimed of the whole stock; what a day's
 * release has given is in `coupon_batches`. `slug` keys the seed.
 */
export const couponRules = pgTable(
  "coupon_rules",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    kind: text("kind").notNull(),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull().default(""),
    issuerZh: text("issuer_zh").notNull(),
    issuerEn: text("issuer_en").notNull().default(""),
    discount: jsonb("discount").$type<Record<string, unknown>>().notNull(),
    scope: text("scope").array().notNull(),
    claimFrom: timestamp("claim_from", { withTimezone: true }).notNull(),
    claimTo: timestamp("claim_to", { withTimezone: true }).notNull(),
    releaseTime: text("release_time"),
    dailyStock: integer("daily_stock"),
    totalStock: integer("total_stock").notNull(),
    claimed: integer("claimed").notNull().default(0),
    validDays: integer("valid_days"),
    validTo: timestamp("valid_to", { withTimezone: true }),
    stackable: boolean("stackable").notNull().default(false),
    sample: boolean("sample").notNull().default(true),
    note: text("note").notNull().default(""),
    onSale: boolean("on_sale").notNull().default(true),
  },
  (t) => [
    uniqueIndex("coupon_rules_slug_uq").on(t.slug),
    index("coupon_rules_kind_idx").on(t.kind, t.claimTo),
    check("coupon_rules_kind_ck", sql`${t.kind} IN ('platform', 'government')`),
    check("coupon_rules_claimed_ck", sql`${t.claimed} BETWEEN 0 AND ${t.totalStock}`),
    check("coupon_rules_validity_ck", sql`${t.validDays} IS NOT NULL OR ${t.validTo} IS NOT NULL`),
  ],
);

/**
 * What one release of a daily rule has given (decision 037): one row per rule and Shanghai day,
 * `claimed` of `stock` (the rule's daily stock), made on the first claim of the day. A claim takes
 * one from its day's row and one from the rule's whole stock in the same transaction, each by a
 * conditional UPDATE whose CHECK keeps it within its stock, so the stock is exact under any
 * concurrency.
 */
export const couponBatches = pgTable(
  "coupon_batches",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => couponRules.id),
    day: text("day").notNull(),
    stock: integer("stock").notNull(),
    claimed: integer("claimed").notNull().default(0),
  },
  (t) => [uniqueIndex("coupon_batches_rule_day_uq").on(t.ruleId, t.day), check("coupon_batches_claimed_ck", sql`${t.claimed} BETWEEN 0 AND ${t.stock}`)],
);

/**
 * Coupons users hold (decision 037): one per user and rule (UNIQUE), valid from its claim until
 * `expires_at` (the end of a Shanghai day). Status: unused -> locked (an unpaid order holds it:
 * `order_id`) -> used when that order is paid, or back to unused when it closes unpaid; unused ->
 * expired (the sweeper, after `expires_at`).
 */
export const userCoupons = pgTable(
  "user_coupons",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => couponRules.id),
    status: text("status").notNull().default("unused"),
    orderId: integer("order_id").references(() => orders.id),
    sourceFrom: text("source_from").notNull().default(""),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_coupons_user_rule_uq").on(t.userId, t.ruleId),
    index("user_coupons_user_idx").on(t.userId, t.status, t.id),
    index("user_coupons_order_idx").on(t.orderId),
    index("user_coupons_expiry_idx").on(t.status, t.expiresAt),
    check("user_coupons_status_ck", sql`${t.status} IN ('unused', 'locked', 'used', 'expired')`),
  ],
);
