import type { FastifyInstance } from "fastify";
import { ZBindPhoneRequest, ZPasswordLoginRequest, ZPhoneLoginRequest, ZSmsSendRequest } from "@wenlv/contract/auth";
import { ResultCode } from "@wenlv/contract/envelope";
import { fail, ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { currentSession, requireUser } from "../../plugins/auth";
import { bindPhone } from "./bind-phone";
import { passwordLogin } from "./password-login";
import { assertMobile, phoneLogin } from "./service";
import { revokeSession } from "./sessions";
import { SMS_RULES, sendSmsCode } from "./sms-codes";
import { loadUserInfo } from "./users";

/**
 * Login endpoints (spec sections 4 and 7): POST /api/uservice/sms/send, /api/uservice/user/phoneLogin,
 * /api/uservice/user/passwordLogin, /api/uservice/user/bindPhone (with the bind ticket of an
 * auth-code login), /api/uservice/user/getMyInfo (login required: HTTP 401 + 4005 when the token is
 * invalid), /api/uservice/user/logout. Every login revokes the session of a token sent with it.
 * Bodies and answers per @wenlv/contract/auth; the auth-code logins are in provider-routes.ts.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/api/uservice/sms/send", async (request) => {
    const body = input(ZSmsSendRequest, request);
    assertMobile(body.phone);
    await sendSmsCode(ctx, body.phone, body.purpose, request.ip);
    return ok({ resend_after_s: SMS_RULES.resendGapMs / 1000, expires_in_s: SMS_RULES.codeTtlMs / 1000 }, "验证码已发送");
  });

  app.post("/api/uservice/user/phoneLogin", async (request) => {
    const body = input(ZPhoneLoginRequest, request);
    return ok(await phoneLogin(ctx, body.phone, body.code, request.session), "登录成功");
  });

  app.post("/api/uservice/user/passwordLogin", async (request) => {
    const body = input(ZPasswordLoginRequest, request);
    return ok(await passwordLogin(ctx, { phone: body.phone, password: body.password, ip: request.ip }, request.session), "登录成功");
  });

  app.post("/api/uservice/user/bindPhone", async (request) => {
    const body = input(ZBindPhoneRequest, request);
    const result = await bindPhone(ctx, { openid: body.openid, bindTicket: body.bind_ticket, phone: body.phone, code: body.code }, request.session);
    return ok(result, "绑定成功");
  });

  app.post("/api/uservice/user/getMyInfo", { preHandler: requireUser }, async (request, reply) => {
    const session = currentSession(request);
    const user = await loadUserInfo(ctx.db, session.userId, { signingKey: session.signingKey });
    if (!user) return reply.code(401).send(fail(ResultCode.TOKEN_INVALID, "请先登录"));
    return ok(user);
  });

  app.post("/api/uservice/user/logout", async (request) => {
    // Logging out with a stale token is not an error: there is simply nothing left to revoke.
    if (request.session) await revokeSession(ctx.db, request.session.sessionId, ctx.now());
    return ok(null, "已退出登录");
  });
}
