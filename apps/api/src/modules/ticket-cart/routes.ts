import type { FastifyInstance } from "fastify";
import { ticketCartAdd, ticketCartList, ticketCartRemove, ticketCartUpdate } from "@wenlv/contract/endpoints/ticket-cart";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { addToCart, listCart, removeCartLines, updateCartLine } from "./cart";

/**
 * The ticket cart (issue 10, decision 036), from the endpoint table
 * (@wenlv/contract/endpoints/ticket-cart), all login-required. Buying is /api/order/create with
 * `type: "ticket_cart"` (orders/create.ts -> ./order.ts).
 */
export async function ticketCartRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await route(app, ticketCartList, async ({ session }) => ok(await listCart(ctx, session.userId)));
  await route(app, ticketCartAdd, async ({ input, session }) => ok(await addToCart(ctx, session.userId, input), "已加入购物车"));
  await route(app, ticketCartUpdate, async ({ input, session }) => ok(await updateCartLine(ctx, session.userId, input)));
  await route(app, ticketCartRemove, async ({ input, session }) => ok(await removeCartLines(ctx.db, session.userId, input), "已删除"));
}
