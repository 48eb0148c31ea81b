import type { FastifyInstance } from "fastify";
import { orderCancel, orderCreate, orderDetail as orderDetailEndpoint, orderList, orderRefund, orderRefundDetail } from "@wenlv/contract/endpoints/orders";
import { ok } from "../../plugins/envelope";
import { route } from "../../plugins/endpoints";
import { cancelOrder } from "./close";
import { createOrder } from "./create";
import { listOrders, orderDetail } from "./queries";
import { refundDetail, requestRefund } from "./refund";
import { startOrderSweeper, type OrderSweeper } from "./sweeper";

/**
 * Order endpoints (issue 2), registered from the endpoint table (@wenlv/contract/endpoints/orders),
 * all login-required: create (answered raw, spec section 8), list, detail, cancel, refund,
 * refundDetail. Also starts the order sweeper (close expired orders, complete refunds, every
 * ORDER_SWEEP_INTERVAL_MS) when the app is ready, except under NODE_ENV=test where tests call the
 * sweep functions, and stops it on close.
 */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  let sweeper: OrderSweeper | null = null;
  app.addHook("onReady", async () => {
    if (ctx.config.nodeEnv === "test") return;
    sweeper = startOrderSweeper({
      ctx,
      provider: ctx.payment,
      now: ctx.now,
      log: app.log,
      intervalMs: ctx.config.orderSweepIntervalMs,
    });
  });
  app.addHook("onClose", async () => {
    await sweeper?.stop();
  });

  await route(app, orderCreate, async ({ input, session, request }) => ok(await createOrder(ctx, session, input, request.log)));
  await route(app, orderList, async ({ input, session }) => ok(await listOrders(ctx, session.userId, input)));
  await route(app, orderDetailEndpoint, async ({ input, session }) => ok(await orderDetail(ctx, session.userId, input)));
  await route(app, orderCancel, async ({ input, session }) => ok(await cancelOrder(ctx, session.userId, input), "订单已取消"));
  await route(app, orderRefund, async ({ input, session }) => ok(await requestRefund(ctx, session.userId, input), "退款申请已提交"));
  await route(app, orderRefundDetail, async ({ input, session }) => ok(await refundDetail(ctx, session.userId, input)));
}
