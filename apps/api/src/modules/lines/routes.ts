import type { FastifyInstance } from "fastify";
import { lineDepartures as departuresEndpoint, lineDetail as detailEndpoint, lineList } from "@wenlv/contract/endpoints/lines";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { departuresCacheTags, lineDepartures, lineDetail, listLines } from "./service";

/**
 * Travel lines (issue 10), registered from the endpoint table (@wenlv/contract/endpoints/lines):
 * list and detail (GET with ETag, kept in the catalogue cache until a catalogue change),
 * departures (GET revalidated by ETag, dropped when seats of the line are taken or returned).
 * Booking is POST /api/order/create type "line" (./order.ts).
 */
export async function lineRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, lineList, async ({ input }) => ok(await listLines(ctx, input)));
  await route(app, detailEndpoint, async ({ input }) => ok(await lineDetail(ctx, input)));
  await route(app, departuresEndpoint, async ({ input }) => ok(await lineDepartures(ctx, input)), { cacheTags: departuresCacheTags });
}
