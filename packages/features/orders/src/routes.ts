import type { RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Payment and order routes (spec section 2 "Payment", "Account" /Trades and "Order details").
 * Every order page needs login; /Trades is also a kept-alive list page. /OrderWaitingszd is the
 * legacy path of the waiting page (old links and gateway return URLs point at it).
 */
export const routes: RouteDef[] = [
  {
    path: "/OrderPay",
    title: "orders:titles.pay",
    lazy: () => import("./pages/order-pay").then((m) => ({ default: m.OrderPayPage })),
    flags: { require: true },
  },
  {
    path: "/OrderWaiting",
    aliases: ["/OrderWaitingszd"],
    title: "orders:titles.waiting",
    lazy: () => import("./pages/order-waiting").then((m) => ({ default: m.OrderWaitingPage })),
    flags: { require: true },
  },
  {
    path: "/OrderPayResult",
    title: "orders:titles.payResult",
    lazy: () => import("./pages/order-pay-result").then((m) => ({ default: m.OrderPayResultPage })),
    flags: { require: true },
  },
  {
    path: "/Trades",
    title: "orders:titles.trades",
    lazy: () => import("./pages/trades").then((m) => ({ default: m.TradesPage })),
    flags: { require: true, isListPage: true, keepAlive: true },
  },
  {
    path: "/TicketOrderDetail",
    title: "orders:titles.detail",
    lazy: () => import("./pages/ticket-order-detail").then((m) => ({ default: m.TicketOrderDetailPage })),
    flags: { require: true },
  },
  {
    path: "/RefundOrderDetail",
    title: "orders:titles.refund",
    lazy: () => import("./pages/refund-order-detail").then((m) => ({ default: m.RefundOrderDetailPage })),
    flags: { require: true },
  },
];
