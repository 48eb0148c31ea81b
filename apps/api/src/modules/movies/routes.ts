import type { FastifyInstance } from "fastify";
import { cinemaDetail as cinemaDetailEndpoint, movieCinemas, movieDetail as movieDetailEndpoint, movieList, movieSeats, movieShowtimes as showtimesEndpoint } from "@wenlv/contract/endpoints/movies";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { productStockTags } from "../performances/seating";
import { cinemaDetail, listCinemas, listMovies, movieDetail, movieSeatMap, movieShowtimes, showtimesCacheTags } from "./service";

/**
 * Films and cinemas (issue 10), registered from the endpoint table (@wenlv/contract/endpoints/movies):
 * film list and detail, cinema list and detail (GET with ETag, kept in the catalogue cache until a
 * catalogue change); showtimes and a showtime's seat map (GET revalidated by ETag, dropped from the
 * cache as soon as seats of the film at that cinema are held or freed).
 */
export async function movieRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, movieList, async ({ input }) => ok(await listMovies(ctx, input)));
  await route(app, movieDetailEndpoint, async ({ input }) => ok(await movieDetail(ctx, input)));
  await route(app, movieCinemas, async ({ input }) => ok(await listCinemas(ctx, input)));
  await route(app, cinemaDetailEndpoint, async ({ input }) => ok(await cinemaDetail(ctx, input)));
  await route(app, showtimesEndpoint, async ({ input }) => ok(await movieShowtimes(ctx, input)), { cacheTags: showtimesCacheTags });
  await route(app, movieSeats, async ({ input }) => ok(await movieSeatMap(ctx, input)), { cacheTags: productStockTags });
}
