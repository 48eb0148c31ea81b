import { registerTitles } from "@wenlv/i18n";

/** Namespace of the home feature (also used by ./i18n for the screen's strings). */
export const HOME_NS = "home";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(HOME_NS, { home: ["首页", "Home"] });
