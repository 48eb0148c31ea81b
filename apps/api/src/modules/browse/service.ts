import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { browseRecord, buryingPoint, getUuid, health, pagePoint } from "@wenlv/contract/endpoints/browse";
import { ResultCode } from "@wenlv/contract/envelope";
import type { AppContext } from "../../context";
import { browseEvents } from "../../db/schema/index";
import { AppError } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";

/** At most this many tracking events per client IP per minute; more are refused with 4006. */
export const BROWSE_EVENTS_PER_MINUTE = 240;

/**
 * Counts one tracking event of `ip` (a fixed one-minute window in the database, so a noisy client
 * cannot fill the table): over {@link BROWSE_EVENTS_PER_MINUTE}, 4006 "操作太频繁，请稍后再试".
 */
export async function limitBrowseEvents(ctx: Pick<AppContext, "db" | "now">, ip: string): Promise<void> {
  const hit = await hitRateLimit(ctx.db, `browse:ip:${ip}`, 60_000, BROWSE_EVENTS_PER_MINUTE, { now: ctx.now() });
  if (!hit.allowed) throw new AppError(ResultCode.REFUSED, "操作太频繁，请稍后再试");
}

/** POST /api/browse/page_point: a page view or UI event; `userId` of a valid token, else null. */
export async function recordPagePoint(ctx: Pick<AppContext, "db">, userId: number | null, input: EndpointParsed<typeof pagePoint>): Promise<null> {
  await ctx.db.insert(browseEvents).values({ kind: "page_point", userId, uuid: input.uuid, event: input.event, type: input.type, param: input.param });
  return null;
}

/** POST /api/browse/browse_record: a browse record of a page, goods or scene. */
export async function recordBrowse(ctx: Pick<AppContext, "db">, userId: number | null, input: EndpointParsed<typeof browseRecord>): Promise<null> {
  await ctx.db.insert(browseEvents).values({
    kind: "browse_record",
    userId,
    uuid: input.uuid,
    type: input.type,
    title: input.title,
    drive: input.drive,
    url: input.url,
    sourceId: input.source_id,
  });
  return null;
}

/** POST /api/browse/burying_point: a named tracking point on a page. */
export async function recordBuryingPoint(ctx: Pick<AppContext, "db">, userId: number | null, input: EndpointParsed<typeof buryingPoint>): Promise<null> {
  await ctx.db.insert(browseEvents).values({ kind: "burying_point", userId, uuid: input.uuid, title: input.title, drive: input.drive });
  return null;
}

/** POST /api/browse/get_uuid: a fresh visitor id. */
export function newVisitorId(): EndpointResult<typeof getUuid> {
  return { uuid: randomUUID() };
}

/** GET /api/health: answers once the database answers `select 1`. */
export async function healthCheck(ctx: Pick<AppContext, "db" | "dbKind">): Promise<EndpointResult<typeof health>> {
  await ctx.db.execute(sql`select 1`);
  return { status: "up", db: ctx.dbKind };
}
