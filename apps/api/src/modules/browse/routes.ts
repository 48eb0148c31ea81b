import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZBrowseRecordRequest, ZBuryingPointRequest, ZPagePointRequest } from "@wenlv/contract/browse";
import { ResultCode } from "@wenlv/contract/envelope";
import { browseEvents } from "../../db/schema/index";
import { AppError, ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { hitRateLimit } from "../../plugins/rate-limit";

/** At most this many tracking events per client IP per minute; more are refused with 4006. */
export const BROWSE_EVENTS_PER_MINUTE = 240;

/**
 * Tracking calls of spec section 7: POST /api/browse/page_point (page views on each navigation),
 * /api/browse/browse_record, /api/browse/burying_point and /api/browse/get_uuid. Open to anonymous
 * visitors; the user id is recorded when a valid token comes along. Rate limited per IP in the
 * database so a noisy client cannot fill the table.
 */
export async function browseRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  async function limit(request: FastifyRequest): Promise<void> {
    const hit = await hitRateLimit(ctx.db, `browse:ip:${request.ip}`, 60_000, BROWSE_EVENTS_PER_MINUTE, { now: ctx.now() });
    if (!hit.allowed) throw new AppError(ResultCode.REFUSED, "操作太频繁，请稍后再试");
  }
  const userId = (request: FastifyRequest) => request.session?.userId ?? null;

  app.post("/api/browse/page_point", async (request) => {
    const body = input(ZPagePointRequest, request);
    await limit(request);
    await ctx.db.insert(browseEvents).values({ kind: "page_point", userId: userId(request), uuid: body.uuid, event: body.event, type: body.type, param: body.param });
    return ok(null);
  });

  app.post("/api/browse/browse_record", async (request) => {
    const body = input(ZBrowseRecordRequest, request);
    await limit(request);
    await ctx.db.insert(browseEvents).values({
      kind: "browse_record",
      userId: userId(request),
      uuid: body.uuid,
      type: body.type,
      title: body.title,
      drive: body.drive,
      url: body.url,
      sourceId: body.source_id,
    });
    return ok(null);
  });

  app.post("/api/browse/burying_point", async (request) => {
    const body = input(ZBuryingPointRequest, request);
    await limit(request);
    await ctx.db.insert(browseEvents).values({ kind: "burying_point", userId: userId(request), uuid: body.uuid, title: body.title, drive: body.drive });
    return ok(null);
  });

  app.post("/api/browse/get_uuid", async () => ok({ uuid: randomUUID() }));

  /** Liveness and database check for load balancers and the e2e servers. */
  app.get("/api/health", async () => {
    await ctx.db.execute(sql`select 1`);
    return ok({ status: "up", db: ctx.dbKind });
  });
}
