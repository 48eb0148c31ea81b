import { registerTitles } from "@wenlv/i18n";

/** Namespace of the coupons feature (also used by ./i18n for the screens' strings). */
export const COUPONS_NS = "coupons";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(COUPONS_NS, {
  getCoupons: ["领券中心", "Coupons"],
  voucherCenter: ["消费券", "Consumption vouchers"],
  myCoupons: ["我的优惠券", "My coupons"],
});
