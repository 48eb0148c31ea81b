import { api, mutationEndpoint, queryEndpoint } from "@wenlv/api-client";
import { travellerDelete, travellerList, travellerSave } from "@wenlv/contract/endpoints/travellers";

/** One page holds all of a user's travellers (the API keeps at most 50 per user). */
export const TRAVELLER_PAGE_SIZE = 50;

const TRAVELLER_LIST = { type: "Traveller", id: "LIST" } as const;

/**
 * Traveller endpoints, built from the contract's endpoint table (`@wenlv/contract/endpoints/travellers`)
 * and injected into the one api. Traveller answers only ever carry masked document numbers and
 * phones. Saves and deletes refetch every traveller list (the "Traveller" tag), including the ticket
 * order page's. Logout, shared with /Setting, is `@wenlv/api-client/user-api`.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `travellerList`: the user's travellers, newest first. */
    travellerList: queryEndpoint<typeof travellerList, void>(build, travellerList, {
      body: () => ({ page: 1, page_size: TRAVELLER_PAGE_SIZE }),
      providesTags: (result) => [TRAVELLER_LIST, ...(result?.list.map((traveller) => ({ type: "Traveller" as const, id: traveller.id })) ?? [])],
    }),
    /** Table entry `travellerSave`: creates (no `id`) or replaces (with `id`) a traveller. */
    saveTraveller: mutationEndpoint(build, travellerSave, { invalidatesTags: [TRAVELLER_LIST] }),
    /** Table entry `travellerDelete` by traveller id. */
    deleteTraveller: mutationEndpoint(build, travellerDelete, {
      body: (id: number) => ({ id }),
      invalidatesTags: [TRAVELLER_LIST],
    }),
  }),
});

export const { useTravellerListQuery, useSaveTravellerMutation, useDeleteTravellerMutation } = accountApi;
