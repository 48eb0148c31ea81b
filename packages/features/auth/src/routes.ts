import type { RouteDef } from "@wenlv/app-kit";

/**
 * Login routes (spec section 2 "Login and search": /BaseLogin, /BindPhone, /PhoneLogin, /ThirdApp,
 * /ThirdApps, /sbkLogin, /sbkLoading, /bankJsLogin). None is login-required; titles are Chinese
 * (the shell may override them per partner).
 */
export const routes: RouteDef[] = [
  {
    path: "/BaseLogin",
    title: "登录",
    lazy: () => import("./pages/base-login").then((m) => ({ default: m.BaseLoginPage })),
  },
  {
    path: "/PhoneLogin",
    title: "手机号登录",
    lazy: () => import("./pages/phone-login").then((m) => ({ default: m.PhoneLoginPage })),
  },
  {
    path: "/BindPhone",
    title: "绑定手机号",
    lazy: () => import("./pages/bind-phone").then((m) => ({ default: m.BindPhonePage })),
  },
  {
    path: "/sbkLogin",
    title: "社保卡登录",
    lazy: () => import("./pages/sbk-login").then((m) => ({ default: m.SbkLoginPage })),
  },
  {
    path: "/sbkLoading",
    title: "社保卡登录",
    lazy: () => import("./pages/sbk-loading").then((m) => ({ default: m.SbkLoadingPage })),
  },
  {
    path: "/ThirdApp",
    title: "合作应用登录",
    lazy: () => import("./pages/third-app").then((m) => ({ default: m.ThirdAppPage })),
  },
  {
    path: "/ThirdApps",
    title: "合作应用登录",
    lazy: () => import("./pages/third-apps").then((m) => ({ default: m.ThirdAppsPage })),
  },
  {
    path: "/bankJsLogin",
    title: "银行授权登录",
    lazy: () => import("./pages/bank-js-login").then((m) => ({ default: m.BankJsLoginPage })),
  },
];
