import type { AppDispatch } from "./store";
import type { DialogAdapter, ToastAdapter } from "@wenlv/api-client";
import type { PartnerConfig } from "@wenlv/theme";
import type { ComponentType } from "react";

/**
 * The route flags of spec section 2, all optional booleans:
 * - `keepAlive`: the page stays mounted (hidden) when left and is shown again on return
 *   (never MailMerchandiseDetail);
 * - `require`: login needed (spec section 4/6);
 * - `isTabPage`: shows the tab bar; leaving it resets scroll to top;
 * - `isListPage`: leaving it resets scroll to top;
 * - `specialPage`: a campaign page (carried for the campaign feature);
 * - `scrollOrigin`: the page always opens at the top (the campaign parent-to-child pairs);
 * - `needSavePosition`: its scroll position is restored on back navigation;
 * - `keepScrollHeight`: navigating to it leaves the scroll position alone;
 * - `clearSpecial`: clears campaign state when entered (carried for the campaign feature).
 */
export type RouteFlags = {
  keepAlive?: boolean;
  require?: boolean;
  isTabPage?: boolean;
  isListPage?: boolean;
  specialPage?: boolean;
  scrollOrigin?: boolean;
  needSavePosition?: boolean;
  keepScrollHeight?: boolean;
  clearSpecial?: boolean;
};

/** The i18n key of a route title: `<namespace>:titles.<name>` (see {@link RouteDef}). */
export type RouteTitleKey = `${string}:titles.${string}`;

/** A lazily loaded page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

/**
 * One screen of a feature (`src/routes.ts`). `path` is absolute without parameters ("/ScenicDetail");
 * `aliases` are legacy paths that show the same page ("/ScenicDetailKs"); `title` is the i18n key
 * of its title in the feature's `titles` block ("tickets:titles.detail", registered at start by the
 * feature's `src/titles.ts`); `lazy` imports the page (code splitting). `prefetch` starts the page's
 * first data request when the route is entered, in parallel with the page chunk instead of after it
 * (issue 8); it must dispatch exactly the query (endpoint and argument) the page then subscribes to,
 * typically `api.util.prefetch(...)`, so the page finds the request in flight. A feature whose
 * endpoints load on demand (`import("./api")` first) answers the promise of that import and
 * dispatch: the server's first-screen renderer waits for it, so it renders the page with its data
 * rather than a skeleton the browser would hydrate over a page that already has the data.
 */
export type RouteDef = {
  path: string;
  aliases?: string[];
  title: RouteTitleKey;
  lazy: () => Promise<PageModule>;
  flags?: RouteFlags;
  prefetch?: (context: RoutePrefetchContext) => void | Promise<unknown>;
};

/** What a route's `prefetch` gets: the store's dispatch, the URL's query string and the shell's partner (its page asks with the same inputs). */
export type RoutePrefetchContext = { dispatch: AppDispatch; search: URLSearchParams; partner: PartnerConfig };

/** What the scroll rules and the guard know about a matched route: the path it matched and its flags. */
export type RouteMatchInfo = { path: string; flags: RouteFlags };

/**
 * Leaves the app for `url` (a full page load). `replace: true` replaces the current history entry,
 * for pages that leave on their own (the guard, /ThirdApps), so back from the outside page does not
 * land on a page that leaves again.
 */
export type LeaveApp = (url: string, options?: { replace?: boolean }) => void;

/** Options of {@link createCityApp}. */
export type CityAppOptions = {
  partner: PartnerConfig;
  /** Each feature's RouteDef[] (from its "./routes" export). */
  features: RouteDef[][];
  /** Product API base URL; default the page origin (the API serves the shell on one port). */
  apiBaseUrl?: string;
  /** Toast/dialog adapters; default antd-mobile's (`antdFeedback`). */
  feedback?: { toast: ToastAdapter; dialog: DialogAdapter };
  /** fetch for the api-client (tests). */
  fetch?: typeof fetch;
  /** Whether to send page views (the table entry `pagePoint`, spec section 7; default true). */
  trackPageViews?: boolean;
  /**
   * Whether to locate at start a visitor who agreed to location before on this device (default
   * true; skipped in the mini-program anyway). Nobody is asked at start (issue 9, decision 017).
   */
  startLocation?: boolean;
  /**
   * Asks the visitor for the separate location consent when a screen first needs the location on
   * their action (useVisitorLocation().locate); default an antd-mobile confirm dialog. The answer is
   * kept in localStorage "locationConsent"; a refusal is asked again only on a new action.
   */
  askLocationConsent?: () => Promise<boolean>;
  /**
   * Login page for login-required routes outside WeChat and the app hosts (default "/PhoneLogin";
   * the bank shell passes "/bankJsLogin"). Inside WeChat the login starts at the API's
   * `wxAuthorize`, which holds the appid and scope, so no WeChat setting is needed here.
   */
  loginPath?: string;
  /**
   * Leaves the app for a URL outside it (WeChat OAuth, the social-security-card, partner and bank
   * authorize pages): default `window.location.assign`, or `replace` when called with
   * `{ replace: true }` (the guard always replaces the guarded entry). Tests pass a spy.
   */
  leaveApp?: LeaveApp;
};
