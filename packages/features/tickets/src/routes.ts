import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the tickets feature (spec section 2, issue 2 section 4). Legacy variants are aliases of
 * one page: /ScenicDetailKs and /ScenicDetailNew of /ScenicDetail, /TicketOrderKs of /TicketOrder
 * (printed QR codes and mini-program configs still point at them). Inputs come in the query string:
 * /ScenicDetail?id=, /ScenicDetailMore?id=, /TicketOrder?id=<scenic id>&sku=<sku id>.
 */
export const routes: RouteDef[] = [
  { path: "/AttractionsTickets", title: "tickets:titles.list", lazy: lazyPage(() => import("./pages/attractions-tickets"), "AttractionsTicketsPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true } },
  { path: "/ScenicDetail", aliases: ["/ScenicDetailKs", "/ScenicDetailNew"], title: "tickets:titles.detail", lazy: lazyPage(() => import("./pages/scenic-detail"), "ScenicDetailPage") },
  { path: "/ScenicDetailMore", title: "tickets:titles.more", lazy: lazyPage(() => import("./pages/scenic-detail-more"), "ScenicDetailMorePage") },
  { path: "/TicketOrder", aliases: ["/TicketOrderKs"], title: "tickets:titles.order", lazy: lazyPage(() => import("./pages/ticket-order"), "TicketOrderPage"), flags: { require: true } },
];
