import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { COMMON_NS, i18n } from "./instance";
import type { i18n as I18nInstance } from "i18next";

/**
 * Translation hook for a namespace (default "common"); wraps react-i18next's useTranslation, so the
 * component re-renders on language change. Keys missing in the namespace fall back to "common"
 * and missing English strings to Chinese. Use "common:retry" to reach the shared namespace explicitly.
 * @example const { t } = useT("tickets"); t("title")
 */
export function useT(ns: string = COMMON_NS) {
  return useTranslation(ns);
}

export type I18nProviderProps = { children: ReactNode; instance?: I18nInstance };

/** Provides the i18n instance to the tree (the shared `i18n` unless a test passes its own). */
export function I18nProvider({ children, instance = i18n }: I18nProviderProps) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
