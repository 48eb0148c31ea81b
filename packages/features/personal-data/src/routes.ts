import type { RouteDef } from "@wenlv/app-kit";

/**
 * Routes of the personal-data screens (spec section 2 "Account" and "Legal pages"; issue 3).
 * Flags follow the spec, with one documented exception: /LogoutNotice is listed as login-required,
 * but the account deletion ends every session and then shows it (`?done=1`), so it is open to
 * everyone; it shows only the public notice text (and, after a deletion, the date passed along).
 * The legal pages (/PrivacyPolicy, /PrivacyPolicyApp, /UserPrivacy) are open to everyone.
 */
export const routes: RouteDef[] = [
  {
    path: "/MyAddress",
    title: "收货地址",
    lazy: () => import("./pages/my-address").then((m) => ({ default: m.MyAddressPage })),
    flags: { require: true },
  },
  {
    path: "/MyAddressHandle",
    title: "编辑收货地址",
    lazy: () => import("./pages/my-address-handle").then((m) => ({ default: m.MyAddressHandlePage })),
    flags: { require: true },
  },
  {
    path: "/MySelfHandle",
    title: "取票人",
    lazy: () => import("./pages/my-self-handle").then((m) => ({ default: m.MySelfHandlePage })),
    flags: { require: true },
  },
  {
    path: "/MyCollection",
    title: "我的收藏",
    lazy: () => import("./pages/my-collection").then((m) => ({ default: m.MyCollectionPage })),
    flags: { require: true },
  },
  {
    path: "/Logout",
    title: "注销账号",
    lazy: () => import("./pages/logout").then((m) => ({ default: m.LogoutPage })),
    flags: { require: true },
  },
  {
    path: "/LogoutNotice",
    title: "注销须知",
    lazy: () => import("./pages/logout-notice").then((m) => ({ default: m.LogoutNoticePage })),
  },
  {
    path: "/LogoutNoticeApp",
    title: "注销须知",
    lazy: () => import("./pages/logout-notice").then((m) => ({ default: m.LogoutNoticeAppPage })),
  },
  {
    path: "/PrivacyPolicy",
    title: "隐私政策",
    lazy: () => import("./pages/privacy-policy").then((m) => ({ default: m.PrivacyPolicyPage })),
  },
  {
    path: "/PrivacyPolicyApp",
    title: "隐私政策",
    lazy: () => import("./pages/privacy-policy-app").then((m) => ({ default: m.PrivacyPolicyAppPage })),
  },
  {
    path: "/UserPrivacy",
    title: "用户服务协议",
    lazy: () => import("./pages/user-privacy").then((m) => ({ default: m.UserPrivacyPage })),
  },
  {
    path: "/PersonalInfo",
    title: "个人信息管理",
    lazy: () => import("./pages/personal-info").then((m) => ({ default: m.PersonalInfoPage })),
    flags: { require: true },
  },
];
