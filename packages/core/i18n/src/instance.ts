import i18next, { type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { browserLanguageSources } from "./browser-language";
import { COMMON_EN, COMMON_ZH_CN } from "./common-resources";
import {
  DEFAULT_LANGUAGE,
  LANG_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  normaliseLanguage,
  type Language,
} from "./language";

/** Namespace holding the shared strings; also the default namespace of `t`. */
export const COMMON_NS = "common";

/**
 * The app's one i18next instance, initialised synchronously at import (resources are bundled, so
 * `initAsync: false` makes `t` usable immediately and React never suspends). Language: see
 * detectLanguage; fallback zh-CN. Feature packages add their strings with registerResources.
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLanguage(browserLanguageSources()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: "currentOnly",
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  resources: { "zh-CN": { [COMMON_NS]: COMMON_ZH_CN }, en: { [COMMON_NS]: COMMON_EN } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});
syncDocumentLanguage(i18n.language);

/** Strings of one namespace per language; zh-CN is required, English may be partial (falls back). */
export type ResourceBundles = { "zh-CN": Record<string, unknown>; en?: Record<string, unknown> };

/**
 * Adds (or deep-merges, overwriting equal keys) a namespace's strings for each language, e.g.
 * `registerResources("tickets", { "zh-CN": { title: "景区门票" }, en: { title: "Scenic tickets" } })`.
 * Safe to call more than once (hot reload, a lazily loaded feature registering again).
 */
export function registerResources(ns: string, bundles: ResourceBundles, instance: I18nInstance = i18n): void {
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (bundle) instance.addResourceBundle(lng, ns, bundle, true, true);
  }
}

/**
 * Switches the language, remembers it in localStorage "lang" and sets `<html lang>`.
 * @throws RangeError for a language we do not ship
 */
export async function setLanguage(lng: string, instance: I18nInstance = i18n): Promise<Language> {
  const language = normaliseLanguage(lng);
  if (!language) throw new RangeError(`Unsupported language: ${lng}`);
  await instance.changeLanguage(language);
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable in private webviews; the choice then lasts for this page only.
  }
  syncDocumentLanguage(language);
  return language;
}

/** The current language, normalised to a supported one. */
export function currentLanguage(instance: I18nInstance = i18n): Language {
  return normaliseLanguage(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
}

/** Route titles of a feature: title name -> [zh-CN, English]. */
export type RouteTitles = Readonly<Record<string, readonly [zhCN: string, en: string]>>;

/**
 * Registers a feature's route titles as `<ns>:titles.<name>` in both languages; called by the
 * feature's `src/titles.ts`, which its routes import, so titles translate before a page chunk
 * loads (issue 7: an English visitor sees English titles on every screen).
 * @example registerTitles("orders", { trades: ["我的订单", "My orders"] }) // "orders:titles.trades"
 */
export function registerTitles(ns: string, titles: RouteTitles, instance: I18nInstance = i18n): void {
  const entries = Object.entries(titles);
  registerResources(
    ns,
    {
      "zh-CN": { titles: Object.fromEntries(entries.map(([name, [zh]]) => [name, zh])) },
      en: { titles: Object.fromEntries(entries.map(([name, [, en]]) => [name, en])) },
    },
    instance,
  );
}
