import { registerTitles } from "@wenlv/i18n";

/** Namespace of the tickets feature (also used by ./i18n for the screens' strings). */
export const TICKETS_NS = "tickets";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(TICKETS_NS, {
  list: ["景区门票", "Scenic tickets"],
  detail: ["景区详情", "Scenic spot"],
  more: ["景区介绍", "About the scenic spot"],
  order: ["门票预订", "Book tickets"],
  cart: ["购物车", "Ticket cart"],
  cartConfirm: ["确认订单", "Confirm order"],
});
