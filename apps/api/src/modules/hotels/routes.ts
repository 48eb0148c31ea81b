import type { FastifyInstance } from "fastify";
import { hotelAvailability as availabilityEndpoint, hotelDetail as detailEndpoint, hotelList } from "@wenlv/contract/endpoints/hotels";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { availabilityCacheTags, hotelAvailability, hotelDetail, listHotels } from "./service";

/**
 * Hotels (issue 10), registered from the endpoint table (@wenlv/contract/endpoints/hotels): list and
 * detail (GET with ETag, kept in the catalogue cache until a catalogue change), availability (GET
 * revalidated by ETag, dropped when places of one of the hotel's room types are taken or returned).
 */
export async function hotelRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, hotelList, async ({ input }) => ok(await listHotels(ctx, input)));
  await route(app, detailEndpoint, async ({ input }) => ok(await hotelDetail(ctx, input)));
  await route(app, availabilityEndpoint, async ({ input }) => ok(await hotelAvailability(ctx, input)), { cacheTags: availabilityCacheTags });
}
