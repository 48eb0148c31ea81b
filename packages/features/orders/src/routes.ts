import type { RouteDef } from "@wenlv/app-kit";

/**
 * Payment and order routes (spec section 2 "Payment", "Account" /Trades and "Order details").
 * Every order page needs login; /Trades is also a kept-alive list page. /OrderWaitingszd is the
 * legacy path of the waiting page (old links and gateway return URLs point at it).
 */
export const routes: RouteDef[] = [
  {
    path: "/OrderPay",
    title: "订单支付",
    lazy: () => import("./pages/order-pay").then((m) => ({ default: m.OrderPayPage })),
    flags: { require: true },
  },
  {
    path: "/OrderWaiting",
    aliases: ["/OrderWaitingszd"],
    title: "支付确认中",
    lazy: () => import("./pages/order-waiting").then((m) => ({ default: m.OrderWaitingPage })),
    flags: { require: true },
  },
  {
    path: "/OrderPayResult",
    title: "支付结果",
    lazy: () => import("./pages/order-pay-result").then((m) => ({ default: m.OrderPayResultPage })),
    flags: { require: true },
  },
  {
    path: "/Trades",
    title: "我的订单",
    lazy: () => import("./pages/trades").then((m) => ({ default: m.TradesPage })),
    flags: { require: true, isListPage: true, keepAlive: true },
  },
  {
    path: "/TicketOrderDetail",
    title: "订单详情",
    lazy: () => import("./pages/ticket-order-detail").then((m) => ({ default: m.TicketOrderDetailPage })),
    flags: { require: true },
  },
  {
    path: "/RefundOrderDetail",
    title: "退款详情",
    lazy: () => import("./pages/refund-order-detail").then((m) => ({ default: m.RefundOrderDetailPage })),
    flags: { require: true },
  },
];
