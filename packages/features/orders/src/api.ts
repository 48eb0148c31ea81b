import { api } from "@wenlv/api-client";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderDetail, OrderListTab, OrderSummary, PayCreated, PayStatus, RefundDetail } from "@wenlv/contract/orders";

/** Orders per page of /Trades. */
export const ORDER_PAGE_SIZE = 10;

/**
 * Order and payment endpoints (contract `@wenlv/contract/orders`), injected into the one api. All
 * are POST, form-encoded, login-required, envelope answers; amounts are integer fen and times ISO
 * 8601 UTC. Cancel and refund invalidate the "Order" tag so lists and details refetch.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/order/list` by tab, page by page (`{list,total,page,page_size}`), for /Trades. */
    orderList: build.infiniteQuery<Page<OrderSummary>, OrderListTab, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.page * last.page_size < last.total ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: "/api/order/list",
        body: { status: queryArg === "all" ? undefined : queryArg, page: pageParam, page_size: ORDER_PAGE_SIZE },
      }),
      providesTags: [{ type: "Order", id: "LIST" }],
    }),
    /** `POST /api/order/detail {order_no}`: items, vouchers (one QR per traveller), hint, can_* flags. */
    orderDetail: build.query<OrderDetail, string>({
      query: (orderNo) => ({ url: "/api/order/detail", body: { order_no: orderNo } }),
      providesTags: (_result, _error, orderNo) => [{ type: "Order", id: orderNo }],
    }),
    /** `POST /api/order/cancel {order_no}`: UNPAID -> CLOSED, stock given back. */
    cancelOrder: build.mutation<null, string>({
      query: (orderNo) => ({ url: "/api/order/cancel", body: { order_no: orderNo } }),
      invalidatesTags: (_result, _error, orderNo) => [
        { type: "Order", id: orderNo },
        { type: "Order", id: "LIST" },
      ],
    }),
    /** `POST /api/order/refund {order_no, reason}`: PAID -> WAIT_REFUND with a pending refund. */
    requestRefund: build.mutation<{ refund_no: string }, { order_no: string; reason: string }>({
      query: (body) => ({ url: "/api/order/refund", body }),
      invalidatesTags: (_result, _error, { order_no }) => [
        { type: "Order", id: order_no },
        { type: "Order", id: "LIST" },
        { type: "Order", id: `refund:${order_no}` },
      ],
    }),
    /** `POST /api/order/refundDetail {order_no}`: the refund's amount, reason, status and times. */
    refundDetail: build.query<RefundDetail, string>({
      query: (orderNo) => ({ url: "/api/order/refundDetail", body: { order_no: orderNo } }),
      providesTags: (_result, _error, orderNo) => [{ type: "Order", id: `refund:${orderNo}` }],
    }),
    /** `POST /api/pay/create {order_no}` -> the gateway's cashier URL (`pay_url`). */
    createPay: build.mutation<PayCreated, string>({
      query: (orderNo) => ({ url: "/api/pay/create", body: { order_no: orderNo } }),
    }),
    /** `POST /api/pay/status {order_no}` -> `{status, paid}`, polled by /OrderWaiting. Quiet: polls never toast. */
    payStatus: build.query<PayStatus, string>({
      query: (orderNo) => ({ url: "/api/pay/status", body: { order_no: orderNo }, mode: "quiet" }),
    }),
  }),
});

export const {
  useOrderListInfiniteQuery,
  useOrderDetailQuery,
  useCancelOrderMutation,
  useRequestRefundMutation,
  useRefundDetailQuery,
  useCreatePayMutation,
  usePayStatusQuery,
} = ordersApi;
