import { registerTitles } from "@wenlv/i18n";

/** Namespace of the orders feature (also used by ./i18n for the screens' strings). */
export const ORDERS_NS = "orders";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(ORDERS_NS, {
  pay: ["订单支付", "Pay for order"],
  waiting: ["支付确认中", "Confirming payment"],
  payResult: ["支付结果", "Payment result"],
  trades: ["我的订单", "My orders"],
  detail: ["订单详情", "Order details"],
  hotelDetail: ["订单详情", "Order details"],
  lineDetail: ["订单详情", "Order details"],
  movieDetail: ["订单详情", "Order details"],
  cartDetail: ["订单详情", "Order details"],
  refund: ["退款详情", "Refund details"],
});
