import type { FastifyInstance } from "fastify";
import { searchHot, searchRecord, searchSuggest } from "@wenlv/contract/endpoints/search";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { hotWords, recordSearch, suggestSearch } from "./service";

/**
 * Search (issue 9), registered from the endpoint table (@wenlv/contract/endpoints/search):
 * suggestions and hot words (GET with ETag, cached with the catalogue; their answer depends on the
 * query and the data only) and the record of a result search (POST, rate limited per IP). The
 * result list is /api/scenic/list with `keyword`.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, searchSuggest, async ({ input }) => ok(await suggestSearch(ctx, input.q)));
  await route(app, searchHot, async () => ok(await hotWords(ctx)));
  await route(app, searchRecord, async ({ input, request }) => ok(await recordSearch(ctx, request.ip, input)));
}
