import { lazyPage, type RouteDef } from "@wenlv/app-kit";
import "./titles";

/**
 * Routes of the movies feature (spec section 2, issue 10). The ChangShu spellings are aliases of one
 * page each, which reads its variant from the path (./variant.ts: 常熟's cinemas, area 320581).
 * Inputs come in the query string: /MovieDetail?id=<film>, /MovieInfo?id=<film>,
 * /CinemaDetail?id=<cinema>, /MovieCheck?id=<film>&cinema=<cinema>&day=,
 * /MovieSeat?product=<film at cinema>&day=&slot=&movie=&cinema=, /MovieOrder (the same and
 * seats=R05-12,R05-13, or wait=1: a sold-out showtime's waiting list, decision 035). The order's own
 * page, /MovieOrderDetail, belongs to the orders feature.
 */
export const routes: RouteDef[] = [
  { path: "/Movies", aliases: ["/MoviesChangShu"], title: "movies:titles.list", lazy: lazyPage(() => import("./pages/movies"), "MoviesPage"), flags: { isListPage: true, keepAlive: true, needSavePosition: true } },
  { path: "/MovieDetail", aliases: ["/MovieDetailChangShu"], title: "movies:titles.detail", lazy: lazyPage(() => import("./pages/movie-detail"), "MovieDetailPage") },
  { path: "/MovieInfo", title: "movies:titles.info", lazy: lazyPage(() => import("./pages/movie-info"), "MovieInfoPage") },
  { path: "/CinemaDetail", aliases: ["/CinemaDetailChangShu"], title: "movies:titles.cinema", lazy: lazyPage(() => import("./pages/cinema-detail"), "CinemaDetailPage") },
  { path: "/MovieCheck", aliases: ["/MovieCheckChangshu"], title: "movies:titles.check", lazy: lazyPage(() => import("./pages/movie-check"), "MovieCheckPage"), flags: { require: true } },
  { path: "/MovieSeat", title: "movies:titles.seat", lazy: lazyPage(() => import("./pages/movie-seat"), "MovieSeatPage"), flags: { require: true } },
  { path: "/MovieOrder", title: "movies:titles.order", lazy: lazyPage(() => import("./pages/movie-order"), "MovieOrderPage"), flags: { require: true } },
];
