import { api, queryEndpoint } from "@wenlv/api-client";
import { cinemaDetail } from "@wenlv/contract/endpoints/movies";

/**
 * The cinema of a film order (its item's owner, issue 10): name, address and halls, so
 * /MovieOrderDetail names the cinema and the hall of the showtime slot ("19:30|H1"). A public
 * catalogue read of the contract's `cinemaDetail` entry, under a name of its own in the one api.
 */
export const movieCinemaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `cinemaDetail` by cinema id. */
    orderCinema: queryEndpoint(build, cinemaDetail, { body: (id: number) => ({ id }) }),
  }),
});

/** The hook of the endpoint above. */
export const { useOrderCinemaQuery } = movieCinemaApi;
