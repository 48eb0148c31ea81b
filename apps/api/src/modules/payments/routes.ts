import type { FastifyInstance } from "fastify";
import { ZPayCreateRequest, ZOrderNoRequest } from "@wenlv/contract/orders";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { createPaymentProvider } from "../../providers/payment/index";
import { SANDBOX_NOTIFY_PATH } from "../../providers/payment/sandbox";
import { sandboxGateway } from "../../providers/payment/sandbox-gateway";
import { handlePaymentNotify } from "./notify";
import { createPay, payStatus } from "./service";

/** Form fields of a notify as strings; null when a field repeats or is not text. */
function stringFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== "object") return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v !== "string") return null;
    out[k] = v;
  }
  return out;
}

/**
 * Payment endpoints (issue 2 section 3):
 * - POST /api/pay/create {order_no} -> {pay_url, out_trade_no} and POST /api/pay/status {order_no}
 *   -> {status, paid}: login-required, own orders only;
 * - POST /api/pay/notify/sandbox: the gateway's asynchronous notify (no token: the signature is the
 *   authentication); answers plain text "success" (HTTP 200) or "fail" (HTTP 400);
 * - with PAY_PROVIDER=sandbox, the sandbox gateway's cashier page and confirm form (/pay/sandbox/*).
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const provider = createPaymentProvider(ctx.config);
  const guarded = { preHandler: requireUser };

  app.post("/api/pay/create", guarded, async (request) => {
    const { order_no } = input(ZPayCreateRequest, request);
    const userId = currentSession(request).userId;
    return ok(await createPay(ctx.db, provider, { userId, orderNo: order_no, now: ctx.now(), publicUrl: ctx.config.publicUrl }));
  });

  app.post("/api/pay/status", guarded, async (request) => {
    const { order_no } = input(ZOrderNoRequest, request);
    return ok(await payStatus(ctx.db, currentSession(request).userId, order_no));
  });

  if (provider.name === "sandbox") {
    app.post(SANDBOX_NOTIFY_PATH, async (request, reply) => {
      const params = stringFields(request.body);
      const result = params ? await handlePaymentNotify(ctx.db, provider, params, ctx.now()) : { accepted: false, effect: "rejected", reason: "malformed body" };
      if (!result.accepted) request.log.warn({ reason: result.reason }, "payment notify rejected");
      return reply
        .code(result.accepted ? 200 : 400)
        .type("text/plain; charset=utf-8")
        .send(result.accepted ? "success" : "fail");
    });
    await app.register(sandboxGateway, { secret: ctx.config.paySandboxSecret });
  }
}
