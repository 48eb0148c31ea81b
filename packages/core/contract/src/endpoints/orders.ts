import { defineEndpoint, schemasOf } from "../endpoint";

const orders = () => Promise.all([import("../orders"), import("../envelope")]).then(([o, e]) => ({ ...o, ...e }));

/*
 * Orders and payment (spec sections 4, 7, 8; issue 2). All need login. Amounts integer fen, times
 * ISO 8601 UTC.
 */

/**
 * Order create (spec section 7): `data` is the signed JSON, `signature` its HMAC; the answer passes
 * through raw (spec section 8). The app calls it only through api-client's `createSignedOrder`.
 */
export const orderCreate = defineEndpoint({
  path: "/api/order/create",
  method: "POST",
  access: "user",
  mode: "raw",
  schemas: schemasOf(orders, "ZOrderCreateRequest", "ZOrderCreated"),
});

/** The user's orders by /Trades tab or status, page by page. */
export const orderList = defineEndpoint({
  path: "/api/order/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZOrderListRequest", "ZOrderSummaryPage"),
});

/** One of the user's orders: items, vouchers (one QR per traveller), hint and what can be done. */
export const orderDetail = defineEndpoint({
  path: "/api/order/detail",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZOrderNoRequest", "ZOrderDetail"),
});

/** UNPAID -> CLOSED; the stock goes back. */
export const orderCancel = defineEndpoint({
  path: "/api/order/cancel",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZOrderNoRequest", "ZNull"),
});

/**
 * A refund of some or all unused tickets of a PAID order, within the SKU's refund policy (issue 9):
 * all remaining tickets: PAID -> WAIT_REFUND; some: the order stays PAID. A pending refund row each.
 */
export const orderRefund = defineEndpoint({
  path: "/api/order/refund",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZRefundRequest", "ZRefundRequested"),
});

/** The refund of an order: amount, reason, status and times. */
export const orderRefundDetail = defineEndpoint({
  path: "/api/order/refundDetail",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZRefundDetailRequest", "ZRefundDetail"),
});

/** Starts paying an UNPAID order: the gateway's cashier URL. */
export const payCreate = defineEndpoint({
  path: "/api/pay/create",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(orders, "ZPayCreateRequest", "ZPayCreated"),
});

/** Whether an order has been paid; polled by /OrderWaiting, so quiet (a failed poll shows nothing). */
export const payStatus = defineEndpoint({
  path: "/api/pay/status",
  method: "POST",
  access: "user",
  mode: "quiet",
  schemas: schemasOf(orders, "ZOrderNoRequest", "ZPayStatus"),
});
