import { defineEndpoint, schemasOf } from "../endpoint";

const coupons = () => Promise.all([import("../coupons"), import("../envelope")]).then(([c, e]) => ({ ...c, ...e }));

/*
 * Coupons and consumption vouchers (issue 11, decision 037): the centres, the claim call of spec
 * section 7 and the user's coupons.
 */

/**
 * The rules of the coupon centre (`kind` platform, /GetCoupons) or the voucher centre (`kind`
 * government, /voucherCenter) whose claim window has not ended, with what is left to claim now and
 * where each stands; with a token, `claimed` for the rules the user holds. Live (stock moves).
 */
export const couponCenter = defineEndpoint({
  path: "/api/coupon/center",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(coupons, "ZCouponCenterRequest", "ZCouponCenter"),
});

/**
 * Claim coupons (spec section 7): `ids`, `timestamp`, `signature`, `source_from`. Signature 4006
 * "签名校验失败", a timestamp more than 5 minutes off 4006. One coupon per user per rule, stock
 * exact under concurrency. Code 1 when any rule was claimed or is already held (per rule results
 * in `data.list`), else code 0 with the first rule's reason (优惠券已抢光, 活动尚未开始, ...).
 */
export const couponClaim = defineEndpoint({
  path: "/api/coupon/getNewCouponsByActivitiesIds",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(coupons, "ZCouponClaimRequest", "ZCouponClaimed"),
});

/** The user's coupons of one status, newest first (`unused` lists `locked` ones too). */
export const couponMine = defineEndpoint({
  path: "/api/coupon/mine",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(coupons, "ZMyCouponsRequest", "ZMyCoupons"),
});
