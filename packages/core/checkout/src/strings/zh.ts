import { ID_TYPE_LABELS } from "@wenlv/contract/id-type-labels";

/** Chinese (zh-CN) strings of the order-page parts every product kind shares. */
export const checkoutZhCN = {
  travellers: "出行人",
  travellersHint: "实名制，需选择{{count}}位出行人",
  travellersChosen: "已选{{chosen}}/{{count}}",
  addTraveller: "新增出行人",
  idTypes: { ...ID_TYPE_LABELS },
  noTravellers: "还没有出行人，请先新增出行人",
  travellerLoadFailed: "出行人加载失败",
  contact: "联系人",
  contactName: "联系人姓名",
  contactNamePlaceholder: "请输入联系人姓名",
  contactPhone: "手机号码",
  contactPhonePlaceholder: "用于接收订单通知",
  total: "合计",
  unitTimesQuantity: "{{unit}} × {{quantity}}",
  submit: "提交订单",
  submitting: "提交中...",
  waitlist: {
    join: "加入候补",
    soldOutHint: "已售罄。填写信息后可加入候补：有名额退回时按排队顺序为您保留并生成待支付订单，请留意通知并在期限内支付。",
    joined: "已加入候补，您排在第{{position}}位",
    joinedHint: "有名额时将为您保留并生成待支付订单，可在“我的订单 · 待付款”中查看。",
  },
  errors: {
    travellers: "请选择 {{count}} 位出行人",
    contactName: "请填写联系人姓名",
    contactPhone: "请填写正确的手机号码",
  },
};
