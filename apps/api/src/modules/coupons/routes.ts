import type { FastifyInstance } from "fastify";
import { couponCenter as couponCenterEndpoint, couponClaim, couponMine } from "@wenlv/contract/endpoints/coupons";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { claimCoupons } from "./claim";
import { couponCenter, myCoupons } from "./queries";

/**
 * Coupons and consumption vouchers (issue 11, decision 037), from the endpoint table
 * (@wenlv/contract/endpoints/coupons): the centres (anonymous; a token marks the rules held), the
 * claim call of spec section 7 and the user's coupons (login).
 */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, couponCenterEndpoint, async ({ input, session }) => ok(await couponCenter(ctx.db, input, session?.userId ?? null, ctx.now())));
  await route(app, couponClaim, async ({ input, session }) => {
    const answer = await claimCoupons(ctx, session, input);
    return answer.ok ? ok(answer.data, answer.msg) : { code: 0, msg: answer.msg, data: answer.data };
  });
  await route(app, couponMine, async ({ input, session }) => ok(await myCoupons(ctx.db, session.userId, input, ctx.now())));
}
