import { api, infiniteEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { scenicDetail, scenicList, scenicStock } from "@wenlv/contract/endpoints/scenic";
import { orderContact } from "@wenlv/contract/endpoints/profile";
import { travellerList } from "@wenlv/contract/endpoints/travellers";
import type { ScenicListRequest } from "@wenlv/contract/scenic";

/** Page size of the scenic list (/AttractionsTickets loads 10 spots per page). */
export const SCENIC_PAGE_SIZE = 10;

/** Filters and order of the scenic list: district, keyword, tag, A-level, sort, the partner's district first, a GCJ-02 point. */
export type ScenicListFilter = Pick<ScenicListRequest, "area_code" | "keyword" | "tag" | "sort" | "a_level" | "prefer_area" | "lng" | "lat">;

/**
 * Endpoints of the tickets feature, built from the contract's endpoint table and injected into the
 * one api of @wenlv/api-client. Names carry the feature so they never clash with another feature's.
 * Scenic reads are cacheable (GET, no token). Order create is api-client's `createSignedOrder`
 * (it invalidates the "Order" list and the `stock-<product_id>` tag below).
 */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `scenicList`, pages of {@link SCENIC_PAGE_SIZE}. */
    ticketScenicList: infiniteEndpoint(build, scenicList, {
      body: (filter: ScenicListFilter, page: number) => ({ ...filter, page, page_size: SCENIC_PAGE_SIZE }),
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextPageOf(lastPage),
      },
      providesTags: [{ type: "Scenic", id: "LIST" }],
    }),
    /** Table entry `scenicDetail` by spot id. */
    ticketScenicDetail: queryEndpoint(build, scenicDetail, {
      body: (id: number) => ({ id }),
      providesTags: (_result, _error, id) => [{ type: "Scenic", id }],
    }),
    /** Table entry `scenicStock`: remaining stock per day and slot of one product. */
    ticketStock: queryEndpoint(build, scenicStock, {
      providesTags: (_result, _error, arg) => [{ type: "Scenic", id: `stock-${String(arg.product_id)}` }],
    }),
    /** Table entry `travellerList` (login): all of the user's travellers (at most 50). */
    ticketTravellers: queryEndpoint<typeof travellerList, void>(build, travellerList, {
      body: () => ({ page: 1, page_size: 50 }),
      providesTags: [{ type: "Traveller", id: "LIST" }, "Traveller"],
    }),
    /** Table entry `orderContact` (login): the account's own name and phone, to prefill the order's contact. */
    ticketOrderContact: queryEndpoint<typeof orderContact, void>(build, orderContact, {
      body: () => ({}),
    }),
  }),
});

/** The RTK Query hooks of the endpoints above (one per endpoint, named after it). */
export const { useTicketScenicListInfiniteQuery, useTicketScenicDetailQuery, useTicketStockQuery, useTicketTravellersQuery, useTicketOrderContactQuery } = ticketsApi;
