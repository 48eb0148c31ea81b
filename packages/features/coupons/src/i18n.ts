import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { COUPONS_NS } from "./titles";
import { couponsEn } from "./strings/en";
import { couponsZhCN } from "./strings/zh";

export { COUPONS_NS };

registerResources(COUPONS_NS, { "zh-CN": couponsZhCN, en: couponsEn });

/** The `t` function of the "coupons" namespace; re-renders on language change. */
export function useCouponsT() {
  return useTranslation(COUPONS_NS).t;
}
