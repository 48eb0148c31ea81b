import type { BaseQueryFn } from "@reduxjs/toolkit/query";
import { createApi } from "@reduxjs/toolkit/query/react";
import type { ApiArgs } from "./http";
import { requestApi, type ApiError } from "./request";

/**
 * RTK Query base query over the ky instance. The argument is `{ url, body?, method?, mode? }` (or a
 * bare URL string for a body-less POST); the answer is `data` in "envelope"/"quiet" mode, the whole
 * body in "raw" mode, and failures are `ApiError` after the spec section 8 feedback ran.
 */
export const kyBaseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiError> = async (args) =>
  requestApi(typeof args === "string" ? { url: args } : args);

/**
 * Cache tags features may provide and invalidate. "Collection", "Address", "Pickup" and "Consent"
 * belong to the account's personal-data screens (issue 3); "Collection" is shared with the collect
 * button of detail pages (collection-api.ts).
 */
export const API_TAG_TYPES = ["Scenic", "Order", "Traveller", "User", "Collection", "Address", "Pickup", "Consent"] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The one RTK Query api of the app (one per base URL, Redux style guide). Features add endpoints
 * with `api.injectEndpoints({ endpoints: (build) => ({ ... }) })` in their own `api.ts`.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: kyBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
