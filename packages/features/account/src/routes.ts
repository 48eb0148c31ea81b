import type { RouteDef } from "@wenlv/app-kit";
import { personalDataRoutes } from "./personal-data/routes";
import { profileRoutes } from "./profile/routes";

/**
 * Account routes (spec section 2): /User is a tab page that needs login; the traveller list and
 * form are in the login-required account group.
 */
const coreRoutes: RouteDef[] = [
  {
    path: "/User",
    title: "我的",
    lazy: () => import("./pages/user").then((m) => ({ default: m.UserPage })),
    flags: { isTabPage: true, require: true },
  },
  {
    path: "/MyContacts",
    title: "常用出行人",
    lazy: () => import("./pages/my-contacts").then((m) => ({ default: m.MyContactsPage })),
    flags: { require: true },
  },
  {
    path: "/MyContactsHandle",
    title: "编辑出行人",
    lazy: () => import("./pages/my-contacts-handle").then((m) => ({ default: m.MyContactsHandlePage })),
    flags: { require: true },
  },
  {
    path: "/PrivacyPolicy",
    title: "隐私政策",
    lazy: () => import("./pages/privacy-policy").then((m) => ({ default: m.PrivacyPolicyPage })),
  },
];

/**
 * Every account route: the core screens above, the profile screens (profile/: user info, avatar,
 * nickname, phone, email, passwords, real name, settings, care variant of /User) and the
 * personal-data screens (personal-data/: addresses, pick-up persons, collection, care traveller
 * screens, account deletion, legal pages and the personal-information export).
 */
export const routes: RouteDef[] = [...coreRoutes, ...profileRoutes, ...personalDataRoutes];
