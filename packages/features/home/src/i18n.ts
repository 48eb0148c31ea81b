import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { HOME_NS } from "./titles";
import { homeEn } from "./strings/en";
import { homeZhCN } from "./strings/zh";

export { HOME_NS };

registerResources(HOME_NS, { "zh-CN": homeZhCN, en: homeEn });

/** `t` and `i18n` of the "home" namespace; re-renders on language change. */
export function useHomeT() {
  return useTranslation(HOME_NS);
}
