import type { FastifyInstance } from "fastify";
import { payCreate, payStatus as payStatusEndpoint } from "@wenlv/contract/endpoints/orders";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
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
 * - pay/create and pay/status from the endpoint table (@wenlv/contract/endpoints/orders):
 *   login-required, own orders only;
 * - POST /api/pay/notify/sandbox: the gateway's asynchronous notify (no token: the signature is the
 *   authentication); answers plain text "success" (HTTP 200) or "fail" (HTTP 400);
 * - with PAY_PROVIDER=sandbox, the sandbox gateway's cashier page and confirm form (/pay/sandbox/*).
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const provider = ctx.payment;

  await route(app, payCreate, async ({ input, session }) => ok(await createPay(ctx, provider, session.userId, input)));
  await route(app, payStatusEndpoint, async ({ input, session }) => ok(await payStatus(ctx, session.userId, input)));

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
