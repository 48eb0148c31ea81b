import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Login routes (spec section 2 "Login and search": /BaseLogin, /BindPhone, /PhoneLogin, /ThirdApp,
 * /ThirdApps, /sbkLogin, /sbkLoading, /bankJsLogin). None is login-required; titles are Chinese
 * (the shell may override them per partner).
 */
export const routes: RouteDef[] = [
  { path: "/BaseLogin", title: "auth:titles.baseLogin", lazy: lazyPage(() => import("./pages/base-login"), "BaseLoginPage") },
  { path: "/PhoneLogin", title: "auth:titles.phoneLogin", lazy: lazyPage(() => import("./pages/phone-login"), "PhoneLoginPage") },
  { path: "/BindPhone", title: "auth:titles.bindPhone", lazy: lazyPage(() => import("./pages/bind-phone"), "BindPhonePage") },
  { path: "/sbkLogin", title: "auth:titles.sbkLogin", lazy: lazyPage(() => import("./pages/sbk-login"), "SbkLoginPage") },
  { path: "/sbkLoading", title: "auth:titles.sbkLogin", lazy: lazyPage(() => import("./pages/sbk-loading"), "SbkLoadingPage") },
  { path: "/ThirdApp", title: "auth:titles.thirdApp", lazy: lazyPage(() => import("./pages/third-app"), "ThirdAppPage") },
  { path: "/ThirdApps", title: "auth:titles.thirdApp", lazy: lazyPage(() => import("./pages/third-apps"), "ThirdAppsPage") },
  { path: "/bankJsLogin", title: "auth:titles.bankLogin", lazy: lazyPage(() => import("./pages/bank-js-login"), "BankJsLoginPage") },
];
