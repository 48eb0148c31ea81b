import { z } from "zod";

/*
 * Coupons and consumption vouchers (spec sections 1, 2 and 7: /GetCoupons, /voucherCenter,
 * /MyCoupons, /SelectCoupons, POST /api/coupon/getNewCouponsByActivitiesIds; issue 11;
 * docs/decisions/037-coupons.md). A coupon rule (an "activity" of the spec's claim call) is what
 * the coupon centre shows: its discount, the product kinds it applies to, when it can be claimed
 * (a claim window, and for government vouchers a daily release time with a daily stock), how
 * long a claimed coupon stays valid, and how many there are. A user claims at most one coupon of
 * each rule. Amounts are integer fen; instants ISO 8601 UTC; days and clock times Asia/Shanghai.
 */

/** Who issues a rule: `platform` coupons of the coupon centre (/GetCoupons), `government` consumption vouchers (/voucherCenter, 消费券). */
export const COUPON_KINDS = ["platform", "government"] as const;
export const ZCouponKind = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof ZCouponKind>;

/**
 * How a coupon takes money off an order's amount (before any discount):
 * - `threshold` 满减: `discount_fen` off when the amount is at least `threshold_fen`;
 * - `direct` 立减: `discount_fen` off (no threshold beyond `threshold_fen`, usually 0);
 * - `percent` 折扣: `percent_off` percent off (20 = 8折), at most `cap_fen`, from `threshold_fen` on.
 * Never more than the amount itself.
 */
export const DISCOUNT_TYPES = ["threshold", "direct", "percent"] as const;
export const ZDiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof ZDiscountType>;

export const ZCouponDiscount = z.object({
  type: ZDiscountType,
  threshold_fen: z.number().int().min(0),
  discount_fen: z.number().int().min(0),
  percent_off: z.number().int().min(0).max(99),
  cap_fen: z.number().int().min(0),
});
export type CouponDiscount = z.infer<typeof ZCouponDiscount>;

/** The product kinds a coupon may apply to (order `type` of the product's order items). An empty scope means every kind. */
export const COUPON_SCOPES = ["ticket", "hotel", "line", "performance", "movie", "food", "merchandise", "venue", "pass"] as const;
export const ZCouponScope = z.enum(COUPON_SCOPES);
export type CouponScope = z.infer<typeof ZCouponScope>;

/**
 * Money a coupon takes off `amountFen` (integer fen, the order's amount before discounts): 0 below
 * the threshold; the discount, or the percentage rounded down to whole fen and capped; never more
 * than the amount. Pure: the API prices orders with it and /SelectCoupons shows the same figure.
 */
export function couponDiscountFen(discount: CouponDiscount, amountFen: number): number {
  if (amountFen <= 0 || amountFen < discount.threshold_fen) return 0;
  const off = discount.type === "percent" ? Math.min(Math.floor((amountFen * discount.percent_off) / 100), discount.cap_fen > 0 ? discount.cap_fen : Number.MAX_SAFE_INTEGER) : discount.discount_fen;
  return Math.max(0, Math.min(off, amountFen));
}

/** Whether a rule's `scope` covers an order of `productType` (an empty scope covers every kind). */
export function scopeCovers(scope: readonly string[], productType: string): boolean {
  return scope.length === 0 || scope.includes(productType);
}

/**
 * Where a rule stands for claiming now, in the coupon centre: `open`; `upcoming` (its claim window
 * has not opened, or today's release time has not come: `next_release_at`); `sold_out` (none left:
 * the whole stock is gone, or for a daily release none is left today and `next_release_at` is
 * tomorrow's); `ended` (the claim window closed); `claimed` (the user holds one: one per user per rule).
 */
export const COUPON_RULE_STATES = ["open", "upcoming", "sold_out", "ended", "claimed"] as const;
export const ZCouponRuleState = z.enum(COUPON_RULE_STATES);
export type CouponRuleState = z.infer<typeof ZCouponRuleState>;

/** One rule of the coupon centre or the voucher centre. */
/** What a rule and a coupon of it show alike. */
const COUPON_FACE = {
  kind: ZCouponKind,
  title: z.string(),
  title_en: z.string(),
  /** Who issues it ("苏州市文化广电和旅游局（示例）", a merchant, the platform). */
  issuer: z.string(),
  issuer_en: z.string(),
  discount: ZCouponDiscount,
  scope: z.array(ZCouponScope),
};

export const ZCouponRule = z.object({
  id: z.number().int(),
  ...COUPON_FACE,
  /** Claim window (ISO UTC). */
  claim_from: z.string(),
  claim_to: z.string(),
  /** Daily release time "10:00" (Shanghai) of a rule released day by day, else null. */
  release_time: z.string().nullable(),
  /** Coupons released each day (with `release_time`), else null. */
  daily_stock: z.number().int().nullable(),
  total_stock: z.number().int(),
  /** Coupons left to claim now: today's release for a daily rule (never more than the whole stock left), else the whole stock left. */
  remaining: z.number().int(),
  /** A claimed coupon is valid this many days from claiming (to the end of the last day, Shanghai), or until `valid_to`. */
  valid_days: z.number().int().nullable(),
  valid_to: z.string().nullable(),
  /** Government vouchers stack with one platform coupon; two of one kind never do. */
  stackable: z.boolean(),
  state: ZCouponRuleState,
  /** When the next release opens (ISO UTC) for `upcoming` and a daily rule's `sold_out`, else null. */
  next_release_at: z.string().nullable(),
  /** True when the rule is sample data (decision 037), with its `note`. */
  sample: z.boolean(),
  note: z.string(),
});
export type CouponRule = z.infer<typeof ZCouponRule>;

/** Body of POST /api/coupon/center: which centre (`platform` for /GetCoupons, `government` for /voucherCenter). */
export const ZCouponCenterRequest = z.object({ kind: ZCouponKind.default("platform") });
export type CouponCenterRequest = z.input<typeof ZCouponCenterRequest>;

export const ZCouponCenter = z.object({ list: z.array(ZCouponRule) });
export type CouponCenter = z.infer<typeof ZCouponCenter>;

/** Where a claimed coupon is: `unused`, `locked` (held by an unpaid order), `used` (by a paid order), `expired`. */
export const USER_COUPON_STATUSES = ["unused", "locked", "used", "expired"] as const;
export const ZUserCouponStatus = z.enum(USER_COUPON_STATUSES);
export type UserCouponStatus = z.infer<typeof ZUserCouponStatus>;

/** A coupon the user holds. */
export const ZUserCoupon = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  ...COUPON_FACE,
  stackable: z.boolean(),
  status: ZUserCouponStatus,
  claimed_at: z.string(),
  /** Valid until this instant (ISO UTC; the end of a Shanghai day). */
  expires_at: z.string(),
  /** The order that holds or used it. */
  order_no: z.string().nullable(),
  used_at: z.string().nullable(),
  sample: z.boolean(),
});
export type UserCoupon = z.infer<typeof ZUserCoupon>;

/** Most rules one claim call asks for. */
export const MAX_CLAIM_IDS = 10;

/**
 * Form body of POST /api/coupon/getNewCouponsByActivitiesIds (spec section 7): `ids` the rule ids
 * ("12" or "12,13"), `timestamp` ms since the epoch when signed (5 minutes either way, as an order
 * create), `source_from` the page claiming ("GetCoupons", "voucherCenter", a campaign page), and
 * `signature` the hex HMAC-SHA256, with the session's signing key, of {@link claimSigningText}.
 */
export const ZCouponClaimRequest = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,9}(,\d{1,9})*$/, "优惠券不存在")
    .refine((s) => s.split(",").length <= MAX_CLAIM_IDS, `每次最多领取${MAX_CLAIM_IDS}张`),
  timestamp: z.coerce.number({ error: "请求已过期，请校准手机时间后重试" }).int({ error: "请求已过期，请校准手机时间后重试" }),
  signature: z.string().trim().regex(/^[0-9a-fA-F]{64}$/, "签名校验失败"),
  source_from: z.string().trim().max(64, "来源不正确").default(""),
});
export type CouponClaimRequest = z.input<typeof ZCouponClaimRequest>;

/** The text a claim signs: its fields in name order, `ids=..&source_from=..&timestamp=..` (values as sent). */
export function claimSigningText(fields: { ids: string; source_from: string; timestamp: number }): string {
  return `ids=${fields.ids}&source_from=${fields.source_from}&timestamp=${fields.timestamp}`;
}

/** What became of one rule of a claim: `claimed` now, `already` held, or why not. */
export const CLAIM_RESULTS = ["claimed", "already", "sold_out", "upcoming", "ended", "not_found"] as const;
export const ZClaimResult = z.enum(CLAIM_RESULTS);
export type ClaimResult = z.infer<typeof ZClaimResult>;

/** Chinese messages of {@link CLAIM_RESULTS} (the API's `msg` for a claim of one rule). */
export const CLAIM_RESULT_LABELS: Readonly<Record<ClaimResult, string>> = {
  claimed: "领取成功",
  already: "您已领取过该券",
  sold_out: "优惠券已抢光",
  upcoming: "活动尚未开始",
  ended: "活动已结束",
  not_found: "优惠券不存在",
};

/** `data` of a claim: per rule asked, its result and the coupon held (claimed now or before). */
export const ZCouponClaimed = z.object({
  list: z.array(z.object({ id: z.number().int(), result: ZClaimResult, coupon: ZUserCoupon.nullable() })),
});
export type CouponClaimed = z.infer<typeof ZCouponClaimed>;

/** Body of POST /api/coupon/mine: the user's coupons of one status (default `unused`, which also lists `locked`). */
export const ZMyCouponsRequest = z.object({ status: z.enum(["unused", "used", "expired"]).default("unused") });
export type MyCouponsRequest = z.input<typeof ZMyCouponsRequest>;

export const ZMyCoupons = z.object({ list: z.array(ZUserCoupon) });
export type MyCoupons = z.infer<typeof ZMyCoupons>;
