import { api } from "@wenlv/api-client";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";

/** How many spots each home section shows. */
export const HOME_SECTION_SIZE = 6;

/**
 * Arguments of a home section: hot spots (`hot: true`) or spots near a GCJ-02 point (`lng`,
 * `lat`; the API then sorts by distance and fills `distance_m`). Always the first page.
 */
export type HomeScenicArg = { hot?: boolean; lng?: number; lat?: number; page_size: number };

/**
 * The home feature's endpoint, injected into the one api of @wenlv/api-client:
 * `homeScenicList` = POST /api/scenic/list, page 1, answering `{list,total,page,page_size}`.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeScenicList: build.query<Page<ScenicListItem>, HomeScenicArg>({
      query: (arg) => ({ url: "/api/scenic/list", body: { ...arg, page: 1 } }),
      providesTags: [{ type: "Scenic", id: "LIST" }],
    }),
  }),
});

export const { useHomeScenicListQuery } = homeApi;
