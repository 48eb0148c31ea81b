import { registerTitles } from "@wenlv/i18n";

/** Namespace of the profile feature (also used by ./i18n for the screens' strings). */
export const PROFILE_NS = "profile";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(PROFILE_NS, {
  info: ["个人资料", "My profile"],
  avatar: ["更换头像", "Change photo"],
  nickname: ["修改昵称", "Change nickname"],
  phone: ["更换手机号", "Change phone number"],
  email: ["绑定邮箱", "Link email"],
  password: ["登录密码", "Login password"],
  paymentPassword: ["支付密码", "Payment password"],
  realName: ["实名认证", "Real-name verification"],
  setting: ["设置", "Settings"],
});
