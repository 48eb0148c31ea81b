import type { FastifyInstance } from "fastify";
import { collectionDelete, collectionList, collectionStatus, collectionToggle } from "@wenlv/contract/endpoints/collection";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { collectionState, deleteCollection, listCollection, toggleCollection } from "./service";

/**
 * The collection of the logged-in user (issue 3, /MyCollection and the collect buttons),
 * registered from the endpoint table (@wenlv/contract/endpoints/collection): list, status, toggle,
 * delete. All need login (HTTP 401 + 4005); bodies strict (unknown fields refused, code 0).
 */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, collectionList, async ({ input, session }) => ok(await listCollection(ctx, session.userId, input)));
  await route(app, collectionStatus, async ({ input, session }) => ok(await collectionState(ctx, session.userId, input)));
  await route(app, collectionToggle, async ({ input, session }) =>
    ok(await toggleCollection(ctx, session.userId, input), input.collected ? "已收藏" : "已取消收藏"),
  );
  await route(app, collectionDelete, async ({ input, session }) => ok(await deleteCollection(ctx, session.userId, input), "删除成功"));
}
