/*
 * Chinese (zh-CN) strings of the "coupons" namespace: the coupon centre /GetCoupons, the voucher
 * centre /voucherCenter and the user's coupons /MyCoupons (spec section 2; decision 037).
 */

/** Chinese (zh-CN) strings of the coupon screens. */
export const couponsZhCN = {
  title: { getCoupons: "领券中心", voucherCenter: "消费券", myCoupons: "我的优惠券" },
  /** The coupon card's face: the discount, its conditions. `amount` of `threshold` is yuan without the sign ("50"), of `cap` a price ("¥50"). */
  discount: {
    percent: "{{rate}}折",
    threshold: "满{{amount}}可用",
    noThreshold: "无门槛",
    cap: "最高减{{amount}}",
  },
  /** The offer in one sentence (the voucher rules); amounts are prices ("¥200"). */
  offer: {
    threshold: "满{{threshold}}减{{discount}}",
    direct: "无门槛立减{{discount}}",
    separator: "，",
  },
  /** The product kinds a coupon applies to (contract COUPON_SCOPES). */
  scope: {
    label: "适用：{{list}}",
    all: "全场通用",
    separator: "、",
    kinds: {
      ticket: "门票",
      hotel: "酒店",
      line: "线路",
      performance: "演出",
      movie: "电影",
      food: "美食",
      merchandise: "文创",
      venue: "场馆",
      pass: "年卡",
    } as Record<string, string>,
  },
  validity: {
    days: "领取后{{count}}天内有效",
    daysUntil: "领取后{{count}}天内有效，最晚至{{time}}",
    until: "有效期至{{time}}",
  },
  remaining: { total: "剩余{{count}}张", today: "今日剩余{{count}}张" },
  /** A release time relative to today (Asia/Shanghai). */
  when: { today: "今日{{time}}", tomorrow: "明日{{time}}", date: "{{date}} {{time}}" },
  sample: "示例",
  /** The button of a rule in a centre, by state (contract COUPON_RULE_STATES), and the line under it. */
  state: {
    open: "立即领取",
    claimed: "已领取",
    sold_out: "已抢光",
    upcoming: "即将开始",
    ended: "已结束",
    comeBack: "{{when}}再来",
    opensAt: "{{when}}开抢",
  } as Record<string, string>,
  /** After a claim (the API's messages, contract CLAIM_RESULT_LABELS). */
  claim: {
    claimed: "领取成功",
    already: "您已领取过该券",
    sessionExpired: "登录状态已失效，请重新登录后再领取",
  },
  /** The rules of a government voucher (/voucherCenter), one labelled line each. */
  rules: {
    title: "使用规则",
    offer: "优惠",
    scope: "适用范围",
    release: "发放",
    releaseText: "每日{{time}}发放{{count}}张",
    limit: "限领",
    limitText: "每人限领1张",
    validity: "有效期",
    stacking: "叠加",
    stackingText: "可与1张平台优惠券同时使用",
    issuer: "发放单位",
    note: "说明",
  },
  center: {
    platformList: "平台优惠券",
    governmentList: "消费券",
    mine: "我的券",
    emptyTitle: "暂无可领取的券",
    emptyPlatform: "新的优惠券上线后会出现在这里，也可以去看看消费券",
    emptyGovernment: "新一期消费券发放后会出现在这里，也可以去领券中心看看",
    toVouchers: "去看看消费券",
    toCoupons: "去领券中心",
  },
  mine: {
    tabs: { unused: "未使用", used: "已使用", expired: "已过期" } as Record<string, string>,
    status: { unused: "未使用", locked: "订单待支付", used: "已使用", expired: "已过期" } as Record<string, string>,
    orderNo: "订单号 {{orderNo}}",
    pay: "去支付",
    usedAt: "使用时间 {{time}}",
    expiredAt: "已于{{time}}过期",
    toClaim: "去领券",
    empty: {
      unused: "领券中心和消费券里的券领取后会出现在这里，下单时可抵扣",
      used: "下单时用过的券会出现在这里",
      expired: "过期未用的券会出现在这里，领到的券请在有效期内使用",
    } as Record<string, string>,
    emptyTitle: {
      unused: "暂无可用的券",
      used: "暂无已使用的券",
      expired: "暂无已过期的券",
    } as Record<string, string>,
  },
};

/** The shape every language of the "coupons" namespace has. */
export type CouponsStrings = typeof couponsZhCN;
