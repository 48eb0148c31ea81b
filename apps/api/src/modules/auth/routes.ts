import type { FastifyInstance } from "fastify";
import { bindPhone as bindPhoneEndpoint, getMyInfo, logout as logoutEndpoint, passwordLogin as passwordLoginEndpoint, phoneLogin as phoneLoginEndpoint, smsSend } from "@wenlv/contract/endpoints/auth";
import { ResultCode } from "@wenlv/contract/envelope";
import { route } from "../../plugins/endpoints";
import { fail, ok } from "../../plugins/envelope";
import { bindPhone } from "./bind-phone";
import { passwordLogin } from "./password-login";
import { logout, myInfo, phoneLogin, requestSmsCode } from "./service";

/**
 * Login endpoints (spec sections 4 and 7), registered from the endpoint table
 * (@wenlv/contract/endpoints/auth): sms/send, phoneLogin, passwordLogin, bindPhone (with the bind
 * ticket of an auth-code login), getMyInfo (login required: HTTP 401 + 4005 when the token is
 * invalid or its user is gone), logout. Every login revokes the session of a token sent with it.
 * The auth-code logins are in provider-routes.ts.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await route(app, smsSend, async ({ input, request }) => ok(await requestSmsCode(ctx, input, request.ip), "验证码已发送"));
  await route(app, phoneLoginEndpoint, async ({ input, session }) => ok(await phoneLogin(ctx, input, session), "登录成功"));
  await route(app, passwordLoginEndpoint, async ({ input, session, request }) => ok(await passwordLogin(ctx, input, session, request.ip), "登录成功"));
  await route(app, bindPhoneEndpoint, async ({ input, session }) => ok(await bindPhone(ctx, input, session), "绑定成功"));
  await route(app, getMyInfo, async ({ session, reply }) => {
    const user = await myInfo(ctx, session);
    if (!user) return reply.code(401).send(fail(ResultCode.TOKEN_INVALID, "请先登录"));
    return ok(user);
  });
  await route(app, logoutEndpoint, async ({ session }) => ok(await logout(ctx, session), "已退出登录"));
}
