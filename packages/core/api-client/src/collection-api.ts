import type { CollectionState, CollectionTargetType } from "@wenlv/contract/collection";
import { api } from "./api";

/** Cache tag of the collection: a target's state and the /MyCollection list (see {@link collectionApi}). */
export const COLLECTION_TAG = "Collection";

/** One collectable thing: a scenic spot (`scenic`, its scenic id) or a product (`product`, its product id). */
export type CollectionTargetArg = { target_type: CollectionTargetType; target_id: number };

/** Body of a toggle: the target and the state wanted (`collected` true = collect, false = remove). */
export type CollectionToggleArg = CollectionTargetArg & { collected: boolean };

/** Tag of one target's state, e.g. `{ type: "Collection", id: "scenic-12" }`. */
function targetTag(arg: CollectionTargetArg) {
  return { type: COLLECTION_TAG, id: `${arg.target_type}-${arg.target_id}` } as const;
}

/**
 * Collection endpoints used by detail pages (contract `@wenlv/contract/collection`, issue 3),
 * injected into the one api. Login required: call them only with a session (a 401 opens the login
 * dialog of spec section 8). A toggle invalidates `{ type: "Collection", id: "LIST" }`, so
 * /MyCollection's list refetches.
 * - `collectionStatus`: POST /api/collection/status {target_type, target_id} -> {collected};
 * - `toggleCollection`: POST /api/collection/toggle {target_type, target_id, collected: "1"|"0"} ->
 *   {collected}. The API sets rather than flips, so a double tap cannot undo itself. The cached
 *   status is updated optimistically and rolled back when the call fails.
 */
export const collectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectionStatus: build.query<CollectionState, CollectionTargetArg>({
      query: (arg) => ({ url: "/api/collection/status", body: { target_type: arg.target_type, target_id: arg.target_id } }),
      providesTags: (_result, _error, arg) => [targetTag(arg)],
    }),
    toggleCollection: build.mutation<CollectionState, CollectionToggleArg>({
      query: ({ target_type, target_id, collected }) => ({
        url: "/api/collection/toggle",
        body: { target_type, target_id, collected: collected ? "1" : "0" },
      }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const target = { target_type: arg.target_type, target_id: arg.target_id };
        const patch = dispatch(
          collectionApi.util.updateQueryData("collectionStatus", target, (draft) => {
            draft.collected = arg.collected;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            collectionApi.util.updateQueryData("collectionStatus", target, (draft) => {
              draft.collected = data.collected;
            }),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? [{ type: COLLECTION_TAG, id: "LIST" }] : []),
    }),
  }),
});

export const { useCollectionStatusQuery, useToggleCollectionMutation } = collectionApi;
