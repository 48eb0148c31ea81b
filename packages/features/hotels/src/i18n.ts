import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { hotelsEn } from "./strings/en";
import { hotelsZhCN } from "./strings/zh";
import { HOTELS_NS } from "./titles";

export { HOTELS_NS };

registerResources(HOTELS_NS, { "zh-CN": hotelsZhCN, en: hotelsEn });

/** `t` and `i18n` of the "hotels" namespace; re-renders on language change. */
export function useHotelsT() {
  return useTranslation(HOTELS_NS);
}
