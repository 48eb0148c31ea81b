import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { COUPON_KINDS, COUPON_SCOPES, type CouponDiscount } from "@wenlv/contract/coupons";
import { shanghaiInstant, addDays } from "../lib/time";
import type { Db } from "./client";
import { couponRules } from "./schema/index";
import { loadSeedArray, SEED_DATA_DIR, ZClock, ZText } from "./seed-data";

/** A Shanghai day "YYYY-MM-DD". */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be "YYYY-MM-DD"' });

/** A discount as the seed writes it (camelCase, integer fen; the contract's CouponDiscount once loaded). */
const ZSeedDiscount = z.strictObject({
  type: z.enum(["threshold", "direct", "percent"]),
  thresholdFen: z.int().min(0).default(0),
  discountFen: z.int().min(0).default(0),
  percentOff: z.int().min(1).max(99).optional(),
  capFen: z.int().min(0).default(0),
});

/**
 * One coupon rule of seed/data/coupons.json (decision 037): the claim window from the start of
 * `claimFrom` to the end of `claimTo` (Shanghai days), a daily release (`releaseTime` with
 * `dailyStock`) or none, the whole stock, validity `validDays` from claiming or until the end of
 * `validTo`. Every rule is sample data with its `note`.
 */
const ZSeedCouponRule = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    kind: z.enum(COUPON_KINDS),
    titleZh: ZText,
    titleEn: ZText,
    issuerZh: ZText,
    issuerEn: ZText,
    discount: ZSeedDiscount,
    scope: z.array(z.enum(COUPON_SCOPES)),
    claimFrom: ZDay,
    claimTo: ZDay,
    releaseTime: ZClock.optional(),
    dailyStock: z.int().positive().optional(),
    totalStock: z.int().positive(),
    validDays: z.int().min(1).max(366).optional(),
    validTo: ZDay.optional(),
    stackable: z.boolean(),
    note: ZText,
  })
  .refine((r) => (r.releaseTime === undefined) === (r.dailyStock === undefined), { error: "releaseTime and dailyStock go together" })
  .refine((r) => r.validDays !== undefined || r.validTo !== undefined, { error: "validDays or validTo is needed" })
  .refine((r) => r.claimFrom <= r.claimTo, { error: "claimFrom must not be after claimTo" })
  .refine((r) => r.discount.type !== "percent" || r.discount.percentOff !== undefined, { error: "a percent discount needs percentOff" })
  .refine((r) => r.discount.type === "percent" || r.discount.discountFen > 0, { error: "a threshold or direct discount needs discountFen" })
  .refine((r) => r.discount.type !== "threshold" || r.discount.thresholdFen > r.discount.discountFen, { error: "the threshold must be above the discount" });
export type SeedCouponRule = z.infer<typeof ZSeedCouponRule>;

/** The coupon rules of seed/data/coupons.json, validated (a bad record stops the start with its problem). */
export function seedCouponRules(file = path.join(SEED_DATA_DIR, "coupons.json")): SeedCouponRule[] {
  return loadSeedArray(file, "coupon rule", ZSeedCouponRule);
}

/** The contract's discount of a seed discount. */
export function discountOf(d: SeedCouponRule["discount"]): CouponDiscount {
  return { type: d.type, threshold_fen: d.thresholdFen, discount_fen: d.discountFen, percent_off: d.percentOff ?? 0, cap_fen: d.capFen };
}

/**
 * Upserts the coupon rules by slug (inside the catalogue seed's transaction): everything the seed
 * says is replaced, the count of coupons `claimed` is kept.
 */
export async function seedCoupons(db: Db, records: readonly SeedCouponRule[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((r) => ({
    slug: r.slug,
    kind: r.kind,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    issuerZh: r.issuerZh,
    issuerEn: r.issuerEn,
    discount: discountOf(r.discount) as unknown as Record<string, unknown>,
    scope: r.scope,
    claimFrom: shanghaiInstant(r.claimFrom, "00:00"),
    claimTo: shanghaiInstant(addDays(r.claimTo, 1), "00:00"),
    releaseTime: r.releaseTime ?? null,
    dailyStock: r.dailyStock ?? null,
    totalStock: r.totalStock,
    validDays: r.validDays ?? null,
    validTo: r.validTo ? shanghaiInstant(addDays(r.validTo, 1), "00:00") : null,
    stackable: r.stackable,
    sample: true,
    note: r.note,
    onSale: true,
  }));
  const keep = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(couponRules)
    .values(rows)
    .onConflictDoUpdate({
      target: couponRules.slug,
      set: {
        kind: keep("kind"),
        titleZh: keep("title_zh"),
        titleEn: keep("title_en"),
        issuerZh: keep("issuer_zh"),
        issuerEn: keep("issuer_en"),
        discount: keep("discount"),
        scope: keep("scope"),
        claimFrom: keep("claim_from"),
        claimTo: keep("claim_to"),
        releaseTime: keep("release_time"),
        dailyStock: keep("daily_stock"),
        totalStock: sql`greatest(excluded.total_stock, ${couponRules.claimed})`,
        validDays: keep("valid_days"),
        validTo: keep("valid_to"),
        stackable: keep("stackable"),
        sample: keep("sample"),
        note: keep("note"),
        onSale: keep("on_sale"),
      },
    });
}
