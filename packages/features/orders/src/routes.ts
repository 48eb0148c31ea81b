import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Payment and order routes (spec section 2 "Payment", "Account" /Trades and "Order details").
 * Every order page needs login; /Trades is also a kept-alive list page. /OrderWaitingszd is the
 * legacy path of the waiting page (old links and gateway return URLs point at it).
 */
export const routes: RouteDef[] = [
  { path: "/OrderPay", title: "orders:titles.pay", lazy: lazyPage(() => import("./pages/order-pay"), "OrderPayPage"), flags: { require: true } },
  { path: "/OrderWaiting", aliases: ["/OrderWaitingszd"], title: "orders:titles.waiting", lazy: lazyPage(() => import("./pages/order-waiting"), "OrderWaitingPage"), flags: { require: true } },
  { path: "/OrderPayResult", title: "orders:titles.payResult", lazy: lazyPage(() => import("./pages/order-pay-result"), "OrderPayResultPage"), flags: { require: true } },
  { path: "/Trades", title: "orders:titles.trades", lazy: lazyPage(() => import("./pages/trades"), "TradesPage"), flags: { require: true, isListPage: true, keepAlive: true } },
  { path: "/TicketOrderDetail", title: "orders:titles.detail", lazy: lazyPage(() => import("./pages/ticket-order-detail"), "TicketOrderDetailPage"), flags: { require: true } },
  { path: "/HotelOrderDetail", title: "orders:titles.hotelDetail", lazy: lazyPage(() => import("./pages/hotel-order-detail"), "HotelOrderDetailPage"), flags: { require: true } },
  { path: "/LineOrderDetail", title: "orders:titles.lineDetail", lazy: lazyPage(() => import("./pages/line-order-detail"), "LineOrderDetailPage"), flags: { require: true } },
  { path: "/MovieOrderDetail", title: "orders:titles.movieDetail", lazy: lazyPage(() => import("./pages/movie-order-detail"), "MovieOrderDetailPage"), flags: { require: true } },
  { path: "/TicketCartOrderDetail", title: "orders:titles.cartDetail", lazy: lazyPage(() => import("./pages/ticket-cart-order-detail"), "TicketCartOrderDetailPage"), flags: { require: true } },
  { path: "/RefundOrderDetail", title: "orders:titles.refund", lazy: lazyPage(() => import("./pages/refund-order-detail"), "RefundOrderDetailPage"), flags: { require: true } },
];
