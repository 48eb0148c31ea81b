import type { FastifyInstance } from "fastify";
import { ZBindPhoneRequest, ZPhoneLoginRequest, ZSmsSendRequest } from "@wenlv/contract/auth";
import { ResultCode } from "@wenlv/contract/envelope";
import { fail, ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";
import { currentSession, requireUser } from "../../plugins/auth";
import { assertMobile, bindPhone, phoneLogin } from "./service";
import { revokeSession } from "./sessions";
import { SMS_RULES, sendSmsCode } from "./sms-codes";
import { findUser, toUserInfo } from "./users";

/**
 * Login endpoints (spec sections 4 and 7): POST /api/uservice/sms/send, /api/uservice/user/phoneLogin,
 * /api/uservice/user/bindPhone, /api/uservice/user/getMyInfo (login required: HTTP 401 + 4005 when the
 * token is invalid), /api/uservice/user/logout. Bodies and answers per @wenlv/contract/auth.
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
    return ok(await phoneLogin(ctx, body.phone, body.code), "登录成功");
  });

  app.post("/api/uservice/user/bindPhone", async (request) => {
    const body = input(ZBindPhoneRequest, request);
    return ok(await bindPhone(ctx, body.openid, body.phone, body.code), "绑定成功");
  });

  app.post("/api/uservice/user/getMyInfo", { preHandler: requireUser }, async (request, reply) => {
    const session = currentSession(request);
    const user = await findUser(ctx.db, session.userId);
    if (!user) return reply.code(401).send(fail(ResultCode.TOKEN_INVALID, "请先登录"));
    return ok(toUserInfo(user, { signingKey: session.signingKey }));
  });

  app.post("/api/uservice/user/logout", async (request) => {
    // Logging out with a stale token is not an error: there is simply nothing left to revoke.
    if (request.session) await revokeSession(ctx.db, request.session.sessionId, ctx.now());
    return ok(null, "已退出登录");
  });
}
