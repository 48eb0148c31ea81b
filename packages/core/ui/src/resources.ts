import { QR_STATUS_LABELS } from "@wenlv/contract/status";

/*
 * Strings of the "ui" namespace. zh-CN is the product language; English covers the ticket journey
 * (issue 2, "i18n from the first screen"). QR status labels in Chinese come from the contract
 * (spec section 4) so the app and the API never disagree on them.
 */

/** Chinese (zh-CN) strings of the shared components. */
export const uiZhCN = {
  header: { back: "返回" },
  areas: { all: "全部", label: "按区域筛选" },
  price: { fromPrefix: "", fromSuffix: "起", none: "暂无票价", free: "免费" },
  product: {
    aLevel: "{{level}}A",
    aLevelLabel: "{{level}}A级景区",
    distanceLabel: "距您{{distance}}",
    offersLabel: "优惠：",
  },
  distance: { m: "{{value}}m", km: "{{value}}km" },
  qr: {
    aria: "{{name}}的入园二维码，{{status}}",
    ariaCheckIn: "{{name}}的入住二维码，{{status}}",
    ariaSeat: "{{name}}的票码，{{status}}",
    guest: "入住人",
    seat: "座位",
    code: "券码",
    traveller: "出行人",
    idNumber: "证件号",
    status: {
      "0": QR_STATUS_LABELS[0],
      "1": QR_STATUS_LABELS[1],
      "2": QR_STATUS_LABELS[2],
      "3": QR_STATUS_LABELS[3],
    },
    inactiveHint: "此二维码已失效，不能入园",
    refunding: "退款中",
  },
  empty: { title: "暂无内容" },
  error: { title: "加载失败", message: "网络繁忙，请刷新重试", retry: "重试" },
  loading: "加载中",
  list: { loading: "加载中…", noMore: "没有更多了", failed: "加载失败", retry: "重试" },
  refresh: { pulling: "下拉刷新", canRelease: "释放立即刷新", refreshing: "刷新中…", complete: "刷新成功" },
  stepper: { label: "数量", decrease: "减少{{name}}", increase: "增加{{name}}" },
  collect: { add: "收藏", done: "已加入收藏", removed: "已取消收藏" },
  policy: {
    title: "隐私政策",
    heading: "苏州文旅平台隐私政策",
    intro: "我们重视您的个人信息保护。本政策说明本平台收集哪些个人信息、如何使用和保护，以及您享有的权利。",
    close: "关闭",
  },
};

/** The shape every language of the "ui" namespace has. */
export type UiStrings = typeof uiZhCN;

/** English strings of the shared components (ticket journey). */
export const uiEn: UiStrings = {
  header: { back: "Back" },
  areas: { all: "All", label: "Filter by district" },
  price: { fromPrefix: "From ", fromSuffix: "", none: "No tickets on sale", free: "Free" },
  product: {
    aLevel: "{{level}}A",
    aLevelLabel: "{{level}}A-rated scenic area",
    distanceLabel: "{{distance}} away",
    offersLabel: "Offers: ",
  },
  distance: { m: "{{value}} m", km: "{{value}} km" },
  qr: {
    aria: "Entry QR code for {{name}}, {{status}}",
    ariaCheckIn: "Check-in QR code for {{name}}, {{status}}",
    ariaSeat: "Ticket code for {{name}}, {{status}}",
    guest: "Guest",
    seat: "Seat",
    code: "Voucher code",
    traveller: "Traveller",
    idNumber: "ID number",
    status: { "0": "Unused", "1": "Used", "2": "Expired", "3": "Cancelled" },
    inactiveHint: "This QR code is no longer valid for entry",
    refunding: "Refund in progress",
  },
  empty: { title: "Nothing here yet" },
  error: { title: "Could not load", message: "The network is busy. Please refresh and try again.", retry: "Retry" },
  loading: "Loading",
  list: { loading: "Loading…", noMore: "No more", failed: "Could not load more", retry: "Retry" },
  refresh: { pulling: "Pull to refresh", canRelease: "Release to refresh", refreshing: "Refreshing…", complete: "Refreshed" },
  stepper: { label: "Quantity", decrease: "Decrease {{name}}", increase: "Increase {{name}}" },
  collect: { add: "Save", done: "Added to your saved list", removed: "Removed from your saved list" },
  policy: {
    title: "Privacy policy",
    heading: "Privacy policy of the Suzhou culture and tourism platform",
    intro: "We take the protection of your personal information seriously. This policy explains what we collect, how we use and protect it, and your rights. The Chinese text prevails.",
    close: "Close",
  },
};
