import type { RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Login routes (spec section 2 "Login and search": /BaseLogin, /BindPhone, /PhoneLogin, /ThirdApp,
 * /ThirdApps, /sbkLogin, /sbkLoading, /bankJsLogin). None is login-required; titles are Chinese
 * (the shell may override them per partner).
 */
export const routes: RouteDef[] = [
  {
    path: "/BaseLogin",
    title: "auth:titles.baseLogin",
    lazy: () => import("./pages/base-login").then((m) => ({ default: m.BaseLoginPage })),
  },
  {
    path: "/PhoneLogin",
    title: "auth:titles.phoneLogin",
    lazy: () => import("./pages/phone-login").then((m) => ({ default: m.PhoneLoginPage })),
  },
  {
    path: "/BindPhone",
    title: "auth:titles.bindPhone",
    lazy: () => import("./pages/bind-phone").then((m) => ({ default: m.BindPhonePage })),
  },
  {
    path: "/sbkLogin",
    title: "auth:titles.sbkLogin",
    lazy: () => import("./pages/sbk-login").then((m) => ({ default: m.SbkLoginPage })),
  },
  {
    path: "/sbkLoading",
    title: "auth:titles.sbkLogin",
    lazy: () => import("./pages/sbk-loading").then((m) => ({ default: m.SbkLoadingPage })),
  },
  {
    path: "/ThirdApp",
    title: "auth:titles.thirdApp",
    lazy: () => import("./pages/third-app").then((m) => ({ default: m.ThirdAppPage })),
  },
  {
    path: "/ThirdApps",
    title: "auth:titles.thirdApp",
    lazy: () => import("./pages/third-apps").then((m) => ({ default: m.ThirdAppsPage })),
  },
  {
    path: "/bankJsLogin",
    title: "auth:titles.bankLogin",
    lazy: () => import("./pages/bank-js-login").then((m) => ({ default: m.BankJsLoginPage })),
  },
];
