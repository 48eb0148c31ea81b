import type { FastifyInstance } from "fastify";
import { noticeList, waitlistJoin, waitlistLeave, waitlistMine } from "@wenlv/contract/endpoints/waitlist";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { joinWaitlist } from "./join";
import { leaveWaitlist, myNotices, myWaitlist } from "./queries";

/**
 * The waiting list and notices (issue 10, decision 035), from the endpoint table
 * (@wenlv/contract/endpoints/waitlist), all login-required. Offers are made where places come back
 * (orders/close.ts and orders/refund.ts call offerReturnedPlaces), not here.
 */
export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, waitlistJoin, async ({ input, session }) => ok(await joinWaitlist(ctx, session, input), "已加入候补"));
  await route(app, waitlistMine, async ({ session }) => ok(await myWaitlist(ctx.db, session.userId)));
  await route(app, waitlistLeave, async ({ input, session }) => ok(await leaveWaitlist(ctx.db, session.userId, input, ctx.now()), "已取消候补"));
  await route(app, noticeList, async ({ session }) => ok(await myNotices(ctx.db, session.userId, ctx.now())));
}
