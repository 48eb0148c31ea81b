import type { CollectionTarget, CollectionToggle } from "@wenlv/contract/collection";
import { collectionStatus, collectionToggle } from "@wenlv/contract/endpoints/collection";
import { api } from "./api";
import { mutationEndpoint, queryEndpoint } from "./endpoints";

/** Cache tag of the collection: a target's state and the /MyCollection list (see {@link collectionApi}). */
export const COLLECTION_TAG = "Collection";

/** Tag of one target's state, e.g. `{ type: "Collection", id: "scenic-12" }`. */
function targetTag(target: CollectionTarget) {
  return { type: COLLECTION_TAG, id: `${target.target_type}-${String(target.target_id)}` } as const;
}

/** Only the target's fields (the API's bodies are strict), also the status query's cache key. */
const targetOf = ({ target_type, target_id }: CollectionTarget): CollectionTarget => ({ target_type, target_id });

/**
 * Collection endpoints used by detail pages, built from the contract's endpoint table and injected
 * into the one api. Login required: call them only with a session (a 401 opens the login dialog of
 * spec section 8). A toggle invalidates `{ type: "Collection", id: "LIST" }`, so /MyCollection's
 * list refetches.
 * - `collectionStatus`: table entry `collectionStatus` {target_type, target_id} -> {collected};
 * - `toggleCollection`: table entry `collectionToggle` with the state wanted (`collected` true =
 *   collect, false = remove; sent as "1"/"0") -> {collected}. The API sets rather than flips, so a
 *   double tap cannot undo itself. The cached status is updated optimistically and rolled back
 *   when the call fails.
 */
export const collectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectionStatus: queryEndpoint(build, collectionStatus, {
      body: targetOf,
      providesTags: (_result, _error, target) => [targetTag(target)],
    }),
    toggleCollection: mutationEndpoint(build, collectionToggle, {
      body: (arg: CollectionToggle & { collected: boolean }) => ({ ...targetOf(arg), collected: arg.collected }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const target = targetOf(arg);
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
