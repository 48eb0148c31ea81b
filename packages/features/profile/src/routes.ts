import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the profile screens (spec section 2 "Account", all login-required): /UserInfo and
 * the screens its rows open (avatar, nickname, phone, email, passwords, real name), and /Setting.
 */
export const routes: RouteDef[] = [
  { path: "/UserInfo", title: "profile:titles.info", lazy: lazyPage(() => import("./pages/user-info"), "UserInfoPage"), flags: { require: true } },
  { path: "/ChangeHeadImg", title: "profile:titles.avatar", lazy: lazyPage(() => import("./pages/change-head-img"), "ChangeHeadImgPage"), flags: { require: true } },
  { path: "/ChangeNickname", title: "profile:titles.nickname", lazy: lazyPage(() => import("./pages/change-nickname"), "ChangeNicknamePage"), flags: { require: true } },
  { path: "/ChangePhone", title: "profile:titles.phone", lazy: lazyPage(() => import("./pages/change-phone"), "ChangePhonePage"), flags: { require: true } },
  { path: "/ChangeEmail", title: "profile:titles.email", lazy: lazyPage(() => import("./pages/change-email"), "ChangeEmailPage"), flags: { require: true } },
  { path: "/ChangePassword", title: "profile:titles.password", lazy: lazyPage(() => import("./pages/change-password"), "ChangePasswordPage"), flags: { require: true } },
  { path: "/paymentPassword", title: "profile:titles.paymentPassword", lazy: lazyPage(() => import("./pages/payment-password"), "PaymentPasswordPage"), flags: { require: true } },
  { path: "/RealName", title: "profile:titles.realName", lazy: lazyPage(() => import("./pages/real-name"), "RealNamePage"), flags: { require: true } },
  { path: "/Setting", title: "profile:titles.setting", lazy: lazyPage(() => import("./pages/setting"), "SettingPage"), flags: { require: true } },
];
