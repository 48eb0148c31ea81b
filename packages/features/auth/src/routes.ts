import type { RouteDef } from "@wenlv/app-kit";

/**
 * Login routes (spec section 2 "Login and search"). None is login-required; titles are Chinese
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
];
