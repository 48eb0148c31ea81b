import { api } from "@wenlv/api-client";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller, TravellerDeleted, TravellerSave } from "@wenlv/contract/travellers";

/** Body of a save: contract ZTravellerSave with `id` as the number the app holds (absent to create). */
export type TravellerSaveArgs = Omit<TravellerSave, "id"> & { id?: number };

/** One page holds all of a user's travellers (the API keeps at most 50 per user). */
export const TRAVELLER_PAGE_SIZE = 50;

/**
 * Account endpoints (contract `@wenlv/contract/travellers`, `@wenlv/contract/auth`), injected into
 * the one api. POST, form-encoded, login-required, envelope answers; traveller answers only ever
 * carry masked document numbers and phones. Saves and deletes refetch every traveller list (the
 * "Traveller" tag), including the ticket order page's.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/traveller/list` -> the user's travellers, newest first. */
    travellerList: build.query<Page<Traveller>, void>({
      query: () => ({ url: "/api/traveller/list", body: { page: 1, page_size: TRAVELLER_PAGE_SIZE } }),
      providesTags: (result) => [
        { type: "Traveller", id: "LIST" },
        ...(result?.list.map((traveller) => ({ type: "Traveller" as const, id: traveller.id })) ?? []),
      ],
    }),
    /** `POST /api/traveller/save`: creates (no `id`) or replaces (with `id`) a traveller. */
    saveTraveller: build.mutation<Traveller, TravellerSaveArgs>({
      query: (body) => ({ url: "/api/traveller/save", body }),
      invalidatesTags: [{ type: "Traveller", id: "LIST" }],
    }),
    /** `POST /api/traveller/delete {id}`. */
    deleteTraveller: build.mutation<TravellerDeleted, number>({
      query: (id) => ({ url: "/api/traveller/delete", body: { id } }),
      invalidatesTags: [{ type: "Traveller", id: "LIST" }],
    }),
    /** `POST /api/uservice/user/logout`: revokes the session token on the server. */
    logout: build.mutation<null, void>({
      query: () => ({ url: "/api/uservice/user/logout" }),
    }),
  }),
});

export const { useTravellerListQuery, useSaveTravellerMutation, useDeleteTravellerMutation, useLogoutMutation } = accountApi;
