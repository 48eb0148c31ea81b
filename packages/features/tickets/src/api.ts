import { api } from "@wenlv/api-client";
import { isSuccessCode, type Envelope, type Page } from "@wenlv/contract/envelope";
import type { OrderCreated } from "@wenlv/contract/orders";
import type { AreaCode, ScenicDetail, ScenicListItem, StockResult } from "@wenlv/contract/scenic";
import type { Traveller } from "@wenlv/contract/travellers";

/** Page size of the scenic list (/AttractionsTickets loads 10 spots per page). */
export const SCENIC_PAGE_SIZE = 10;

/** Filters of the scenic list: district, keyword (matched by the API on Chinese and English names). */
export type ScenicListFilter = { area_code?: AreaCode; keyword?: string };

/** Form body of /api/scenic/stock: remaining stock of `days` days from `start_day` ("YYYY-MM-DD", Asia/Shanghai). */
export type TicketStockArg = { product_id: number; start_day?: string; days?: number };

/** Form body of /api/order/create (spec section 7): the signed JSON `data` and its hex HMAC `signature`. */
export type TicketOrderCreateArg = { data: string; signature: string };

/** The raw answer of /api/order/create (a pass-through endpoint, spec section 8): the caller reads `code`. */
export type TicketOrderCreateAnswer = Envelope<OrderCreated | null>;

/**
 * Next page number of a `{list,total,page,page_size}` page, or undefined after the last one
 * (also when a page came back empty, so a shrinking list cannot loop).
 */
export function nextPageOf(last: Page<unknown>): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/**
 * Endpoints of the tickets feature, injected into the one api of @wenlv/api-client.
 * Names carry the feature so they never clash with another feature's endpoints.
 * - `ticketScenicList`: infinite query over POST /api/scenic/list, pages of {@link SCENIC_PAGE_SIZE};
 * - `ticketScenicDetail`: POST /api/scenic/detail {id};
 * - `ticketStock`: POST /api/scenic/stock {product_id, start_day, days};
 * - `ticketTravellers`: POST /api/traveller/list (login), all of the user's travellers (at most 50);
 * - `ticketOrderCreate`: POST /api/order/create in "raw" mode; the answer is the whole envelope.
 *   Only `data` and `signature` are sent (partner_code and token are added by the client);
 *   `product_id` names the stock to refetch after a successful create.
 */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ticketScenicList: build.infiniteQuery<Page<ScenicListItem>, ScenicListFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextPageOf(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: "/api/scenic/list",
        body: { ...queryArg, page: pageParam, page_size: SCENIC_PAGE_SIZE },
      }),
      providesTags: [{ type: "Scenic", id: "LIST" }],
    }),
    ticketScenicDetail: build.query<ScenicDetail, number>({
      query: (id) => ({ url: "/api/scenic/detail", body: { id } }),
      providesTags: (_result, _error, id) => [{ type: "Scenic", id }],
    }),
    ticketStock: build.query<StockResult, TicketStockArg>({
      query: (arg) => ({ url: "/api/scenic/stock", body: arg }),
      providesTags: (_result, _error, arg) => [{ type: "Scenic", id: `stock-${arg.product_id}` }],
    }),
    ticketTravellers: build.query<Page<Traveller>, void>({
      query: () => ({ url: "/api/traveller/list", body: { page: 1, page_size: 50 } }),
      providesTags: [{ type: "Traveller", id: "LIST" }, "Traveller"],
    }),
    ticketOrderCreate: build.mutation<TicketOrderCreateAnswer, TicketOrderCreateArg & { product_id: number }>({
      query: ({ data, signature }) => ({ url: "/api/order/create", body: { data, signature }, mode: "raw" }),
      invalidatesTags: (result, _error, arg) =>
        result && isSuccessCode(result.code)
          ? ["Order", { type: "Scenic", id: `stock-${arg.product_id}` }]
          : [],
    }),
  }),
});

export const {
  useTicketScenicListInfiniteQuery,
  useTicketScenicDetailQuery,
  useTicketStockQuery,
  useTicketTravellersQuery,
  useTicketOrderCreateMutation,
} = ticketsApi;
