import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the search feature (spec section 2 "Search", issue 9): /Search (history, hot words,
 * suggestions) and /SearchResult?keyword= or ?tag= (a list page, kept alive with its scroll so the
 * way back from a spot lands where it was). No prefetch: it would pull the api slice into the
 * start-up chunk, which has ~1 KiB left of its budget (docs/decisions/021); /SearchResult is
 * reached from /Search, whose chunk is already loaded.
 */
export const routes: RouteDef[] = [
  { path: "/Search", title: "search:titles.search", lazy: lazyPage(() => import("./pages/search"), "SearchPage") },
  { path: "/SearchResult", title: "search:titles.result", lazy: lazyPage(() => import("./pages/search-result"), "SearchResultPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true } },
];
