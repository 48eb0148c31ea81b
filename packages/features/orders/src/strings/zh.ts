import { ORDER_LIST_TAB_LABELS } from "@wenlv/contract/orders";

/*
 * Strings of the "orders" namespace: zh-CN complete, English for the ticket journey (issue 2).
 * Tab labels in Chinese come from the contract so the API and the app never disagree.
 */

/** Chinese (zh-CN) strings of the order screens. */
export const ordersZhCN = {
  title: {
    orderPay: "订单支付",
    orderWaiting: "支付确认中",
    orderPayResult: "支付结果",
    trades: "我的订单",
    ticketOrderDetail: "订单详情",
    refundOrderDetail: "退款详情",
  },
  common: {
    orderNo: "订单号",
    missingOrderNo: "链接缺少订单号",
    goHome: "返回首页",
    quantity: "{{count}}张",
    visit: "游玩时间",
    amount: "订单金额",
    viewOrder: "查看订单",
  },
  pay: {
    amountDue: "应付金额",
    expiresIn: "{{time}} 后自动关闭",
    expired: "订单已超时关闭，请重新下单",
    method: "支付方式",
    methodWechat: "微信支付",
    methodSandbox: "沙箱支付",
    sandboxNote: "测试支付网关，不会产生真实扣款",
    payNow: "立即支付",
    redirecting: "正在前往支付…",
    notPayable: "该订单当前无需支付",
  },
  waiting: {
    checking: "正在确认支付结果，请稍候…",
    hint: "请勿关闭页面",
  },
  result: {
    success: "支付成功",
    viewCodes: "查看入园二维码",
    successText: "入园二维码可在订单详情中查看",
    fail: "支付未完成",
    failText: "如已付款，请稍后在我的订单中查看；未付款可重新支付",
    retry: "重新支付",
  },
  tabs: { ...ORDER_LIST_TAB_LABELS },
  trades: {
    partRefund: "含退款",
    emptyTitle: "暂无订单",
    emptyText: "还没有相关订单，去首页看看景点吧",
    browse: "去逛逛",
    total: "合计",
  },
  detail: {
    rulesOf: "{{sku}} · 预订须知",
    rebook: "再次预订",
    createdAt: "下单时间",
    paidAt: "支付时间",
    contact: "联系人",
    unitPrice: "单价",
    quantity: "数量",
    tickets: "入园凭证",
    ticketsHint: "入园时请出示对应出行人的二维码",
    pay: "去支付",
    cancel: "取消订单",
    cancelTitle: "取消订单",
    cancelText: "确定取消该订单吗？取消后需重新下单。",
    cancelKeep: "再想想",
    cancelConfirm: "确定取消",
    refund: "申请退款",
    viewRefund: "查看退款进度",
  },
  refund: {
    title: "申请退款",
    reasonLabel: "请选择退款原因",
    reasons: {
      plan: "行程有变，无法前往",
      wrong: "买错了/买多了",
      time: "预约时间不合适",
      weather: "天气原因",
      other: "其他原因",
    },
    travellersLabel: "选择退款出行人",
    chooseTraveller: "请至少选择一位出行人",
    ticket: "门票",
    amount: "退款金额",
    note: "退款将原路退回，门票随即作废",
    submit: "提交退款申请",
    cancel: "取消",
    chooseReason: "请选择退款原因",
  },
  refundDetail: {
    refundNo: "退款单号",
    amount: "退款金额",
    travellers: "退款出行人",
    reason: "退款原因",
    appliedAt: "申请时间",
    doneAt: "退款时间",
    stepApplied: "提交申请",
    stepProcessing: "退款中",
    stepDone: "已退款",
    processingText: "退款处理中，款项将原路退回",
    doneText: "退款已原路退回",
    orderStatus: "订单状态",
  },
  /** English only: Chinese labels from @wenlv/contract/status are shown as they are. */
  statusLabels: {} as Record<string, string>,
  hints: {} as Record<string, { title: string; text: string }>,
};

/** The shape every language of the "orders" namespace has. */
export type OrdersStrings = typeof ordersZhCN;
