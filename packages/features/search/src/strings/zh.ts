/** Chinese (zh-CN) strings of /Search and /SearchResult (issue 9). */
export const searchZhCN = {
  bar: {
    placeholder: "搜索景点、园林、古镇，支持拼音",
    label: "搜索",
  },
  history: {
    title: "搜索历史",
    clear: "清空",
    clearLabel: "清空搜索历史",
  },
  hot: {
    title: "热门搜索",
  },
  suggest: {
    label: "搜索建议",
    tag: "分类",
    spot: "景点",
    searchFor: "搜索“{{keyword}}”",
  },
  result: {
    label: "搜索结果",
    emptyTitle: "没有找到相关景点",
    emptyKeyword: "没有与“{{keyword}}”相关的景点。换个词试试：景点名（拙政园）、拼音或首字母（zzy），或分类（园林、古镇、博物馆）。",
    noKeyword: "输入景点名、拼音或首字母（如 zzy）开始搜索。",
    showAll: "查看全部景点",
  },
  tags: { garden: "园林", water_town: "古镇", museum: "博物馆" } as Record<string, string>,
};

/** The shape every language of the search feature provides. */
export type SearchStrings = typeof searchZhCN;
