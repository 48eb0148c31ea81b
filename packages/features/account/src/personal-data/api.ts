import { api } from "@wenlv/api-client";
import type { Address, AddressSave } from "@wenlv/contract/addresses";
import type { CollectionItem } from "@wenlv/contract/collection";
import type { Page } from "@wenlv/contract/envelope";
import type { PickupPerson, PickupPersonSave } from "@wenlv/contract/pickup";
import type { Cancellation, CancelAccount, Consent, ConsentKind, PersonalDataExport, PersonalInfo } from "@wenlv/contract/privacy";

/** Body of an address save: contract ZAddressSave with `id` the number the app holds (absent to create). */
export type AddressSaveArgs = Omit<AddressSave, "id" | "is_default"> & { id?: number; is_default: boolean };

/** Body of a pick-up person save (contract ZPickupPersonSave); absent `id` creates. */
export type PickupSaveArgs = Omit<PickupPersonSave, "id" | "is_default"> & { id?: number; is_default?: boolean };

/** Page size of /MyCollection (the contract allows 1-50). */
export const COLLECTION_PAGE_SIZE = 20;

/** Next page of a `{list,total,page,page_size}` answer, or undefined after the last (or an empty) page. */
export function nextCollectionPage(last: Page<unknown>): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

const ADDRESS_LIST = { type: "Address", id: "LIST" } as const;
const PICKUP_LIST = { type: "Pickup", id: "LIST" } as const;
const CONSENTS = { type: "Consent", id: "LIST" } as const;

/**
 * Endpoints of the personal-data screens (contracts addresses, pickup, collection, privacy;
 * issue 3), injected into the one api. All POST, form-encoded, login required; code 0 refusals
 * are toasted by the api-client and also come back as `error.msg` for inline display.
 * - addresses: /api/address/list, save, delete, setDefault ("Address" tag);
 * - pick-up persons: /api/pickup/list, save, delete ("Pickup" tag);
 * - collection: /api/collection/list (infinite, {@link COLLECTION_PAGE_SIZE} a page) and delete
 *   (`ids` comma-separated, at most 50), sharing the "Collection" tag with the collect button;
 * - consents and the user's data: /api/uservice/consent/list, grant, withdraw,
 *   /api/uservice/user/personalInfo, exportPersonalData ("Consent" tag);
 * - deletion: /api/uservice/user/cancelAccount (its SMS code comes from profile/api.ts sendMyPhoneCode, purpose cancel).
 */
export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressList: build.query<{ list: Address[] }, void>({
      query: () => ({ url: "/api/address/list" }),
      providesTags: [ADDRESS_LIST],
    }),
    saveAddress: build.mutation<Address, AddressSaveArgs>({
      query: (body) => ({ url: "/api/address/save", body }),
      invalidatesTags: [ADDRESS_LIST],
    }),
    deleteAddress: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: "/api/address/delete", body: { id } }),
      invalidatesTags: [ADDRESS_LIST],
    }),
    setDefaultAddress: build.mutation<Address, number>({
      query: (id) => ({ url: "/api/address/setDefault", body: { id } }),
      invalidatesTags: [ADDRESS_LIST],
    }),
    pickupList: build.query<{ list: PickupPerson[] }, void>({
      query: () => ({ url: "/api/pickup/list" }),
      providesTags: [PICKUP_LIST],
    }),
    savePickup: build.mutation<PickupPerson, PickupSaveArgs>({
      query: (body) => ({ url: "/api/pickup/save", body }),
      invalidatesTags: [PICKUP_LIST],
    }),
    deletePickup: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: "/api/pickup/delete", body: { id } }),
      invalidatesTags: [PICKUP_LIST],
    }),
    collectionList: build.infiniteQuery<Page<CollectionItem>, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextCollectionPage(lastPage) },
      query: ({ pageParam }) => ({ url: "/api/collection/list", body: { page: pageParam, page_size: COLLECTION_PAGE_SIZE } }),
      providesTags: [{ type: "Collection", id: "LIST" }],
    }),
    deleteCollection: build.mutation<{ removed: number }, readonly number[]>({
      query: (ids) => ({ url: "/api/collection/delete", body: { ids: ids.join(",") } }),
      // Every Collection tag: the list and the collect buttons' cached states.
      invalidatesTags: ["Collection"],
    }),
    consentList: build.query<{ list: Consent[] }, void>({
      query: () => ({ url: "/api/uservice/consent/list" }),
      providesTags: [CONSENTS],
    }),
    grantConsent: build.mutation<Consent, ConsentKind>({
      query: (kind) => ({ url: "/api/uservice/consent/grant", body: { kind } }),
      invalidatesTags: [CONSENTS],
    }),
    withdrawConsent: build.mutation<Consent, ConsentKind>({
      query: (kind) => ({ url: "/api/uservice/consent/withdraw", body: { kind } }),
      invalidatesTags: [CONSENTS],
    }),
    personalInfo: build.query<PersonalInfo, void>({
      query: () => ({ url: "/api/uservice/user/personalInfo" }),
      providesTags: [CONSENTS, ADDRESS_LIST, PICKUP_LIST, { type: "Traveller", id: "LIST" }, { type: "Collection", id: "LIST" }],
    }),
    /** A mutation, not a query: the copy is handed to the download and never kept in the cache. */
    exportPersonalData: build.mutation<PersonalDataExport, void>({
      query: () => ({ url: "/api/uservice/user/exportPersonalData" }),
    }),
    cancelAccount: build.mutation<Cancellation, CancelAccount>({
      query: (body) => ({ url: "/api/uservice/user/cancelAccount", body }),
    }),
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
