/** Chinese (zh-CN) strings of the home screen. */
export const homeZhCN = {
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
  featured: {
    title: "银行精选",
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
    locate: "开启定位",
    locating: "定位中",
    hint: "开启定位后，按距离为您推荐附近的景点",
    outcome: {
      refused: "未开启定位，您可以继续浏览全部景点",
      denied: "定位权限已关闭，可在浏览器或系统设置中开启后重试",
      unavailable: "暂时无法获取您的位置，请稍后重试",
      skipped: "当前环境不支持定位，您可以继续浏览全部景点",
    },
  },
  browseAll: "全部景区",
};

/** The shape every language of the "home" namespace has. */
export type HomeStrings = typeof homeZhCN;
