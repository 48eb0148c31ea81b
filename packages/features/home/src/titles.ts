import { registerResources } from "@wenlv/i18n";

/** Namespace of the home feature (also used by ./i18n for the screen's strings). */
export const HOME_NS = "home";

/** Route titles of the home feature, zh-CN. */
export const homeTitlesZhCN = { home: "首页" };

/** Route titles of the home feature in English. */
export const homeTitlesEn: typeof homeTitlesZhCN = { home: "Home" };

// Registered with the routes (loaded at start) so the title translates before the page chunk loads.
registerResources(HOME_NS, { "zh-CN": { titles: homeTitlesZhCN }, en: { titles: homeTitlesEn } });
