import { registerTitles } from "@wenlv/i18n";

/** Namespace of the login feature (also used by ./i18n for the screens' strings). */
export const AUTH_NS = "auth";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(AUTH_NS, {
  baseLogin: ["登录", "Log in"],
  phoneLogin: ["手机号登录", "Log in with phone"],
  bindPhone: ["绑定手机号", "Link your phone"],
  sbkLogin: ["社保卡登录", "Social security card login"],
  thirdApp: ["合作应用登录", "Partner app login"],
  bankLogin: ["银行授权登录", "Bank login"],
});
