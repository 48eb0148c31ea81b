import { api, queryEndpoint } from "@wenlv/api-client";
import { scenicList } from "@wenlv/contract/endpoints/scenic";
import type { ScenicListRequest } from "@wenlv/contract/scenic";

/** How many spots each home section shows. */
export const HOME_SECTION_SIZE = 6;

/** The hot-spots section's query argument: the page and the route's prefetch ask for exactly this. */
export const HOME_HOT_SPOTS: Omit<ScenicListRequest, "page"> = { hot: true, page_size: HOME_SECTION_SIZE };

/**
 * The featured section's query argument in a host's shell (the bank's chosen spots, in its order;
 * the api-client adds `host`, decision 026): the page and the route's prefetch ask for exactly this.
 */
export const HOME_FEATURED: Omit<ScenicListRequest, "page"> = { featured: true, page_size: HOME_SECTION_SIZE };

/**
 * The home feature's endpoint, injected into the one api of @wenlv/api-client: the table entry
 * `scenicList` (cacheable: GET, no token), always its first page. A section asks for hot spots
 * (`hot: true`) or spots near a GCJ-02 point (`lng`, `lat`: the API then sorts by distance and
 * fills `distance_m`).
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeScenicList: queryEndpoint(build, scenicList, {
      body: (arg: Omit<ScenicListRequest, "page">) => ({ ...arg, page: 1 }),
      providesTags: [{ type: "Scenic", id: "LIST" }],
    }),
  }),
});

/** The RTK Query hook of `homeScenicList`. */
export const { useHomeScenicListQuery } = homeApi;
