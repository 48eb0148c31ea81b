import type { FastifyInstance } from "fastify";
import { scenicDetail as scenicDetailEndpoint, scenicList, scenicStock } from "@wenlv/contract/endpoints/scenic";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { listScenic, scenicDetail } from "./service";
import { productStock, stockCacheTags } from "./stock";

/**
 * The scenic catalogue (issue 2), registered from the endpoint table (@wenlv/contract/endpoints/scenic):
 * list and detail (GET with ETag, cached 60 s; POST), stock (GET revalidated by ETag; POST). Each
 * answer is kept in the node's catalogue cache until a write drops it (stock: when places of the
 * product are taken or returned) or CATALOGUE_CACHE_TTL_MS passes (docs/decisions/014).
 */
export async function scenicRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, scenicList, async ({ input }) => ok(await listScenic(ctx, input)));
  await route(app, scenicDetailEndpoint, async ({ input }) => ok(await scenicDetail(ctx, input)));
  await route(app, scenicStock, async ({ input }) => ok(await productStock(ctx, input)), { cacheTags: stockCacheTags });
}
