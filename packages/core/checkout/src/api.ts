import { api, queryEndpoint } from "@wenlv/api-client";
import { orderContact } from "@wenlv/contract/endpoints/profile";
import { travellerList } from "@wenlv/contract/endpoints/travellers";

/**
 * Endpoints every order page reads, injected into the one api of @wenlv/api-client: the user's
 * travellers (real-name products) and the account's own contact (to prefill the order's contact).
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `travellerList` (login): all of the user's travellers (at most 50). */
    checkoutTravellers: queryEndpoint<typeof travellerList, void>(build, travellerList, {
      body: () => ({ page: 1, page_size: 50 }),
      providesTags: [{ type: "Traveller", id: "LIST" }, "Traveller"],
    }),
    /** Table entry `orderContact` (login): the account's own name and phone. */
    checkoutOrderContact: queryEndpoint<typeof orderContact, void>(build, orderContact, {
      body: () => ({}),
    }),
  }),
});

export const { useCheckoutTravellersQuery, useCheckoutOrderContactQuery } = checkoutApi;
