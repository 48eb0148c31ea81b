import { api, infiniteEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { hotelAvailability, hotelDetail, hotelList } from "@wenlv/contract/endpoints/hotels";
import type { HotelListRequest } from "@wenlv/contract/hotels";

/** Page size of the hotel list (/HotelAccommodation loads 10 hotels per page). */
export const HOTEL_PAGE_SIZE = 10;

/** Filters of the hotel list: district and keyword. */
export type HotelListFilter = Pick<HotelListRequest, "area_code" | "keyword">;

/**
 * Endpoints of the hotels feature, from the contract's endpoint table, injected into the one api
 * of @wenlv/api-client. The list and detail are catalogue reads (GET, cacheable); availability is
 * live and tagged per hotel so an order made here refetches it (api-client's order create
 * invalidates "Order"; the page refetches availability on mount).
 */
export const hotelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `hotelList`, pages of {@link HOTEL_PAGE_SIZE}. */
    hotelList: infiniteEndpoint(build, hotelList, {
      body: (filter: HotelListFilter, page: number) => ({ ...filter, page, page_size: HOTEL_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
    }),
    /** Table entry `hotelDetail` by hotel id. */
    hotelDetail: queryEndpoint(build, hotelDetail, { body: (id: number) => ({ id }) }),
    /** Table entry `hotelAvailability`: the room types for a stay, night by night. */
    hotelAvailability: queryEndpoint(build, hotelAvailability),
  }),
});

/** The RTK Query hooks of the endpoints above. */
export const { useHotelListInfiniteQuery, useHotelDetailQuery, useHotelAvailabilityQuery } = hotelsApi;
