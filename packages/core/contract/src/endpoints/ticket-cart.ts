import { defineEndpoint, schemasOf } from "../endpoint";

const cart = () => Promise.all([import("../ticket-cart"), import("../envelope")]).then(([c, e]) => ({ ...c, ...e }));

/*
 * The ticket cart (issue 10, decision 036): the user's own lines, all login-required. Buying them
 * is an order create of type "ticket_cart" (/api/order/create).
 */

/** The cart's lines, oldest first, each checked against the catalogue and stock now (`block`). */
export const ticketCartList = defineEndpoint({
  path: "/api/ticketCart/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(cart, "ZNoFields", "ZTicketCartList"),
});

/**
 * Add a SKU on a day and slot (merged with the same line, quantity capped at 10). Code 0 when the
 * product or SKU is not on sale, the day or slot cannot be booked now, the slot has too few places,
 * or the cart already has MAX_TICKET_CART_LINES lines.
 */
export const ticketCartAdd = defineEndpoint({
  path: "/api/ticketCart/add",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(cart, "ZTicketCartAddRequest", "ZTicketCartAdded"),
});

/** Set a line's quantity; code 0 "购物车中没有该商品" for a line not in the user's cart. */
export const ticketCartUpdate = defineEndpoint({
  path: "/api/ticketCart/update",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(cart, "ZTicketCartUpdateRequest", "ZNull"),
});

/** Remove lines of the user's cart (ids of other users' lines are ignored). */
export const ticketCartRemove = defineEndpoint({
  path: "/api/ticketCart/remove",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(cart, "ZTicketCartRemoveRequest", "ZNull"),
});
