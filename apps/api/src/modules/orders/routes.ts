import type { FastifyInstance } from "fastify";
import { ZOrderCreateRequest, ZOrderListRequest, ZOrderNoRequest, ZRefundRequest, REFUND_STATUS_LABELS, type RefundDetail, type RefundStatus } from "@wenlv/contract/orders";
import { orderStatusLabel, type OrderStatus } from "@wenlv/contract/status";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { createPaymentProvider } from "../../providers/payment/index";
import { cancelOrder } from "./close";
import { createOrder } from "./create";
import { listOrders, orderDetail } from "./queries";
import { findOwnRefund, requestRefund } from "./refund";
import { startOrderSweeper, type OrderSweeper } from "./sweeper";

/**
 * Order endpoints (issue 2 section 3), all login-required (HTTP 401 + 4005 without a valid token):
 * POST /api/order/create (answer passed through raw: `{code: 1, msg: "ok", data: ZOrderCreated}`),
 * /api/order/list, /api/order/detail, /api/order/cancel, /api/order/refund, /api/order/refundDetail.
 * Also starts the order sweeper (close expired orders, complete refunds, every 30 s) when the app is
 * ready, except under NODE_ENV=test where tests call the sweep functions, and stops it on close.
 */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };

  let sweeper: OrderSweeper | null = null;
  app.addHook("onReady", async () => {
    if (ctx.config.nodeEnv === "test") return;
    sweeper = startOrderSweeper({
      db: ctx.db,
      provider: createPaymentProvider(ctx.config),
      now: ctx.now,
      log: app.log,
      intervalMs: ctx.config.orderSweepIntervalMs,
    });
  });
  app.addHook("onClose", async () => {
    await sweeper?.stop();
  });

  app.post("/api/order/create", guarded, async (request) => {
    const body = input(ZOrderCreateRequest, request);
    const data = await createOrder(ctx.db, {
      session: currentSession(request),
      data: body.data,
      signature: body.signature,
      partnerCode: body.partner_code,
      now: ctx.now(),
      payTimeoutMs: ctx.config.orderPayTimeoutMs,
    });
    return ok(data);
  });

  app.post("/api/order/list", guarded, async (request) => {
    const query = input(ZOrderListRequest, request);
    return ok(await listOrders(ctx.db, currentSession(request).userId, query));
  });

  app.post("/api/order/detail", guarded, async (request) => {
    const { order_no } = input(ZOrderNoRequest, request);
    return ok(await orderDetail(ctx.db, currentSession(request).userId, order_no, ctx.now()));
  });

  app.post("/api/order/cancel", guarded, async (request) => {
    const { order_no } = input(ZOrderNoRequest, request);
    await cancelOrder(ctx.db, currentSession(request).userId, order_no, ctx.now());
    return ok(null, "订单已取消");
  });

  app.post("/api/order/refund", guarded, async (request) => {
    const body = input(ZRefundRequest, request);
    return ok(await requestRefund(ctx.db, currentSession(request).userId, body.order_no, body.reason, ctx.now()), "退款申请已提交");
  });

  app.post("/api/order/refundDetail", guarded, async (request) => {
    const { order_no } = input(ZOrderNoRequest, request);
    const { order, refund } = await findOwnRefund(ctx.db, currentSession(request).userId, order_no);
    const status = refund.status as RefundStatus;
    const detail: RefundDetail = {
      order_no: order.orderNo,
      refund_no: refund.refundNo,
      amount_fen: refund.amountFen,
      reason: refund.reason,
      status,
      status_label: REFUND_STATUS_LABELS[status] ?? refund.status,
      order_status: order.status as OrderStatus,
      order_status_label: orderStatusLabel({ status: order.status, type: order.type, order_state: order.orderState }),
      created_at: refund.createdAt.toISOString(),
      done_at: refund.doneAt?.toISOString() ?? null,
    };
    return ok(detail);
  });
}
