import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthCodeLoginResult } from "@wenlv/contract/auth";
import { bankAuthorize, bankLogin, sbkAuthorize, thirdAppAuthorize, thirdAppLogin, userCenterLogin, wxAuthorize, wxLogin } from "@wenlv/contract/endpoints/auth";
import { route } from "../../plugins/endpoints";
import { ok, userError } from "../../plugins/envelope";
import { BANK_SANDBOX_AUTHORIZE_PATH } from "../../providers/bank/sandbox";
import { LoginProviderError, type ExternalIdentity } from "../../providers/login-identity";
import { PARTNER_SANDBOX_AUTHORIZE_PATH } from "../../providers/partner-app/sandbox";
import { loginWithIdentity } from "./auth-code-login";
import { newState, rememberState, takeState } from "./oauth-state";
import { inAppPath, withQuery } from "./redirects";

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

/**
 * The auth-code ways in (contract auth.ts; docs/decisions/009 and 011), registered from the endpoint
 * table (@wenlv/contract/endpoints/auth), every login answering ZAuthCodeLoginResult and rotating
 * the token sent with it:
 * - GET /api/wx/oauth/authorize?redirect=<in-app path> -> 302 to WeChat's authorize URL (or the
 *   sandbox page) with redirect_uri `${PUBLIC_URL}/BaseLogin?redirect=<path>`;
 * - GET /api/sbk/authorize?redirect= -> 302 to the user centre, redirect_uri
 *   `${PUBLIC_URL}/sbkLoading?redirect=<path>` (the code comes back as `auth_code`, or `code`);
 * - both set the HttpOnly state cookie (oauth-state.ts) with the random `state` of the provider URL;
 *   wxLogin and loginWithUserCenterAuthCode must send that state back (code 0 otherwise, nothing
 *   else happens), and the user centre's token request repeats the authorize step's redirect_uri;
 * - GET /api/thirdapp/authorize?partner=&redirect= and GET /api/bank/authorize?redirect= -> 302 to
 *   the sandbox partner / bank page, registered only when that provider is the sandbox (else 404
 *   "接口不存在": the real partner and bank apps hand over codes themselves, so their logins carry
 *   no state of ours, docs/decisions/011);
 * - POST /api/uservice/user/wxLogin, /loginWithUserCenterAuthCode, /thirdAppLogin, /bankLogin.
 * A `redirect` that is not an in-app path becomes "/User" (no open redirect).
 */
export async function providerLoginRoutes(app: FastifyInstance): Promise<void> {
  // The state cookie is read and written only here. @fastify/cookie skips encapsulation, so this
  // registers its parser and reply helpers on this plugin's context alone; unless the root has it.
  if (!app.hasReplyDecorator("setCookie")) await app.register(cookie);

  const { ctx } = app;
  const providers = ctx.loginProviders;
  const publicUrl = ctx.config.publicUrl;
  const baseLoginUrl = (path: string) => withQuery(`${publicUrl}/BaseLogin`, { redirect: path });
  const sbkLoadingUrl = (path: string) => withQuery(`${publicUrl}/sbkLoading`, { redirect: path });

  await route(app, wxAuthorize, async ({ input, reply }) => {
    const path = inAppPath(input.redirect);
    const state = newState();
    rememberState(reply, publicUrl, "wx", state, path);
    return redirectTo(reply, providers.wechat.authorizeUrl(baseLoginUrl(path), state));
  });

  await route(app, sbkAuthorize, async ({ input, reply }) => {
    const path = inAppPath(input.redirect);
    const state = newState();
    rememberState(reply, publicUrl, "sbk", state, path);
    return redirectTo(reply, providers.userCenter.authorizeUrl(sbkLoadingUrl(path), state));
  });

  const partnerSandbox = providers.partnerApp.sandbox;
  if (partnerSandbox) {
    await route(app, thirdAppAuthorize, async ({ input, reply }) => {
      const callback = withQuery(`${publicUrl}/ThirdApp`, { partner: input.partner, redirect: inAppPath(input.redirect) });
      return redirectTo(reply, withQuery(PARTNER_SANDBOX_AUTHORIZE_PATH, { partner: input.partner, redirect_uri: callback, state: newState() }));
    });
  }

  if (providers.bank.sandbox) {
    await route(app, bankAuthorize, async ({ input, reply }) => {
      const callback = withQuery(`${publicUrl}/bankJsLogin`, { redirect: inAppPath(input.redirect) });
      return redirectTo(reply, withQuery(BANK_SANDBOX_AUTHORIZE_PATH, { redirect_uri: callback, state: newState() }));
    });
  }

  await route(app, wxLogin, async ({ input, session, request, reply }) => {
    takeState(request, reply, publicUrl, "wx", input.state);
    const identity = await fromProvider(request, "微信", () => providers.wechat.exchangeCode(input.code));
    return answer(await loginWithIdentity(ctx, "wechat", identity, session));
  });

  await route(app, userCenterLogin, async ({ input, session, request, reply }) => {
    const path = takeState(request, reply, publicUrl, "sbk", input.state);
    const identity = await fromProvider(request, "社保卡", () => providers.userCenter.exchangeCode(input.auth_code, sbkLoadingUrl(path)));
    return answer(await loginWithIdentity(ctx, "sbk", identity, session));
  });

  await route(app, thirdAppLogin, async ({ input, session, request }) => {
    if (!providers.partnerApp.supports(input.partner)) throw userError("不支持的合作应用");
    const identity = await fromProvider(request, "应用", () => providers.partnerApp.exchange(input.partner, input.auth_code));
    return answer(await loginWithIdentity(ctx, `partner:${input.partner}`, identity, session));
  });

  await route(app, bankLogin, async ({ input, session, request }) => {
    const identity = await fromProvider(request, "银行", () => providers.bank.exchange(input.auth_code));
    return answer(await loginWithIdentity(ctx, "bank", identity, session));
  });
}
