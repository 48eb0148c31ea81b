import { lazyPage, type RouteDef, type RoutePrefetchContext } from "@wenlv/app-kit";
import { ticketsApi } from "./api";
import { scenicListFilter } from "./list-filter";
import { positiveId } from "./scenic-id";
import "./titles";

/** /ScenicDetail?id=: the spot's detail, as ScenicDetailPage asks for it. */
function prefetchDetail({ dispatch, search }: RoutePrefetchContext) {
  const id = positiveId(search.get("id"));
  if (id !== null) void dispatch(ticketsApi.endpoints.ticketScenicDetail.initiate(id, { subscribe: false }));
}

/** /AttractionsTickets without a keyword or district: its first page, as AttractionsTicketsPage asks for it (`scenicListFilter`). */
function prefetchList({ dispatch, search, partner }: RoutePrefetchContext) {
  if (search.has("keyword") || search.has("area_code")) return;
  const filter = scenicListFilter({ tag: search.get("tag")?.trim() ?? "" }, partner.homeArea);
  void dispatch(ticketsApi.endpoints.ticketScenicList.initiate(filter, { subscribe: false }));
}

/**
 * Routes of the tickets feature (spec section 2, issue 2 section 4). Legacy variants are aliases of
 * one page: /ScenicDetailKs and /ScenicDetailNew of /ScenicDetail, /TicketOrderKs of /TicketOrder
 * (printed QR codes and mini-program configs still point at them). Inputs come in the query string:
 * /ScenicDetail?id=, /ScenicDetailMore?id=, /TicketOrder?id=<scenic id>&sku=<sku id>. The ticket cart
 * (decision 036): /TicketCartOrder (the cart) and /TicketCartConfirm?ids=<cart line ids>; its orders
 * show on /TicketCartOrderDetail (@wenlv/orders).
 */
export const routes: RouteDef[] = [
  { path: "/AttractionsTickets", title: "tickets:titles.list", lazy: lazyPage(() => import("./pages/attractions-tickets"), "AttractionsTicketsPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true }, prefetch: prefetchList },
  { path: "/ScenicDetail", aliases: ["/ScenicDetailKs", "/ScenicDetailNew"], title: "tickets:titles.detail", lazy: lazyPage(() => import("./pages/scenic-detail"), "ScenicDetailPage"), prefetch: prefetchDetail },
  { path: "/ScenicDetailMore", title: "tickets:titles.more", lazy: lazyPage(() => import("./pages/scenic-detail-more"), "ScenicDetailMorePage") },
  { path: "/TicketOrder", aliases: ["/TicketOrderKs"], title: "tickets:titles.order", lazy: lazyPage(() => import("./pages/ticket-order"), "TicketOrderPage"), flags: { require: true } },
  { path: "/TicketCartOrder", title: "tickets:titles.cart", lazy: lazyPage(() => import("./pages/ticket-cart-order"), "TicketCartOrderPage"), flags: { require: true } },
  { path: "/TicketCartConfirm", title: "tickets:titles.cartConfirm", lazy: lazyPage(() => import("./pages/ticket-cart-confirm"), "TicketCartConfirmPage"), flags: { require: true } },
];
