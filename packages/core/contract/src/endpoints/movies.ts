import { defineEndpoint, schemasOf } from "../endpoint";

const movies = () => import("../movies");

/*
 * Films and cinemas (issue 10): public reads answered on GET with an ETag. Coordinates GCJ-02, prices
 * integer fen per seat, days "YYYY-MM-DD" and times "HH:MM" in Asia/Shanghai.
 */

/** Films now showing, in a district's cinemas when `area_code` is given (320581 常熟). */
export const movieList = defineEndpoint({
  path: "/api/movie/list",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZMovieListRequest", "ZMovieListPage"),
});

/** One film; an unknown id answers code 0 "影片不存在". */
export const movieDetail = defineEndpoint({
  path: "/api/movie/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZMovieDetailRequest", "ZMovieDetail"),
});

/** Cinemas showing a film (or all), by district. */
export const movieCinemas = defineEndpoint({
  path: "/api/movie/cinemas",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZMovieCinemasRequest", "ZCinemaListPage"),
});

/** One cinema with its halls and films; an unknown id answers code 0 "影院不存在". */
export const cinemaDetail = defineEndpoint({
  path: "/api/cinema/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZCinemaDetailRequest", "ZCinemaDetail"),
});

/** A film's showtimes at a cinema on a day, with seats left (ended ones left out). */
export const movieShowtimes = defineEndpoint({
  path: "/api/movie/showtimes",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZMovieShowtimesRequest", "ZMovieShowtimes"),
});

/** A showtime's seat map with the seats taken now (revalidated on every use, dropped when a seat is held or freed). */
export const movieSeats = defineEndpoint({
  path: "/api/movie/seats",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(movies, "ZMovieSeatsRequest", "ZSeatMap"),
});
