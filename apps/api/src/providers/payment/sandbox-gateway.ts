import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { SANDBOX_CHECKOUT_PATH, SANDBOX_CONFIRM_PATH, buildSandboxNotify, readCheckoutParams } from "./sandbox";
import { CHECKOUT_CSS, SANDBOX_CSS_PATH, renderCheckoutPage, renderMessagePage } from "./sandbox-page";

/** Adds `pay_cancel=1` to a return URL so the merchant page knows the buyer cancelled. */
function withCancelFlag(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}pay_cancel=1`;
}

/**
 * Delivers a signed notify the way a gateway would: a form POST to `notifyUrl`. The sandbox only
 * notifies this server, so the call is an in-process request (`inject`) through the same route,
 * plugins and signature check as a notify from outside. True when the merchant answered "success".
 */
async function deliverNotify(app: FastifyInstance, notifyUrl: string, params: Record<string, string>): Promise<boolean> {
  const target = new URL(notifyUrl, "http://sandbox.invalid");
  const res = await app.inject({
    method: "POST",
    url: `${target.pathname}${target.search}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(params).toString(),
  });
  return res.statusCode === 200 && res.body.trim() === "success";
}

/**
 * The sandbox gateway's browser side (PAY_PROVIDER=sandbox):
 * - GET /pay/sandbox/checkout?out_trade_no&total_fen&subject&notify_url&return_url&sign: the
 *   cashier page (400 page when the signature is wrong);
 * - POST /pay/sandbox/confirm (form, action=confirm|cancel): confirm sends the signed notify to
 *   `notify_url` and 302s to `return_url`; cancel 302s to `return_url` with pay_cancel=1.
 */
export const sandboxGateway: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  app.get(SANDBOX_CSS_PATH, async (_req, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(CHECKOUT_CSS));

  app.get(SANDBOX_CHECKOUT_PATH, async (req, reply) => {
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    const params = readCheckoutParams((req.query ?? {}) as Record<string, unknown>, secret);
    if (!params) return reply.code(400).send(renderMessagePage("支付请求无效", "支付参数签名校验失败，请返回商户重新发起支付。"));
    return reply.send(renderCheckoutPage(params));
  });

  app.post(SANDBOX_CONFIRM_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const params = readCheckoutParams(body, secret);
    reply.header("cache-control", "no-store");
    if (!params) {
      return reply.code(400).type("text/html; charset=utf-8").send(renderMessagePage("支付请求无效", "支付参数签名校验失败，请返回商户重新发起支付。"));
    }
    if (body.action === "cancel") return reply.redirect(withCancelFlag(params.return_url), 302);
    const notify = buildSandboxNotify(params.out_trade_no, Number(params.total_fen), secret);
    const accepted = await deliverNotify(app, params.notify_url, notify);
    if (!accepted) {
      req.log.warn({ outTradeNo: params.out_trade_no }, "sandbox notify was not accepted by the merchant");
      return reply
        .code(409)
        .type("text/html; charset=utf-8")
        .send(renderMessagePage("支付未完成", "商户未确认本次支付（订单可能已关闭或金额不符），款项不会被扣除。", params.return_url));
    }
    return reply.redirect(params.return_url, 302);
  });
};
