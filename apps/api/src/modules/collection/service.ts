import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { CollectionState, CollectionTargetType } from "@wenlv/contract/collection";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { collectionDelete, collectionList, collectionStatus, collectionToggle } from "@wenlv/contract/endpoints/collection";
import type { AppContext } from "../../context";
import { collections } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { targetExists, toCollectionItems } from "./targets";

type Target = EndpointParsed<typeof collectionStatus>;

const own = (userId: number, type?: CollectionTargetType) =>
  type ? and(eq(collections.userId, userId), eq(collections.targetType, type)) : eq(collections.userId, userId);

/** POST /api/collection/list: the user's collection, newest first, optionally one target type; paged. */
export async function listCollection(ctx: AppContext, userId: number, q: EndpointParsed<typeof collectionList>): Promise<EndpointResult<typeof collectionList>> {
  const where = own(userId, q.target_type);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(collections).where(where).orderBy(desc(collections.createdAt), desc(collections.id)).limit(q.page_size).offset((q.page - 1) * q.page_size),
    ctx.db.select({ n: count() }).from(collections).where(where),
  ]);
  return { list: await toCollectionItems(ctx, rows), total: Number(total?.n ?? 0), page: q.page, page_size: q.page_size };
}

async function requireTarget(ctx: AppContext, t: Target): Promise<void> {
  if (!(await targetExists(ctx.db, t.target_type, t.target_id))) throw userError("内容不存在");
}

/** POST /api/collection/status: whether the user has collected the target; a target that does not exist -> code 0 "内容不存在". */
export async function collectionState(ctx: AppContext, userId: number, t: Target): Promise<CollectionState> {
  await requireTarget(ctx, t);
  const [row] = await ctx.db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.userId, userId), eq(collections.targetType, t.target_type), eq(collections.targetId, t.target_id)))
    .limit(1);
  return { collected: row !== undefined };
}

/**
 * POST /api/collection/toggle: sets (not flips) the collected state: `collected` true inserts with ON CONFLICT DO NOTHING on
 * UNIQUE(user, type, target), false deletes; repeating a call, or two at once, leaves one row or
 * none. A target that does not exist -> code 0 "内容不存在" and nothing is written.
 */
export async function toggleCollection(ctx: AppContext, userId: number, t: EndpointParsed<typeof collectionToggle>): Promise<CollectionState> {
  await requireTarget(ctx, t);
  if (t.collected) {
    await ctx.db
      .insert(collections)
      .values({ userId, targetType: t.target_type, targetId: t.target_id, createdAt: ctx.now() })
      .onConflictDoNothing({ target: [collections.userId, collections.targetType, collections.targetId] });
  } else {
    await ctx.db
      .delete(collections)
      .where(and(eq(collections.userId, userId), eq(collections.targetType, t.target_type), eq(collections.targetId, t.target_id)));
  }
  return { collected: t.collected };
}

/** POST /api/collection/delete: removes the user's own collection rows among `ids`; other users' ids are ignored. Answers how many went. */
export async function deleteCollection(ctx: AppContext, userId: number, { ids }: EndpointParsed<typeof collectionDelete>): Promise<EndpointResult<typeof collectionDelete>> {
  const gone = await ctx.db
    .delete(collections)
    .where(and(eq(collections.userId, userId), inArray(collections.id, [...new Set(ids)])))
    .returning({ id: collections.id });
  return { removed: gone.length };
}
