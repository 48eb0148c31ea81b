import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the personal-data screens (spec section 2 "Account" and "Legal pages"; issue 3).
 * Flags follow the spec, with one documented exception: /LogoutNotice is listed as login-required,
 * but the account deletion ends every session and then shows it (`?done=1`), so it is open to
 * everyone; it shows only the public notice text (and, after a deletion, the date passed along).
 * The legal pages (/PrivacyPolicy, /PrivacyPolicyApp, /UserPrivacy) are open to everyone.
 */
export const routes: RouteDef[] = [
  { path: "/MyAddress", title: "personalData:titles.addresses", lazy: lazyPage(() => import("./pages/my-address"), "MyAddressPage"), flags: { require: true } },
  { path: "/MyAddressHandle", title: "personalData:titles.addressEdit", lazy: lazyPage(() => import("./pages/my-address-handle"), "MyAddressHandlePage"), flags: { require: true } },
  { path: "/MySelfHandle", title: "personalData:titles.pickup", lazy: lazyPage(() => import("./pages/my-self-handle"), "MySelfHandlePage"), flags: { require: true } },
  { path: "/MyCollection", title: "personalData:titles.collection", lazy: lazyPage(() => import("./pages/my-collection"), "MyCollectionPage"), flags: { require: true } },
  { path: "/Logout", title: "personalData:titles.logout", lazy: lazyPage(() => import("./pages/logout"), "LogoutPage"), flags: { require: true } },
  { path: "/LogoutNotice", title: "personalData:titles.logoutNotice", lazy: lazyPage(() => import("./pages/logout-notice"), "LogoutNoticePage") },
  { path: "/LogoutNoticeApp", title: "personalData:titles.logoutNotice", lazy: lazyPage(() => import("./pages/logout-notice"), "LogoutNoticeAppPage") },
  { path: "/PrivacyPolicy", title: "personalData:titles.privacy", lazy: lazyPage(() => import("./pages/privacy-policy"), "PrivacyPolicyPage") },
  { path: "/PrivacyPolicyApp", title: "personalData:titles.privacy", lazy: lazyPage(() => import("./pages/privacy-policy-app"), "PrivacyPolicyAppPage") },
  { path: "/UserPrivacy", title: "personalData:titles.agreement", lazy: lazyPage(() => import("./pages/user-privacy"), "UserPrivacyPage") },
  { path: "/PersonalInfo", title: "personalData:titles.personalInfo", lazy: lazyPage(() => import("./pages/personal-info"), "PersonalInfoPage"), flags: { require: true } },
];
