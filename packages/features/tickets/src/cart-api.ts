import { api, mutationEndpoint, queryEndpoint } from "@wenlv/api-client";
import { ticketCartAdd, ticketCartList, ticketCartRemove, ticketCartUpdate } from "@wenlv/contract/endpoints/ticket-cart";

const CART = { type: "TicketCart", id: "LIST" } as const;

/**
 * The ticket cart's endpoints (issue 10, decision 036), kept apart from ./api so only the pages
 * that use the cart load them (the tickets routes module, on the start-up path, imports ./api).
 * Every change refetches the list (tag "TicketCart", also dropped by a ticket-cart order create).
 */
export const ticketCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `ticketCartList` (login): the lines, each with its `block` now. */
    ticketCartLines: queryEndpoint<typeof ticketCartList, void>(build, ticketCartList, {
      body: () => ({}),
      providesTags: [CART],
    }),
    /** Table entry `ticketCartAdd`: a SKU on a day and slot (merged with the same line). */
    addToTicketCart: mutationEndpoint(build, ticketCartAdd, { invalidatesTags: [CART] }),
    /** Table entry `ticketCartUpdate`: a line's new quantity. */
    updateTicketCartLine: mutationEndpoint(build, ticketCartUpdate, { invalidatesTags: [CART] }),
    /** Table entry `ticketCartRemove`: lines by id. */
    removeTicketCartLines: mutationEndpoint(build, ticketCartRemove, {
      body: (ids: readonly number[]) => ({ ids: ids.join(",") }),
      invalidatesTags: [CART],
    }),
  }),
});

export const { useTicketCartLinesQuery, useAddToTicketCartMutation, useUpdateTicketCartLineMutation, useRemoveTicketCartLinesMutation } = ticketCartApi;
