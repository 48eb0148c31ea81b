export { i18n, COMMON_NS, registerResources, registerTitles, setLanguage, currentLanguage } from "./instance";
export type { ResourceBundles, RouteTitles } from "./instance";
export { useT, I18nProvider } from "./react";
export type { I18nProviderProps } from "./react";
export { COMMON_ZH_CN, COMMON_EN } from "./common-resources";
export type { CommonKey } from "./common-resources";
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, LANG_STORAGE_KEY, normaliseLanguage, detectLanguage, acceptLanguageTags } from "./language";
export type { Language, LanguageSources } from "./language";
export { localized } from "./localized";
