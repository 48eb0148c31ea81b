import { api, infiniteEndpoint, mutationEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import {
  orderCancel,
  orderDetail,
  orderList,
  orderRefund,
  orderRefundDetail,
  payCreate,
  payStatus,
} from "@wenlv/contract/endpoints/orders";
import type { OrderListTab } from "@wenlv/contract/orders";

/** Orders per page of /Trades. */
export const ORDER_PAGE_SIZE = 10;

/** The body naming one order (detail, cancel, refund detail, pay create, pay status). */
const byOrderNo = (orderNo: string) => ({ order_no: orderNo });

/**
 * Order and payment endpoints, built from the contract's endpoint table and injected into the one
 * api. All need login; amounts are integer fen and times ISO 8601 UTC. Cancel and refund
 * invalidate the "Order" tags so lists and details refetch.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `orderList` by /Trades tab, page by page. */
    orderList: infiniteEndpoint(build, orderList, {
      body: (tab: OrderListTab, page: number) => ({ status: tab === "all" ? undefined : tab, page, page_size: ORDER_PAGE_SIZE }),
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => nextPageOf(last),
      },
      providesTags: [{ type: "Order", id: "LIST" }],
    }),
    /** Table entry `orderDetail`: items, vouchers (one QR per traveller), hint, can_* flags. */
    orderDetail: queryEndpoint(build, orderDetail, {
      body: byOrderNo,
      providesTags: (_result, _error, orderNo) => [{ type: "Order", id: orderNo }],
    }),
    /** Table entry `orderCancel`: UNPAID -> CLOSED, stock given back. */
    cancelOrder: mutationEndpoint(build, orderCancel, {
      body: byOrderNo,
      invalidatesTags: (_result, _error, orderNo) => [
        { type: "Order", id: orderNo },
        { type: "Order", id: "LIST" },
      ],
    }),
    /** Table entry `orderRefund` {order_no, reason}: PAID -> WAIT_REFUND with a pending refund. */
    requestRefund: mutationEndpoint(build, orderRefund, {
      invalidatesTags: (_result, _error, { order_no }) => [
        { type: "Order", id: order_no },
        { type: "Order", id: "LIST" },
        { type: "Order", id: `refund:${order_no}` },
      ],
    }),
    /** Table entry `orderRefundDetail`: the refund's amount, reason, status and times. */
    refundDetail: queryEndpoint(build, orderRefundDetail, {
      body: ({ orderNo, refundNo }: { orderNo: string; refundNo?: string }) => ({ order_no: orderNo, ...(refundNo ? { refund_no: refundNo } : {}) }),
      providesTags: (_result, _error, { orderNo }) => [{ type: "Order", id: `refund:${orderNo}` }],
    }),
    /** Table entry `payCreate` -> the gateway's cashier URL (`pay_url`). */
    createPay: mutationEndpoint(build, payCreate, { body: byOrderNo }),
    /** Table entry `payStatus` -> `{status, paid}`, polled by /OrderWaiting (quiet: polls never toast). */
    payStatus: queryEndpoint(build, payStatus, { body: byOrderNo }),
  }),
});

/** The RTK Query hooks of the endpoints above (one per endpoint, named after it). */
export const {
  useOrderListInfiniteQuery,
  useOrderDetailQuery,
  useCancelOrderMutation,
  useRequestRefundMutation,
  useRefundDetailQuery,
  useCreatePayMutation,
  usePayStatusQuery,
} = ordersApi;
