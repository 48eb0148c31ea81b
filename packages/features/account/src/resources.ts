import { ID_TYPE_LABELS } from "@wenlv/contract/id-types";

/*
 * Strings of the "account" namespace: zh-CN complete, English for the journey's account screens.
 * Chinese document type labels come from the contract (ID_TYPE_LABELS).
 */

/** Chinese (zh-CN) strings of the account screens. */
export const accountZhCN = {
  title: { user: "我的", myContacts: "常用出行人", addContact: "新增出行人", editContact: "编辑出行人", privacyPolicy: "隐私政策" },
  privacy: {
    heading: "苏州文旅平台隐私政策",
    intro: "我们重视您的个人信息保护。本政策说明本平台收集哪些个人信息、如何使用和保护，以及您享有的权利。",
  },
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
  idTypes: { ...ID_TYPE_LABELS },
  /** English only: messages of @wenlv/validation are Chinese and shown as they are in Chinese. */
  validation: {} as Record<string, string>,
};

/** The shape every language of the "account" namespace has. */
export type AccountStrings = typeof accountZhCN;

/** English strings of the account screens. */
export const accountEn: AccountStrings = {
  title: { user: "Me", myContacts: "Travellers", addContact: "Add traveller", editContact: "Edit traveller", privacyPolicy: "Privacy policy" },
  privacy: {
    heading: "Privacy policy of the Suzhou culture and tourism platform",
    intro: "We take the protection of your personal information seriously. This policy explains what we collect, how we use and protect it, and your rights. The Chinese text prevails.",
  },
  user: {
    avatarAlt: "{{name}}'s avatar",
    notLoggedIn: "Not logged in",
    login: "Log in / Sign up",
    orders: "My orders",
    allOrders: "All orders",
    unpaid: "To pay",
    toUse: "To use",
    refund: "Refunds",
    contacts: "Travellers",
    logout: "Log out",
    logoutTitle: "Log out",
    logoutText: "Do you want to log out?",
    logoutConfirm: "Log out",
    cancel: "Cancel",
  },
  contacts: {
    add: "Add traveller",
    edit: "Edit",
    delete: "Delete",
    choose: "Choose",
    deleteTitle: "Delete traveller",
    deleteText: "Delete the traveller “{{name}}”?",
    deleteConfirm: "Delete",
    cancel: "Cancel",
    emptyTitle: "No travellers yet",
    emptyText: "Add travellers here and pick them when you buy tickets",
    phone: "Phone {{phone}}",
  },
  form: {
    name: "Name",
    namePlaceholder: "As printed on the document",
    idType: "Document type",
    idNumber: "Document number",
    idNumberPlaceholder: "Document number",
    idNumberEditHint: "Current number {{masked}}; enter the full number again to save",
    phone: "Mobile (optional)",
    phonePlaceholder: "For entry notices",
    phoneEditHint: "Current mobile {{masked}}; leave empty to save without a mobile",
    save: "Save",
    notFound: "This traveller was not found; it may have been deleted",
    backToList: "Back to travellers",
  },
  idTypes: {
    ID_CARD: "Chinese resident ID card",
    PASSPORT: "Passport",
    HK_MACAU_PERMIT: "Mainland Travel Permit for Hong Kong and Macao Residents",
    TAIWAN_PERMIT: "Mainland Travel Permit for Taiwan Residents",
    FOREIGN_PR: "Foreign Permanent Resident ID Card",
  },
  validation: {
    请输入姓名: "Please enter the name",
    请输入与身份证一致的中文姓名: "Please enter the Chinese name as on the ID card",
    请输入与证件一致的姓名: "Please enter the name as on the document",
    请输入证件号码: "Please enter the document number",
    "身份证号码应为18位，最后一位可以是数字或X": "An ID card number has 18 characters; the last may be a digit or X",
    身份证号码的地区码不正确: "The region code of this ID card number is not valid",
    身份证号码中的出生日期不正确: "The date of birth in this ID card number is not valid",
    "身份证号码校验位不正确，请核对": "The check digit of this ID card number is wrong; please check it",
    "护照号码应为5-17位字母或数字": "A passport number has 5-17 letters or digits",
    "港澳居民来往内地通行证号码应为H或M加8位数字（旧版10位）": "The permit number is H or M followed by 8 digits (10 on older permits)",
    "台湾居民来往大陆通行证号码应为8位数字（旧版10位）": "The permit number has 8 digits (10 on older permits)",
    "外国人永久居留身份证号码应为15位（3位字母加12位数字）或以9开头的18位有效号码":
      "The card number has 15 characters (3 letters and 12 digits) or is a valid 18-digit number starting with 9",
    请输入正确的手机号码: "Please enter a valid mobile number",
  },
};
