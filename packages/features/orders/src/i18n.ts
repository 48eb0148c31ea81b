import type { OrderItem } from "@wenlv/contract/orders";
import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { ordersEn } from "./strings/en";
import { ordersZhCN } from "./strings/zh";
import { ORDERS_NS } from "./titles";

export { ORDERS_NS };

registerResources(ORDERS_NS, { "zh-CN": ordersZhCN, en: ordersEn });

/** The `t` function of the "orders" namespace; re-renders on language change. */
export function useOrdersT() {
  return useTranslation(ORDERS_NS).t;
}

/**
 * Translates a Chinese status label computed by `@wenlv/contract/status` (orderStatusLabel,
 * PRODUCT_STATUS_LABELS, REFUND_STATUS_LABELS ...): the contract owns the type-dependent rules of
 * spec section 4 and answers Chinese, so the label itself is the key into `statusLabels`. Chinese
 * (and any label without an English entry) is shown as it is.
 */
export function useStatusText(): (label: string) => string {
  const t = useOrdersT();
  return (label) => t(`statusLabels.${label}`, { defaultValue: label });
}

/** A product line as the API names it (an order summary or item): Chinese title and SKU name, English ones when the catalogue has them. */
type NamedLine = Pick<OrderItem, "title" | "sku_name"> & Partial<Pick<OrderItem, "title_en" | "sku_name_en">>;

/**
 * Picks the product names for the UI language: English screens show `title_en` / `sku_name_en`
 * when the API sent them (non-empty), else the Chinese names; Chinese screens always the Chinese.
 */
export function useProductNames(): (line: NamedLine) => { title: string; skuName: string } {
  const { i18n } = useTranslation(ORDERS_NS);
  const english = i18n.language.startsWith("en");
  return (line) => ({
    title: (english && line.title_en) || line.title,
    skuName: (english && line.sku_name_en) || line.sku_name,
  });
}
