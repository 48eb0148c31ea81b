import type { FastifyInstance } from "fastify";
import { ZCollectionDelete, ZCollectionListRequest, ZCollectionTarget, ZCollectionToggle } from "@wenlv/contract/collection";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { writeInput } from "../../plugins/input";
import { collectionState, deleteCollection, listCollection, toggleCollection } from "./service";

/**
 * The collection of the logged-in user (issue 3, /MyCollection and the collect buttons):
 * POST /api/collection/list, /status, /toggle, /delete. All need login (HTTP 401 + 4005); bodies
 * strict (unknown fields refused, code 0). Shapes per @wenlv/contract/collection.
 */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };

  app.post("/api/collection/list", guarded, async (request) => {
    const q = writeInput(ZCollectionListRequest, request);
    return ok(await listCollection(ctx, currentSession(request).userId, q));
  });

  app.post("/api/collection/status", guarded, async (request) => {
    const t = writeInput(ZCollectionTarget, request);
    return ok(await collectionState(ctx, currentSession(request).userId, t));
  });

  app.post("/api/collection/toggle", guarded, async (request) => {
    const t = writeInput(ZCollectionToggle, request);
    return ok(await toggleCollection(ctx, currentSession(request).userId, t), t.collected ? "已收藏" : "已取消收藏");
  });

  app.post("/api/collection/delete", guarded, async (request) => {
    const { ids } = writeInput(ZCollectionDelete, request);
    return ok(await deleteCollection(ctx, currentSession(request).userId, ids), "删除成功");
  });
}
