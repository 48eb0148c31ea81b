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
export const API_TAG_TYPES = ["Scenic", "Order", "Traveller", "User", "Collection", "Address", "Pickup", "Consent", "Waitlist", "TicketCart"] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * Action type that hands the first screen's queries, answered by the server when it rendered the
 * page (issue 8, decision 018), to the browser's store: `{ type, payload: { api: <api state> } }`.
 */
export const FIRST_SCREEN_HYDRATE = "wenlv/firstScreenHydrate";

/**
 * The one RTK Query api of the app (one per base URL, Redux style guide). Features add endpoints
 * with `api.injectEndpoints({ endpoints: (build) => ({ ... }) })` in their own `api.ts`.
 * `extractRehydrationInfo` takes the server's answers of {@link FIRST_SCREEN_HYDRATE} (RTK Query's
 * SSR rehydration), so the first page does not ask the API again for what the document carries.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: kyBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (isFirstScreenHydrate(action)) return action.payload[reducerPath];
    return undefined;
  },
});

function isFirstScreenHydrate(action: unknown): action is { type: string; payload: Record<string, never> } {
  return (
    typeof action === "object" &&
    action !== null &&
    (action as { type?: unknown }).type === FIRST_SCREEN_HYDRATE &&
    typeof (action as { payload?: unknown }).payload === "object" &&
    (action as { payload?: unknown }).payload !== null
  );
}
