import type { FastifyInstance } from "fastify";
import { performDetail, performList, performSeats, performSessions } from "@wenlv/contract/endpoints/performances";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { productStockTags } from "./seating";
import { listShows, performSeatMap, sessionsCacheTags, showDetail, showSessions } from "./service";

/**
 * Performances (issue 10), registered from the endpoint table (@wenlv/contract/endpoints/performances):
 * list and detail (GET with ETag, kept in the catalogue cache until a catalogue change); sessions
 * and a session's seat map (GET revalidated by ETag, dropped from the cache as soon as places of
 * the show are taken or returned: an order holding seats, a close or a refund freeing them).
 */
export async function performanceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, performList, async ({ input }) => ok(await listShows(ctx, input)));
  await route(app, performDetail, async ({ input }) => ok(await showDetail(ctx, input)));
  await route(app, performSessions, async ({ input }) => ok(await showSessions(ctx, input)), { cacheTags: sessionsCacheTags });
  await route(app, performSeats, async ({ input }) => ok(await performSeatMap(ctx, input)), { cacheTags: productStockTags });
}
