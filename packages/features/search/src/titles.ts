import { registerTitles } from "@wenlv/i18n";

/** Namespace of the search feature (also used by ./i18n for the screens' strings). */
export const SEARCH_NS = "search";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(SEARCH_NS, {
  search: ["搜索", "Search"],
  result: ["搜索结果", "Search results"],
});
