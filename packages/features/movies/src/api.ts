import { api, infiniteEndpoint, nextPageOf, queryEndpoint } from "@wenlv/api-client";
import { cinemaDetail, movieCinemas, movieDetail, movieList, movieSeats, movieShowtimes } from "@wenlv/contract/endpoints/movies";
import type { MovieCinemasRequest, MovieListRequest } from "@wenlv/contract/movies";

/** Page size of the film and cinema lists (10 per page, like the other catalogue lists). */
export const MOVIE_PAGE_SIZE = 10;

/** Filters of the film list: district (320581 on the ChangShu screens) and keyword. */
export type MovieListFilter = Pick<MovieListRequest, "area_code" | "keyword">;
/** Filters of the cinema list: the film shown (optional) and district. */
export type CinemaListFilter = Pick<MovieCinemasRequest, "movie_id" | "area_code">;

/**
 * Endpoints of the movies feature, from the contract's endpoint table, injected into the one api
 * of @wenlv/api-client. Film and cinema reads are catalogue GETs (cacheable); showtimes and seat
 * maps are live: they provide "Order", so a film order created here (api-client's order create
 * invalidates "Order") refetches the seats left and the seats taken.
 */
export const moviesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `movieList`, pages of {@link MOVIE_PAGE_SIZE}. */
    movieList: infiniteEndpoint(build, movieList, {
      body: (filter: MovieListFilter, page: number) => ({ ...filter, page, page_size: MOVIE_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
    }),
    /** Table entry `movieDetail` by film id. */
    movieDetail: queryEndpoint(build, movieDetail, { body: (id: number) => ({ id }) }),
    /** Table entry `movieCinemas`: cinemas (showing a film), pages of {@link MOVIE_PAGE_SIZE}. */
    movieCinemas: infiniteEndpoint(build, movieCinemas, {
      body: (filter: CinemaListFilter, page: number) => ({ ...filter, page, page_size: MOVIE_PAGE_SIZE }),
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (lastPage) => nextPageOf(lastPage) },
    }),
    /** Table entry `cinemaDetail` by cinema id: halls and films with their products and prices. */
    cinemaDetail: queryEndpoint(build, cinemaDetail, { body: (id: number) => ({ id }) }),
    /** Table entry `movieShowtimes`: a film's showtimes at a cinema on a day (live). */
    movieShowtimes: queryEndpoint(build, movieShowtimes, { providesTags: ["Order"] }),
    /** Table entry `movieSeats`: a showtime's seat map with the seats taken now (live). */
    movieSeats: queryEndpoint(build, movieSeats, { providesTags: ["Order"] }),
  }),
});

/** The RTK Query hooks of the endpoints above. */
export const { useMovieListInfiniteQuery, useMovieDetailQuery, useMovieCinemasInfiniteQuery, useCinemaDetailQuery, useMovieShowtimesQuery, useMovieSeatsQuery } = moviesApi;
