import { registerTitles } from "@wenlv/i18n";

/** Namespace of the personal-data feature (also used by ./i18n for the screens' strings). */
export const PERSONAL_DATA_NS = "personalData";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(PERSONAL_DATA_NS, {
  addresses: ["收货地址", "Delivery addresses"],
  addressEdit: ["编辑收货地址", "Edit address"],
  pickup: ["取票人", "Ticket collectors"],
  collection: ["我的收藏", "My favourites"],
  logout: ["注销账号", "Delete account"],
  logoutNotice: ["注销须知", "Before deleting your account"],
  privacy: ["隐私政策", "Privacy policy"],
  agreement: ["用户服务协议", "User agreement"],
  personalInfo: ["个人信息管理", "Personal information"],
});
