import { lazyPage, type RouteDef, type RoutePrefetchContext } from "@wenlv/app-kit";
import { LINE_KIND_OF_ROUTE } from "@wenlv/contract/line-kinds";
import { positiveId } from "@wenlv/validation/ids";
import "./titles";

/*
 * Prefetches load the feature's endpoints on demand (no line code in the start-up bundle, issue 8
 * budgets): the small api chunk comes in parallel with the page's own chunk.
 */

/** /LineDetail?id=, /LineSelect?id= and /LineOrder?id=: the line's detail, as their pages ask for it. */
function prefetchDetail({ dispatch, search }: RoutePrefetchContext) {
  const id = positiveId(search.get("id"));
  if (id === null) return undefined;
  return import("./api").then(({ linesApi }) => dispatch(linesApi.endpoints.lineDetail.initiate(id, { subscribe: false })));
}

/** A line list without a keyword or district: its kind's first page. */
function prefetchList(path: string) {
  return ({ dispatch, search }: RoutePrefetchContext) => {
    if (search.has("keyword") || search.has("area_code")) return;
    const kind = LINE_KIND_OF_ROUTE[path];
    return import("./api").then(({ linesApi }) => dispatch(linesApi.endpoints.lineList.initiate({ kind }, { subscribe: false })));
  };
}

const listFlags = { isListPage: true, keepAlive: true, needSavePosition: true };

/**
 * Routes of the lines feature (spec section 2, issue 10): the three lists (one page with the kind
 * as its parameter, under each kind's own path and title: /OneDayTravelNew 一日游, /BoutiqueLine
 * 精品线路, /NightTour 夜游), the detail, and the two booking steps (login): /LineSelect (departure,
 * package, travellers per fare) and /LineOrder (travellers, contact, rules, submit). Inputs come in
 * the query string: /LineDetail?id=, /LineSelect?id=&day=&package=&adult=&child=, /LineOrder with
 * the same. The order's own page, /LineOrderDetail, belongs to the orders feature.
 */
export const routes: RouteDef[] = [
  { path: "/OneDayTravelNew", title: "lines:titles.oneDay", lazy: lazyPage(() => import("./pages/line-list"), "OneDayTravelNewPage"), flags: listFlags, prefetch: prefetchList("/OneDayTravelNew") },
  { path: "/BoutiqueLine", title: "lines:titles.boutique", lazy: lazyPage(() => import("./pages/line-list"), "BoutiqueLinePage"), flags: listFlags, prefetch: prefetchList("/BoutiqueLine") },
  { path: "/NightTour", title: "lines:titles.night", lazy: lazyPage(() => import("./pages/line-list"), "NightTourPage"), flags: listFlags, prefetch: prefetchList("/NightTour") },
  { path: "/LineDetail", title: "lines:titles.detail", lazy: lazyPage(() => import("./pages/line-detail"), "LineDetailPage"), prefetch: prefetchDetail },
  { path: "/LineSelect", title: "lines:titles.select", lazy: lazyPage(() => import("./pages/line-select"), "LineSelectPage"), flags: { require: true }, prefetch: prefetchDetail },
  { path: "/LineOrder", title: "lines:titles.order", lazy: lazyPage(() => import("./pages/line-order"), "LineOrderPage"), flags: { require: true }, prefetch: prefetchDetail },
];
