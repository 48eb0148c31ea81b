import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { SEARCH_NS } from "./titles";
import { searchEn } from "./strings/en";
import { searchZhCN } from "./strings/zh";

export { SEARCH_NS };

registerResources(SEARCH_NS, { "zh-CN": searchZhCN, en: searchEn });

/** `t` and `i18n` of the "search" namespace; re-renders on language change. */
export function useSearchT() {
  return useTranslation(SEARCH_NS);
}
