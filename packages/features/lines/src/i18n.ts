import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { linesEn } from "./strings/en";
import { linesZhCN } from "./strings/zh";
import { LINES_NS } from "./titles";

export { LINES_NS };

registerResources(LINES_NS, { "zh-CN": linesZhCN, en: linesEn });

/** `t` and `i18n` of the "lines" namespace; re-renders on language change. */
export function useLinesT() {
  return useTranslation(LINES_NS);
}
