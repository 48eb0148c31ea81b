import { api, infiniteEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { performDetail, performList, performSeats, performSessions } from "@wenlv/contract/endpoints/performances";
import type { PerformListRequest } from "@wenlv/contract/performances";

/** Page size of the show list (/Performs loads 10 shows per page). */
export const PERFORM_PAGE_SIZE = 10;

/** Filters of the show list: district, category and keyword. */
export type PerformListFilter = Pick<PerformListRequest, "area_code" | "category" | "keyword">;

/**
 * Endpoints of the performances feature, from the contract's endpoint table, injected into the one
 * api of @wenlv/api-client. The list and detail are catalogue reads (GET, cacheable); sessions and
 * seat maps are live (places change with every order), so their pages refetch them on mount.
 */
export const performancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `performList`, pages of {@link PERFORM_PAGE_SIZE}. */
    performList: infiniteEndpoint(build, performList, {
      body: (filter: PerformListFilter, page: number) => ({ ...filter, page, page_size: PERFORM_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
    }),
    /** Table entry `performDetail` by show id. */
    performDetail: queryEndpoint(build, performDetail, { body: (id: number) => ({ id }) }),
    /** Table entry `performSessions` by show id: the sessions on sale with places left per zone. */
    performSessions: queryEndpoint(build, performSessions, { body: (id: number) => ({ id }) }),
    /** Table entry `performSeats`: a seated session's seat map with the seats taken now. */
    performSeats: queryEndpoint(build, performSeats),
  }),
});

/** The RTK Query hooks of the endpoints above. */
export const { usePerformListInfiniteQuery, usePerformDetailQuery, usePerformSessionsQuery, usePerformSeatsQuery } = performancesApi;
