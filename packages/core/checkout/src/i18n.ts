import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { checkoutEn } from "./strings/en";
import { checkoutZhCN } from "./strings/zh";

/** Namespace of the shared order-page parts. */
export const CHECKOUT_NS = "checkout";

registerResources(CHECKOUT_NS, { "zh-CN": checkoutZhCN, en: checkoutEn });

/** `t` of the "checkout" namespace; re-renders on language change. */
export function useCheckoutT() {
  return useTranslation(CHECKOUT_NS).t;
}
