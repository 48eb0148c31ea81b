import { api, infiniteEndpoint, mutationEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { scenicList } from "@wenlv/contract/endpoints/scenic";
import { searchHot, searchRecord, searchSuggest } from "@wenlv/contract/endpoints/search";
import type { ScenicListRequest } from "@wenlv/contract/scenic";

/** Page size of /SearchResult (10 spots per page, as the scenic list). */
export const RESULT_PAGE_SIZE = 10;

/** What /SearchResult lists: spots matching a keyword (names, pinyin, initials, tags) or carrying a tag. */
export type ResultFilter = Pick<ScenicListRequest, "keyword" | "tag">;

/**
 * Endpoints of the search feature, built from the contract's endpoint table and injected into the
 * one api of @wenlv/api-client. Suggestions, hot words and results are cacheable reads (GET, no
 * token); the record of a search is a quiet POST whose failure nobody needs to see.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `searchSuggest` for the text typed so far (trimmed, 1..30 characters). */
    searchSuggest: queryEndpoint(build, searchSuggest, { body: (q: string) => ({ q }), keepUnusedDataFor: 300 }),
    /** Table entry `searchHot`. */
    searchHot: queryEndpoint<typeof searchHot, void>(build, searchHot, { body: () => ({}) }),
    /** Table entry `searchRecord`: a result search ran (feeds the hot words). */
    searchRecord: mutationEndpoint(build, searchRecord, { body: (keyword: string) => ({ keyword }) }),
    /** Table entry `scenicList` with a keyword or tag, pages of {@link RESULT_PAGE_SIZE}. */
    searchScenicList: infiniteEndpoint(build, scenicList, {
      body: (filter: ResultFilter, page: number) => ({ ...filter, page, page_size: RESULT_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
      providesTags: [{ type: "Scenic", id: "LIST" }],
    }),
  }),
});

/** The RTK Query hooks of the endpoints above. */
export const { useSearchSuggestQuery, useSearchHotQuery, useSearchRecordMutation, useSearchScenicListInfiniteQuery } = searchApi;
