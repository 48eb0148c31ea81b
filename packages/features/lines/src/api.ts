import { api, infiniteEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { lineDepartures, lineDetail, lineList } from "@wenlv/contract/endpoints/lines";
import type { LineListRequest } from "@wenlv/contract/lines";

/** Page size of the line lists (/OneDayTravelNew, /BoutiqueLine, /NightTour load 10 lines per page). */
export const LINE_PAGE_SIZE = 10;

/** Filters of a line list: the kind (fixed by the route), district and keyword. */
export type LineListFilter = Pick<LineListRequest, "kind" | "area_code" | "keyword">;

/**
 * Endpoints of the lines feature, from the contract's endpoint table, injected into the one api of
 * @wenlv/api-client. The list and detail are catalogue reads (GET, cacheable); the departures are
 * live (seats left change with every sale), so the pages refetch them on mount.
 */
export const linesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `lineList`, pages of {@link LINE_PAGE_SIZE}. */
    lineList: infiniteEndpoint(build, lineList, {
      body: (filter: LineListFilter, page: number) => ({ ...filter, page, page_size: LINE_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
    }),
    /** Table entry `lineDetail` by line id. */
    lineDetail: queryEndpoint(build, lineDetail, { body: (id: number) => ({ id }) }),
    /** Table entry `lineDepartures`: the line's dates from `from` (default today) for `days` days. */
    lineDepartures: queryEndpoint(build, lineDepartures),
  }),
});

/** The RTK Query hooks of the endpoints above. */
export const { useLineListInfiniteQuery, useLineDetailQuery, useLineDeparturesQuery } = linesApi;
