import { ID_TYPE_LABELS } from "@wenlv/contract/id-type-labels";

/*
 * Chinese (zh-CN) strings of the "account" namespace: /User (standard and care variant) and the
 * traveller screens. Chinese document type labels come from the contract (ID_TYPE_LABELS).
 */

/** Chinese (zh-CN) strings of the account screens. */
export const accountZhCN = {
  title: { user: "我的", userCare: "我的", myContacts: "常用出行人", addContact: "新增出行人", messageList: "消息通知", editContact: "编辑出行人" },
  user: {
    avatarAlt: "{{name}}的头像",
    notLoggedIn: "未登录",
    login: "登录 / 注册",
    orders: "我的订单",
    allOrders: "全部订单",
    unpaid: "待付款",
    toUse: "待使用",
    refund: "退款/售后",
    contacts: "常用出行人",
    logout: "退出登录",
    logoutTitle: "退出登录",
    logoutText: "确定要退出登录吗？",
    logoutConfirm: "退出",
    cancel: "取消",
  },
  /** The account entries of the standard /User. */
  links: {
    messages: "消息通知",
    profile: "个人资料",
    setting: "设置",
    contacts: "常用出行人",
    addresses: "收货地址",
    collection: "我的收藏",
    ticketCart: "门票购物车",
    coupons: "我的优惠券",
    pickup: "取票人",
  },
  /** The care /User. */
  messages: {
    notices: "通知",
    waitlist: "我的候补",
    unread: "未读",
    open: "查看",
    noticesEmptyTitle: "暂无消息",
    noticesEmpty: "候补成功等提醒会出现在这里",
    waitlistEmptyTitle: "暂无候补",
    waitlistEmpty: "门票、酒店、线路、演出或电影售罄时，可在预订页加入候补",
    to: "至",
    places: { rooms: "{{count}}间", tickets: "{{count}}张", people: "{{count}}位" },
    position: "排第{{position}}位",
    pay: "去支付（{{time}}前）",
    leave: "取消候补",
    leaveConfirm: "确定取消“{{title}}”的候补吗？取消后需重新排队。",
    keep: "继续候补",
    status: { waiting: "候补中", offered: "候补成功，待支付", left: "已取消候补", lapsed: "未按时支付，已失效", expired: "已过期，候补未成功" } as Record<string, string>,
  },
  care: {
    hello: "您好，{{name}}",
    guest: "您好",
    orders: "我的订单",
    travellers: "常用出行人",
    addresses: "收货地址",
    collection: "我的收藏",
    service: "客服电话",
    settings: "设置",
    serviceNumber: "拨打 {{phone}}",
    exit: "退出关怀模式",
    login: "登录 / 注册",
  },
  contacts: {
    add: "新增出行人",
    edit: "编辑",
    delete: "删除",
    choose: "选择",
    deleteTitle: "删除出行人",
    deleteText: "确定删除出行人“{{name}}”吗？",
    deleteConfirm: "删除",
    cancel: "取消",
    emptyTitle: "还没有常用出行人",
    emptyText: "添加出行人后，购票时可直接选择",
    phone: "手机号 {{phone}}",
  },
  form: {
    name: "姓名",
    namePlaceholder: "与证件上的姓名一致",
    idType: "证件类型",
    idTypeConfirm: "确定",
    idTypeCancel: "取消",
    idNumber: "证件号码",
    idNumberPlaceholder: "请输入证件号码",
    idNumberEditHint: "当前证件号 {{masked}}，保存时请重新填写完整号码",
    phone: "手机号（选填）",
    phonePlaceholder: "用于接收入园通知",
    phoneEditHint: "当前手机号 {{masked}}，留空将不保存手机号",
    save: "保存",
    notFound: "没有找到该出行人，可能已被删除",
    backToList: "返回出行人列表",
  },
  /** The traveller form's separate consent to ID numbers (PIPL art. 29). */
  consent: {
    label: "本人同意为实名购票提供身份证件信息",
    detail: "证件号码仅用于实名制购票和入园核验，加密保存；添加他人为出行人前，请确认已取得其同意。",
    policy: "《隐私政策》",
    required: "请先阅读并勾选同意",
  },
  idTypes: { ...ID_TYPE_LABELS },
};

/** The shape every language of the "account" namespace has. */
export type AccountStrings = typeof accountZhCN;
