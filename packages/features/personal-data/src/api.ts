import { api, infiniteEndpoint, mutationEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { addressDelete, addressList, addressSave, addressSetDefault } from "@wenlv/contract/endpoints/addresses";
import { collectionDelete, collectionList } from "@wenlv/contract/endpoints/collection";
import { pickupDelete, pickupList, pickupSave } from "@wenlv/contract/endpoints/pickup";
import { cancelAccount, consentGrant, consentList, consentWithdraw, exportPersonalData, personalInfo } from "@wenlv/contract/endpoints/privacy";
import type { ConsentKind } from "@wenlv/contract/privacy";

/** Page size of /MyCollection (the contract allows 1-50). */
export const COLLECTION_PAGE_SIZE = 20;

const ADDRESS_LIST = { type: "Address", id: "LIST" } as const;
const PICKUP_LIST = { type: "Pickup", id: "LIST" } as const;
const CONSENTS = { type: "Consent", id: "LIST" } as const;
const noFields = () => ({});
const byId = (id: number) => ({ id });
const byKind = (kind: ConsentKind) => ({ kind });

/**
 * Endpoints of the personal-data screens (issue 3), built from the contract's endpoint table
 * (`@wenlv/contract/endpoints/addresses`, `pickup`, `collection`, `privacy`) and injected into the
 * one api. Code 0 refusals are toasted by the api-client and also come back as `error.msg` for
 * inline display.
 * - addresses: addressList, addressSave, addressDelete, addressSetDefault ("Address" tag);
 * - pick-up persons: pickupList, pickupSave, pickupDelete ("Pickup" tag);
 * - collection: collectionList (infinite, {@link COLLECTION_PAGE_SIZE} a page) and collectionDelete
 *   (`ids` comma-separated, at most 50), sharing the "Collection" tag with the collect button;
 * - consents and the user's data: consentList, consentGrant, consentWithdraw, personalInfo,
 *   exportPersonalData ("Consent" tag);
 * - deletion: cancelAccount (its SMS code comes from sendMyPhoneCode of
 *   `@wenlv/api-client/user-api`, purpose cancel).
 */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressList: queryEndpoint<typeof addressList, void>(build, addressList, { body: noFields, providesTags: [ADDRESS_LIST] }),
    saveAddress: mutationEndpoint(build, addressSave, { invalidatesTags: [ADDRESS_LIST] }),
    deleteAddress: mutationEndpoint(build, addressDelete, { body: byId, invalidatesTags: [ADDRESS_LIST] }),
    setDefaultAddress: mutationEndpoint(build, addressSetDefault, { body: byId, invalidatesTags: [ADDRESS_LIST] }),
    pickupList: queryEndpoint<typeof pickupList, void>(build, pickupList, { body: noFields, providesTags: [PICKUP_LIST] }),
    savePickup: mutationEndpoint(build, pickupSave, { invalidatesTags: [PICKUP_LIST] }),
    deletePickup: mutationEndpoint(build, pickupDelete, { body: byId, invalidatesTags: [PICKUP_LIST] }),
    collectionList: infiniteEndpoint<typeof collectionList, void, number>(build, collectionList, {
      body: (_arg, page) => ({ page, page_size: COLLECTION_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
      providesTags: [{ type: "Collection", id: "LIST" }],
    }),
    deleteCollection: mutationEndpoint(build, collectionDelete, {
      body: (ids: readonly number[]) => ({ ids: ids.join(",") }),
      // Every Collection tag: the list and the collect buttons' cached states.
      invalidatesTags: ["Collection"],
    }),
    consentList: queryEndpoint<typeof consentList, void>(build, consentList, { body: noFields, providesTags: [CONSENTS] }),
    grantConsent: mutationEndpoint(build, consentGrant, { body: byKind, invalidatesTags: [CONSENTS] }),
    withdrawConsent: mutationEndpoint(build, consentWithdraw, { body: byKind, invalidatesTags: [CONSENTS] }),
    personalInfo: queryEndpoint<typeof personalInfo, void>(build, personalInfo, {
      body: noFields,
      providesTags: [CONSENTS, ADDRESS_LIST, PICKUP_LIST, { type: "Traveller", id: "LIST" }, { type: "Collection", id: "LIST" }],
    }),
    /** A mutation, not a query: the copy is handed to the download and never kept in the cache. */
    exportPersonalData: mutationEndpoint<typeof exportPersonalData, void>(build, exportPersonalData, { body: noFields }),
    cancelAccount: mutationEndpoint(build, cancelAccount),
  }),
});

export const {
  useAddressListQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  usePickupListQuery,
  useSavePickupMutation,
  useDeletePickupMutation,
  useCollectionListInfiniteQuery,
  useDeleteCollectionMutation,
  useConsentListQuery,
  useGrantConsentMutation,
  useWithdrawConsentMutation,
  usePersonalInfoQuery,
  useExportPersonalDataMutation,
  useCancelAccountMutation,
} = personalDataApi;
