import { lazyPage, type RouteDef, type RoutePrefetchContext } from "@wenlv/app-kit";
import { positiveId } from "@wenlv/validation/ids";
import "./titles";

/*
 * Prefetches load the feature's endpoints on demand (no show code in the start-up bundle, issue 8
 * budgets): the small api chunk comes in parallel with the page's own chunk.
 */

/** /PerformDetail?id=: the show's detail, as the page asks for it. */
function prefetchDetail({ dispatch, search }: RoutePrefetchContext) {
  const id = positiveId(search.get("id"));
  if (id === null) return undefined;
  return import("./api").then(({ performancesApi }) => dispatch(performancesApi.endpoints.performDetail.initiate(id, { subscribe: false })));
}

/** /Performs without a keyword, district or category: its first page. */
function prefetchList({ dispatch, search }: RoutePrefetchContext) {
  if (search.has("keyword") || search.has("area_code") || search.has("category")) return;
  return import("./api").then(({ performancesApi }) => dispatch(performancesApi.endpoints.performList.initiate({}, { subscribe: false })));
}

/**
 * Routes of the performances feature (spec section 2, issue 10): the show list, the show's detail,
 * then (login) its sessions by date, the tickets of one session (price zone and count, or seats on
 * the seat map of a seated hall), and the order page, registered under both spec paths
 * /PerformOrder and /PerformOrderNew. Inputs come in the query string: /PerformDetail?id=,
 * /PerformDate?id=, /PerformCheck?id=&day=&slot=, /PerformOrder?id=&day=&slot=&sku=&qty= or
 * &seats=R05-11,R05-12. A show order's own page is the orders feature's /TicketOrderDetail.
 */
export const routes: RouteDef[] = [
  { path: "/Performs", title: "performances:titles.list", lazy: lazyPage(() => import("./pages/performs"), "PerformsPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true }, prefetch: prefetchList },
  { path: "/PerformDetail", title: "performances:titles.detail", lazy: lazyPage(() => import("./pages/perform-detail"), "PerformDetailPage"), prefetch: prefetchDetail },
  { path: "/PerformDate", title: "performances:titles.date", lazy: lazyPage(() => import("./pages/perform-date"), "PerformDatePage"), flags: { require: true }, prefetch: prefetchDetail },
  { path: "/PerformCheck", title: "performances:titles.check", lazy: lazyPage(() => import("./pages/perform-check"), "PerformCheckPage"), flags: { require: true }, prefetch: prefetchDetail },
  { path: "/PerformOrder", aliases: ["/PerformOrderNew"], title: "performances:titles.order", lazy: lazyPage(() => import("./pages/perform-order"), "PerformOrderPage"), flags: { require: true }, prefetch: prefetchDetail },
];
