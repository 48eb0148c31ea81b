import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Account routes (spec section 2): /User is a tab page that needs login (its care variant is
 * chosen inside it when care mode is stored); the traveller list and form, standard and care
 * (/MyContactsCare, /MyContactsHandleCare: the same pages with the care layout), need login, and so
 * does /MessageList (the user's notices and waiting-list entries, decision 035).
 */
export const routes: RouteDef[] = [
  { path: "/User", title: "account:titles.user", lazy: lazyPage(() => import("./pages/user"), "UserPage"), flags: { isTabPage: true, require: true } },
  { path: "/MyContacts", title: "account:titles.contacts", lazy: lazyPage(() => import("./pages/my-contacts"), "MyContactsPage"), flags: { require: true } },
  { path: "/MyContactsHandle", title: "account:titles.contactEdit", lazy: lazyPage(() => import("./pages/my-contacts-handle"), "MyContactsHandlePage"), flags: { require: true } },
  { path: "/MyContactsCare", title: "account:titles.contacts", lazy: lazyPage(() => import("./pages/my-contacts"), "MyContactsCarePage"), flags: { require: true } },
  { path: "/MyContactsHandleCare", title: "account:titles.contactEdit", lazy: lazyPage(() => import("./pages/my-contacts-handle"), "MyContactsHandleCarePage"), flags: { require: true } },
  { path: "/MessageList", title: "account:titles.messages", lazy: lazyPage(() => import("./pages/message-list"), "MessageListPage"), flags: { require: true, isListPage: true } },
];
