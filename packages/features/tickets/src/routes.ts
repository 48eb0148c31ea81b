import type { RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the tickets feature (spec section 2, issue 2 section 4). Legacy variants are aliases of
 * one page: /ScenicDetailKs and /ScenicDetailNew of /ScenicDetail, /TicketOrderKs of /TicketOrder
 * (printed QR codes and mini-program configs still point at them). Inputs come in the query string:
 * /ScenicDetail?id=, /ScenicDetailMore?id=, /TicketOrder?id=<scenic id>&sku=<sku id>.
 */
export const routes: RouteDef[] = [
  {
    path: "/AttractionsTickets",
    title: "tickets:titles.list",
    lazy: () => import("./pages/attractions-tickets").then((m) => ({ default: m.AttractionsTicketsPage })),
    flags: { isListPage: true, keepAlive: true, needSavePosition: true },
  },
  {
    path: "/ScenicDetail",
    aliases: ["/ScenicDetailKs", "/ScenicDetailNew"],
    title: "tickets:titles.detail",
    lazy: () => import("./pages/scenic-detail").then((m) => ({ default: m.ScenicDetailPage })),
  },
  {
    path: "/ScenicDetailMore",
    title: "tickets:titles.more",
    lazy: () => import("./pages/scenic-detail-more").then((m) => ({ default: m.ScenicDetailMorePage })),
  },
  {
    path: "/TicketOrder",
    aliases: ["/TicketOrderKs"],
    title: "tickets:titles.order",
    lazy: () => import("./pages/ticket-order").then((m) => ({ default: m.TicketOrderPage })),
    flags: { require: true },
  },
];
