import { lazyPage, type RouteDef, type RoutePrefetchContext } from "@wenlv/app-kit";
import { positiveId } from "@wenlv/validation/ids";
import "./titles";

/*
 * Prefetches load the feature's endpoints on demand (no hotel code in the start-up bundle, issue 8
 * budgets): the small api chunk comes in parallel with the page's own chunk.
 */

/** /HotelDetail?id= and /HotelDetailMore?id=: the hotel's detail, as their pages ask for it. */
function prefetchDetail({ dispatch, search }: RoutePrefetchContext) {
  const id = positiveId(search.get("id"));
  if (id === null) return undefined;
  return import("./api").then(({ hotelsApi }) => dispatch(hotelsApi.endpoints.hotelDetail.initiate(id, { subscribe: false })));
}

/** /HotelAccommodation without a keyword or district: its first page. */
function prefetchList({ dispatch, search }: RoutePrefetchContext) {
  if (search.has("keyword") || search.has("area_code")) return;
  return import("./api").then(({ hotelsApi }) => dispatch(hotelsApi.endpoints.hotelList.initiate({}, { subscribe: false })));
}

/**
 * Routes of the hotels feature (spec section 2, issue 10): the list, the detail with rooms priced
 * for a stay, the hotel's introduction, and the order page (login). Inputs come in the query
 * string: /HotelDetail?id=&check_in=&check_out=&rooms=, /HotelDetailMore?id=,
 * /HotelOrder?id=<hotel>&room=<room product>&check_in=&check_out=&rooms=. The order's own page,
 * /HotelOrderDetail, belongs to the orders feature with the other order details.
 */
export const routes: RouteDef[] = [
  { path: "/HotelAccommodation", title: "hotels:titles.list", lazy: lazyPage(() => import("./pages/hotel-accommodation"), "HotelAccommodationPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true }, prefetch: prefetchList },
  { path: "/HotelDetail", title: "hotels:titles.detail", lazy: lazyPage(() => import("./pages/hotel-detail"), "HotelDetailPage"), prefetch: prefetchDetail },
  { path: "/HotelDetailMore", title: "hotels:titles.more", lazy: lazyPage(() => import("./pages/hotel-detail-more"), "HotelDetailMorePage"), prefetch: prefetchDetail },
  { path: "/HotelOrder", title: "hotels:titles.order", lazy: lazyPage(() => import("./pages/hotel-order"), "HotelOrderPage"), flags: { require: true } },
];
