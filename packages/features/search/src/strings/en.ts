import type { SearchStrings } from "./zh";

/** English strings of /Search and /SearchResult (issue 9). */
export const searchEn: SearchStrings = {
  bar: {
    placeholder: "Search spots, gardens, towns (pinyin works)",
    label: "Search",
  },
  history: {
    title: "Recent searches",
    clear: "Clear",
    clearLabel: "Clear recent searches",
  },
  hot: {
    title: "Popular searches",
  },
  suggest: {
    label: "Suggestions",
    tag: "Category",
    spot: "Spot",
    searchFor: "Search for “{{keyword}}”",
  },
  result: {
    label: "Search results",
    emptyTitle: "No scenic spots found",
    emptyKeyword: "Nothing matches “{{keyword}}”. Try a spot name (拙政园), its pinyin or initials (zzy), or a category (gardens, water towns, museums).",
    noKeyword: "Type a spot name, its pinyin or initials (such as zzy) to search.",
    showAll: "Show all scenic spots",
  },
  tags: { garden: "Gardens", water_town: "Water towns", museum: "Museums" },
};
