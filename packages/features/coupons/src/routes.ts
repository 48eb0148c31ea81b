import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Coupon routes (spec section 2; issue 11, decision 037), all login-required lists: the coupon
 * centre /GetCoupons (platform coupons), the voucher centre /voucherCenter (government consumption
 * vouchers, with their rules) and the user's coupons /MyCoupons (tabs 未使用 / 已使用 / 已过期).
 */
export const routes: RouteDef[] = [
  { path: "/GetCoupons", title: "coupons:titles.getCoupons", lazy: lazyPage(() => import("./pages/get-coupons"), "GetCouponsPage"), flags: { require: true, isListPage: true } },
  { path: "/voucherCenter", title: "coupons:titles.voucherCenter", lazy: lazyPage(() => import("./pages/voucher-center"), "VoucherCenterPage"), flags: { require: true, isListPage: true } },
  { path: "/MyCoupons", title: "coupons:titles.myCoupons", lazy: lazyPage(() => import("./pages/my-coupons"), "MyCouponsPage"), flags: { require: true, isListPage: true } },
];
