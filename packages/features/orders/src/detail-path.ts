import { CART_ORDER_STATE, type ProductType } from "@wenlv/contract/status";

/** The order detail page of each product kind that has its own (spec section 2 "Order details"); others use /TicketOrderDetail. */
const DETAIL_PATHS: Partial<Record<ProductType, string>> = { hotel: "/HotelOrderDetail", movie: "/MovieOrderDetail", line: "/LineOrderDetail" };

/**
 * The detail page of an order of `type` (spec section 2): /TicketCartOrderDetail for tickets bought
 * from the ticket cart (`order_state` "cart", decision 036), /HotelOrderDetail for a stay,
 * /TicketOrderDetail for a ticket and, until it has its own, any other kind.
 */
export function orderDetailPath(type: string, orderState = ""): string {
  if (orderState === CART_ORDER_STATE) return "/TicketCartOrderDetail";
  return DETAIL_PATHS[type as ProductType] ?? "/TicketOrderDetail";
}

/** The detail page's URL of an order. */
export function orderDetailHref(order: { type: string; order_no: string; order_state?: string }): string {
  return `${orderDetailPath(order.type, order.order_state)}?order_no=${encodeURIComponent(order.order_no)}`;
}
