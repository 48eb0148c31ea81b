import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { performancesEn } from "./strings/en";
import { performancesZhCN } from "./strings/zh";
import { PERFORMANCES_NS } from "./titles";

export { PERFORMANCES_NS };

registerResources(PERFORMANCES_NS, { "zh-CN": performancesZhCN, en: performancesEn });

/** `t` and `i18n` of the "performances" namespace; re-renders on language change. */
export function usePerformancesT() {
  return useTranslation(PERFORMANCES_NS);
}
