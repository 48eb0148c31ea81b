import type { FastifyInstance } from "fastify";
import { browseRecord, buryingPoint, getUuid, health, pagePoint } from "@wenlv/contract/endpoints/browse";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { healthCheck, limitBrowseEvents, newVisitorId, recordBrowse, recordBuryingPoint, recordPagePoint } from "./service";

/**
 * Tracking calls of spec section 7 and the health check, registered from the endpoint table
 * (@wenlv/contract/endpoints/browse): page_point (page views on each navigation), browse_record,
 * burying_point, get_uuid and GET /api/health. Open to anonymous visitors; the user id is recorded
 * when a valid token comes along. The three recording calls are rate limited per IP.
 */
export async function browseRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await route(app, pagePoint, async ({ input, session, request }) => {
    await limitBrowseEvents(ctx, request.ip);
    return ok(await recordPagePoint(ctx, session?.userId ?? null, input));
  });
  await route(app, browseRecord, async ({ input, session, request }) => {
    await limitBrowseEvents(ctx, request.ip);
    return ok(await recordBrowse(ctx, session?.userId ?? null, input));
  });
  await route(app, buryingPoint, async ({ input, session, request }) => {
    await limitBrowseEvents(ctx, request.ip);
    return ok(await recordBuryingPoint(ctx, session?.userId ?? null, input));
  });
  await route(app, getUuid, async () => ok(newVisitorId()));
  await route(app, health, async () => ok(await healthCheck(ctx)));
}
