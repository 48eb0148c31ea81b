import type { RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the profile screens (spec section 2 "Account", all login-required): /UserInfo and
 * the screens its rows open (avatar, nickname, phone, email, passwords, real name), and /Setting.
 */
export const routes: RouteDef[] = [
  {
    path: "/UserInfo",
    title: "profile:titles.info",
    lazy: () => import("./pages/user-info").then((m) => ({ default: m.UserInfoPage })),
    flags: { require: true },
  },
  {
    path: "/ChangeHeadImg",
    title: "profile:titles.avatar",
    lazy: () => import("./pages/change-head-img").then((m) => ({ default: m.ChangeHeadImgPage })),
    flags: { require: true },
  },
  {
    path: "/ChangeNickname",
    title: "profile:titles.nickname",
    lazy: () => import("./pages/change-nickname").then((m) => ({ default: m.ChangeNicknamePage })),
    flags: { require: true },
  },
  {
    path: "/ChangePhone",
    title: "profile:titles.phone",
    lazy: () => import("./pages/change-phone").then((m) => ({ default: m.ChangePhonePage })),
    flags: { require: true },
  },
  {
    path: "/ChangeEmail",
    title: "profile:titles.email",
    lazy: () => import("./pages/change-email").then((m) => ({ default: m.ChangeEmailPage })),
    flags: { require: true },
  },
  {
    path: "/ChangePassword",
    title: "profile:titles.password",
    lazy: () => import("./pages/change-password").then((m) => ({ default: m.ChangePasswordPage })),
    flags: { require: true },
  },
  {
    path: "/paymentPassword",
    title: "profile:titles.paymentPassword",
    lazy: () => import("./pages/payment-password").then((m) => ({ default: m.PaymentPasswordPage })),
    flags: { require: true },
  },
  {
    path: "/RealName",
    title: "profile:titles.realName",
    lazy: () => import("./pages/real-name").then((m) => ({ default: m.RealNamePage })),
    flags: { require: true },
  },
  {
    path: "/Setting",
    title: "profile:titles.setting",
    lazy: () => import("./pages/setting").then((m) => ({ default: m.SettingPage })),
    flags: { require: true },
  },
];
