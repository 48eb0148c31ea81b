import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZScenicDetailRequest, ZScenicListRequest, ZStockRequest } from "@wenlv/contract/scenic";
import { ok } from "../../plugins/envelope";
import { sendCacheable } from "../../plugins/etag";
import { input } from "../../plugins/input";
import { listScenic, scenicDetail } from "./service";
import { productStock } from "./stock";

/** CDN-friendly lifetime of catalogue GET answers; revalidated by ETag afterwards. */
const CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * Scenic catalogue (issue 2 section 3): POST (form body) or GET (query, with ETag) at
 * /api/scenic/list and /api/scenic/detail; POST /api/scenic/stock. Shapes per @wenlv/contract/scenic.
 */
export async function scenicRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const list = async (request: FastifyRequest) => ok(await listScenic(ctx, input(ZScenicListRequest, request)));
  const detail = async (request: FastifyRequest) => ok(await scenicDetail(ctx, input(ZScenicDetailRequest, request).id));
  const cached = (handler: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) =>
    sendCacheable(request, reply, JSON.stringify(await handler(request)), "application/json; charset=utf-8", CATALOGUE_CACHE);

  app.post("/api/scenic/list", list);
  app.get("/api/scenic/list", cached(list));
  app.post("/api/scenic/detail", detail);
  app.get("/api/scenic/detail", cached(detail));

  app.post("/api/scenic/stock", async (request) => {
    const q = input(ZStockRequest, request);
    return ok(await productStock(ctx, q.product_id, q.start_day, q.days));
  });
}
