import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ZBankLoginRequest,
  ZThirdAppLoginRequest,
  ZThirdAppPartner,
  ZUserCenterLoginRequest,
  ZWxLoginRequest,
  type AuthCodeLoginResult,
} from "@wenlv/contract/auth";
import { ResultCode } from "@wenlv/contract/envelope";
import { fail, ok, userError } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { BANK_SANDBOX_AUTHORIZE_PATH } from "../../providers/bank/sandbox";
import { LoginProviderError, type ExternalIdentity } from "../../providers/login-identity";
import { PARTNER_SANDBOX_AUTHORIZE_PATH } from "../../providers/partner-app/sandbox";
import { loginWithIdentity } from "./auth-code-login";
import { inAppPath, withQuery } from "./redirects";

/** A fresh OAuth `state`: 32 hex characters (WeChat allows [A-Za-z0-9], at most 128). */
function newState(): string {
  return randomBytes(16).toString("hex");
}

/** Calls a provider; its refusals become code 0 messages the person can act on, logged without secrets. */
async function fromProvider(request: FastifyRequest, name: string, call: () => Promise<ExternalIdentity>): Promise<ExternalIdentity> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof LoginProviderError)) throw err;
    request.log.warn({ provider: name, reason: err.reason, detail: err.detail }, "login provider refused the code");
    throw userError(err.reason === "rejected" ? `${name}授权已失效，请重新授权` : `${name}服务暂时不可用，请稍后再试`);
  }
}

function answer(result: AuthCodeLoginResult) {
  return ok(result, result.isBindMobile ? "登录成功" : "请绑定手机号");
}

function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.header("cache-control", "no-store").redirect(location, 302);
}

const redirectOf = (request: FastifyRequest) => inAppPath((request.query as Record<string, unknown> | undefined)?.redirect);

/**
 * The auth-code ways in (contract auth.ts; docs/decisions/009), every login answering
 * ZAuthCodeLoginResult and rotating the token sent with it:
 * - GET /api/wx/oauth/authorize?redirect=<in-app path> -> 302 to WeChat's authorize URL (or the
 *   sandbox page) with redirect_uri `${PUBLIC_URL}/BaseLogin?redirect=<path>`;
 * - GET /api/sbk/authorize?redirect= -> 302 to the user centre, redirect_uri
 *   `${PUBLIC_URL}/sbkLoading?redirect=<path>` (the code comes back as `auth_code`);
 * - GET /api/thirdapp/authorize?partner=&redirect= and GET /api/bank/authorize?redirect= -> 302 to
 *   the sandbox partner / bank page (only when that provider is the sandbox; 404 otherwise: the
 *   real partner and bank apps hand over codes themselves);
 * - POST /api/uservice/user/wxLogin, /loginWithUserCenterAuthCode, /thirdAppLogin, /bankLogin.
 * A `redirect` that is not an in-app path becomes "/User" (no open redirect).
 */
export async function providerLoginRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const providers = ctx.loginProviders;
  const publicUrl = ctx.config.publicUrl;

  app.get("/api/wx/oauth/authorize", async (request, reply) => {
    const callback = withQuery(`${publicUrl}/BaseLogin`, { redirect: redirectOf(request) });
    return redirectTo(reply, providers.wechat.authorizeUrl(callback, newState()));
  });

  app.get("/api/sbk/authorize", async (request, reply) => {
    const callback = withQuery(`${publicUrl}/sbkLoading`, { redirect: redirectOf(request) });
    return redirectTo(reply, providers.userCenter.authorizeUrl(callback, newState()));
  });

  app.get("/api/thirdapp/authorize", async (request, reply) => {
    if (!providers.partnerApp.sandbox) return reply.code(404).send(fail(ResultCode.FAIL, "接口不存在"));
    const partner = ZThirdAppPartner.safeParse((request.query as Record<string, unknown> | undefined)?.partner);
    if (!partner.success) return reply.code(400).send(fail(ResultCode.FAIL, "不支持的合作应用"));
    const callback = withQuery(`${publicUrl}/ThirdApp`, { partner: partner.data, redirect: redirectOf(request) });
    return redirectTo(reply, withQuery(PARTNER_SANDBOX_AUTHORIZE_PATH, { partner: partner.data, redirect_uri: callback, state: newState() }));
  });

  app.get("/api/bank/authorize", async (request, reply) => {
    if (!providers.bank.sandbox) return reply.code(404).send(fail(ResultCode.FAIL, "接口不存在"));
    const callback = withQuery(`${publicUrl}/bankJsLogin`, { redirect: redirectOf(request) });
    return redirectTo(reply, withQuery(BANK_SANDBOX_AUTHORIZE_PATH, { redirect_uri: callback, state: newState() }));
  });

  app.post("/api/uservice/user/wxLogin", async (request) => {
    const body = input(ZWxLoginRequest, request);
    const identity = await fromProvider(request, "微信", () => providers.wechat.exchangeCode(body.code));
    return answer(await loginWithIdentity(ctx, "wechat", identity, request.session));
  });

  app.post("/api/uservice/user/loginWithUserCenterAuthCode", async (request) => {
    const body = input(ZUserCenterLoginRequest, request);
    const identity = await fromProvider(request, "社保卡", () => providers.userCenter.exchangeCode(body.auth_code));
    return answer(await loginWithIdentity(ctx, "sbk", identity, request.session));
  });

  app.post("/api/uservice/user/thirdAppLogin", async (request) => {
    const body = input(ZThirdAppLoginRequest, request);
    if (!providers.partnerApp.supports(body.partner)) throw userError("不支持的合作应用");
    const identity = await fromProvider(request, "应用", () => providers.partnerApp.exchange(body.partner, body.auth_code));
    return answer(await loginWithIdentity(ctx, `partner:${body.partner}`, identity, request.session));
  });

  app.post("/api/uservice/user/bankLogin", async (request) => {
    const body = input(ZBankLoginRequest, request);
    const identity = await fromProvider(request, "银行", () => providers.bank.exchange(body.auth_code));
    return answer(await loginWithIdentity(ctx, "bank", identity, request.session));
  });
}
