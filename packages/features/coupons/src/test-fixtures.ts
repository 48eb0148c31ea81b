// Test-only fixtures of the coupon screens (imported by *.test.tsx files, never by pages): rules
// and held coupons as the API answers them (contract CouponRule, UserCoupon), after the seed.
import { installAntdRender } from "@wenlv/app-kit";
import type { CouponRule, UserCoupon } from "@wenlv/contract/coupons";

// Toast and Dialog render through antd-mobile's React 19 renderer, as in the app.
installAntdRender();

/** A signing key like the login answer's, and a logged-in session holding it. */
export const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
export const SESSION: { token: string; user: null; signingKey: string | null } = { token: "tok_coupons_1234567890", user: null, signingKey: SIGNING_KEY };

/** A platform rule (景区门票 满50减10, 30 days after claiming, open with 1000 left); override any field. */
export function rule(over: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 4,
    kind: "platform",
    title: "景区门票 满50减10",
    title_en: "Scenic tickets: ¥10 off ¥50",
    issuer: "苏州文旅平台（示例）",
    issuer_en: "Suzhou culture & tourism platform (sample)",
    discount: { type: "threshold", threshold_fen: 5000, discount_fen: 1000, percent_off: 0, cap_fen: 0 },
    scope: ["ticket"],
    claim_from: "2026-10-31T16:00:00.000Z",
    claim_to: "2027-06-29T16:00:00.000Z",
    release_time: null,
    daily_stock: null,
    total_stock: 1000,
    remaining: 1000,
    valid_days: 30,
    valid_to: null,
    stackable: false,
    state: "open",
    next_release_at: null,
    sample: true,
    note: "平台优惠券为示例数据。",
    ...over,
  };
}

/** A government voucher (苏州文旅消费券 满200减50, 200 a day at 10:00, 7 days); override any field. */
export function voucher(over: Partial<CouponRule> = {}): CouponRule {
  return rule({
    id: 1,
    kind: "government",
    title: "苏州文旅消费券 满200减50",
    title_en: "Suzhou culture & tourism voucher: ¥50 off ¥200",
    issuer: "苏州市文化广电和旅游局（示例）",
    issuer_en: "Suzhou Culture, Radio, TV and Tourism Bureau (sample)",
    discount: { type: "threshold", threshold_fen: 20000, discount_fen: 5000, percent_off: 0, cap_fen: 0 },
    scope: ["ticket", "hotel", "line", "performance"],
    release_time: "10:00",
    daily_stock: 200,
    total_stock: 20000,
    remaining: 200,
    valid_days: 7,
    stackable: true,
    note: "苏州市多次通过线上平台发放文旅消费券。本条的面额、门槛、投放时间、库存与有效期均为示例，不代表任何一期真实活动。",
    ...over,
  });
}

/** A held coupon of {@link rule} (unused, valid through 7 December 2026 in Shanghai); override any field. */
export function coupon(over: Partial<UserCoupon> = {}): UserCoupon {
  return {
    id: 31,
    rule_id: 4,
    kind: "platform",
    title: "景区门票 满50减10",
    title_en: "Scenic tickets: ¥10 off ¥50",
    issuer: "苏州文旅平台（示例）",
    issuer_en: "Suzhou culture & tourism platform (sample)",
    discount: { type: "threshold", threshold_fen: 5000, discount_fen: 1000, percent_off: 0, cap_fen: 0 },
    scope: ["ticket"],
    stackable: false,
    status: "unused",
    claimed_at: "2026-12-01T02:00:00.000Z",
    expires_at: "2026-12-07T16:00:00.000Z",
    order_no: null,
    used_at: null,
    sample: true,
    ...over,
  };
}
