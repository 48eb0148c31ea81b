import { registerResources, useT } from "@wenlv/i18n";
import { HOME_NS, homeTitlesEn, homeTitlesZhCN } from "./titles";

export { HOME_NS };

/** Chinese (zh-CN) strings of the home screen. */
export const homeZhCN = {
  titles: homeTitlesZhCN,
  search: {
    placeholder: "搜索景区、园林、古镇",
    label: "搜索景区",
  },
  topics: {
    label: "专题入口",
    tickets: "景区门票",
    gardens: "园林",
    towns: "古镇",
    museums: "博物馆",
    orders: "我的订单",
  },
  hot: {
    title: "热门景点",
    more: "查看全部",
    moreLabel: "查看全部景区门票",
    empty: "暂时没有热门景点，去看看全部景区吧",
  },
  nearby: {
    title: "附近景点",
    empty: "附近暂无可预订的景区，去看看全部景区吧",
  },
  browseAll: "全部景区",
};

/** The shape every language of the "home" namespace has. */
export type HomeStrings = typeof homeZhCN;

/** English strings of the home screen (issue 2: English for the ticket journey). */
export const homeEn: HomeStrings = {
  titles: homeTitlesEn,
  search: {
    placeholder: "Search scenic spots, gardens, water towns",
    label: "Search scenic spots",
  },
  topics: {
    label: "Topics",
    tickets: "Tickets",
    gardens: "Gardens",
    towns: "Water towns",
    museums: "Museums",
    orders: "My orders",
  },
  hot: {
    title: "Popular spots",
    more: "See all",
    moreLabel: "See all scenic tickets",
    empty: "No popular spots right now. Browse all scenic spots instead.",
  },
  nearby: {
    title: "Nearby",
    empty: "No bookable scenic spots nearby. Browse all scenic spots instead.",
  },
  browseAll: "All scenic spots",
};

registerResources(HOME_NS, { "zh-CN": homeZhCN, en: homeEn });

/** `t` and `i18n` of the "home" namespace; re-renders on language change. */
export function useHomeT() {
  return useT(HOME_NS);
}
