import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { PERSONAL_DATA_NS } from "./titles";
import { personalDataEn } from "./strings/en";
import { personalDataZhCN } from "./strings/zh";

export { PERSONAL_DATA_NS };

registerResources(PERSONAL_DATA_NS, { "zh-CN": personalDataZhCN, en: personalDataEn });

/** `t` and the i18n instance of the "personalData" namespace; re-renders on language change. */
export function usePersonalDataT() {
  return useTranslation(PERSONAL_DATA_NS);
}

/** True when the UI language is English (the legal texts are then shown with an English note). */
export function isEnglish(language: string): boolean {
  return language.startsWith("en");
}

/**
 * A UTC ISO 8601 time as a calendar date in Asia/Shanghai ("2026年12月6日" / "6 December 2026"),
 * or "" when `iso` is not a time. Times are stored UTC and shown in Shanghai time (brief).
 */
export function formatShanghaiDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const locale = isEnglish(language) ? "en-GB" : "zh-CN";
  return new Intl.DateTimeFormat(locale, { timeZone: "Asia/Shanghai", year: "numeric", month: "long", day: "numeric" }).format(date);
}
