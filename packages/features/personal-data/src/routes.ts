import type { RouteDef } from "@wenlv/app-kit";
import "./titles";

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
    title: "personalData:titles.addresses",
    lazy: () => import("./pages/my-address").then((m) => ({ default: m.MyAddressPage })),
    flags: { require: true },
  },
  {
    path: "/MyAddressHandle",
    title: "personalData:titles.addressEdit",
    lazy: () => import("./pages/my-address-handle").then((m) => ({ default: m.MyAddressHandlePage })),
    flags: { require: true },
  },
  {
    path: "/MySelfHandle",
    title: "personalData:titles.pickup",
    lazy: () => import("./pages/my-self-handle").then((m) => ({ default: m.MySelfHandlePage })),
    flags: { require: true },
  },
  {
    path: "/MyCollection",
    title: "personalData:titles.collection",
    lazy: () => import("./pages/my-collection").then((m) => ({ default: m.MyCollectionPage })),
    flags: { require: true },
  },
  {
    path: "/Logout",
    title: "personalData:titles.logout",
    lazy: () => import("./pages/logout").then((m) => ({ default: m.LogoutPage })),
    flags: { require: true },
  },
  {
    path: "/LogoutNotice",
    title: "personalData:titles.logoutNotice",
    lazy: () => import("./pages/logout-notice").then((m) => ({ default: m.LogoutNoticePage })),
  },
  {
    path: "/LogoutNoticeApp",
    title: "personalData:titles.logoutNotice",
    lazy: () => import("./pages/logout-notice").then((m) => ({ default: m.LogoutNoticeAppPage })),
  },
  {
    path: "/PrivacyPolicy",
    title: "personalData:titles.privacy",
    lazy: () => import("./pages/privacy-policy").then((m) => ({ default: m.PrivacyPolicyPage })),
  },
  {
    path: "/PrivacyPolicyApp",
    title: "personalData:titles.privacy",
    lazy: () => import("./pages/privacy-policy-app").then((m) => ({ default: m.PrivacyPolicyAppPage })),
  },
  {
    path: "/UserPrivacy",
    title: "personalData:titles.agreement",
    lazy: () => import("./pages/user-privacy").then((m) => ({ default: m.UserPrivacyPage })),
  },
  {
    path: "/PersonalInfo",
    title: "personalData:titles.personalInfo",
    lazy: () => import("./pages/personal-info").then((m) => ({ default: m.PersonalInfoPage })),
    flags: { require: true },
  },
];
