import type { RouteDef } from "@wenlv/app-kit";

/**
 * Routes of the profile screens (spec section 2 "Account", all login-required): /UserInfo and
 * the screens its rows open (avatar, nickname, phone, email, passwords, real name), and /Setting.
 */
export const routes: RouteDef[] = [
  {
    path: "/UserInfo",
    title: "个人资料",
    lazy: () => import("./pages/user-info").then((m) => ({ default: m.UserInfoPage })),
    flags: { require: true },
  },
  {
    path: "/ChangeHeadImg",
    title: "更换头像",
    lazy: () => import("./pages/change-head-img").then((m) => ({ default: m.ChangeHeadImgPage })),
    flags: { require: true },
  },
  {
    path: "/ChangeNickname",
    title: "修改昵称",
    lazy: () => import("./pages/change-nickname").then((m) => ({ default: m.ChangeNicknamePage })),
    flags: { require: true },
  },
  {
    path: "/ChangePhone",
    title: "更换手机号",
    lazy: () => import("./pages/change-phone").then((m) => ({ default: m.ChangePhonePage })),
    flags: { require: true },
  },
  {
    path: "/ChangeEmail",
    title: "绑定邮箱",
    lazy: () => import("./pages/change-email").then((m) => ({ default: m.ChangeEmailPage })),
    flags: { require: true },
  },
  {
    path: "/ChangePassword",
    title: "登录密码",
    lazy: () => import("./pages/change-password").then((m) => ({ default: m.ChangePasswordPage })),
    flags: { require: true },
  },
  {
    path: "/paymentPassword",
    title: "支付密码",
    lazy: () => import("./pages/payment-password").then((m) => ({ default: m.PaymentPasswordPage })),
    flags: { require: true },
  },
  {
    path: "/RealName",
    title: "实名认证",
    lazy: () => import("./pages/real-name").then((m) => ({ default: m.RealNamePage })),
    flags: { require: true },
  },
  {
    path: "/Setting",
    title: "设置",
    lazy: () => import("./pages/setting").then((m) => ({ default: m.SettingPage })),
    flags: { require: true },
  },
];
