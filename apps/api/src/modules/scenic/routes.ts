import type { FastifyInstance } from "fastify";
import { scenicDetail as scenicDetailEndpoint, scenicList, scenicStock } from "@wenlv/contract/endpoints/scenic";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { listScenic, scenicDetail } from "./service";
import { productStock } from "./stock";

/**
 * The scenic catalogue (issue 2), registered from the endpoint table (@wenlv/contract/endpoints/scenic):
 * list and detail (GET with ETag, cached 60 s; POST), stock (GET revalidated by ETag; POST).
 */
export async function scenicRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, scenicList, async ({ input }) => ok(await listScenic(ctx, input)));
  await route(app, scenicDetailEndpoint, async ({ input }) => ok(await scenicDetail(ctx, input)));
  await route(app, scenicStock, async ({ input }) => ok(await productStock(ctx, input)));
}
