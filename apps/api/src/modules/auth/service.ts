import type { LoginResult, SmsSendResult, UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { phoneLogin as phoneLoginEndpoint, smsSend } from "@wenlv/contract/endpoints/auth";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import { announceSessionRevoked } from "../../cache/session-cache";
import type { AppContext, AuthSession } from "../../context";
import { userError } from "../../plugins/envelope";
import { issueLogin } from "./login";
import { revokeSession } from "./sessions";
import { consumeSmsCode, sendSmsCode, SMS_SENT } from "./sms-codes";
import { findOrCreateUserByPhone, loadUserInfo } from "./users";

/** Refuses anything but an 11-digit mainland mobile (spec section 5), code 0. */
export function assertMobile(phone: string): void {
  if (!isMainlandMobile(phone)) throw userError("请输入正确的手机号码");
}

/** Refuses anything but a 6-digit code (spec section 5), code 0. */
export function assertCode(code: string): void {
  if (!isSmsCode(code)) throw userError("请输入6位数字验证码");
}

/**
 * POST /api/uservice/sms/send: a code to the number the visitor typed (a mainland mobile, code 0
 * otherwise) for `purpose`, within the limits of {@link sendSmsCode} (counted per client `ip`).
 */
export async function requestSmsCode(ctx: AppContext, { phone, purpose }: EndpointParsed<typeof smsSend>, ip: string): Promise<SmsSendResult> {
  assertMobile(phone);
  await sendSmsCode(ctx, phone, purpose, ip);
  return SMS_SENT;
}

/**
 * SMS login (spec section 4 "Login"): checks the phone and the 6-digit code (purpose "login"),
 * creates the user when new, then {@link issueLogin} (consent, new session, `replaces` revoked).
 * Errors: code 0 with a Chinese message (wrong phone/code, expired, locked, account deleted).
 */
export async function phoneLogin(ctx: AppContext, { phone, code }: EndpointParsed<typeof phoneLoginEndpoint>, replaces: AuthSession | null): Promise<LoginResult> {
  assertMobile(phone);
  assertCode(code);
  await consumeSmsCode(ctx, phone, "login", code);
  const user = await findOrCreateUserByPhone(ctx.db, phone);
  return issueLogin(ctx, user.id, replaces);
}

/**
 * POST /api/uservice/user/getMyInfo: the session's user with the session's signing key (spec
 * section 7), or null when the user is gone (the route answers HTTP 401 + 4005 then).
 */
export async function myInfo(ctx: Pick<AppContext, "db">, session: AuthSession): Promise<UserInfo | null> {
  return loadUserInfo(ctx.db, session.userId, { signingKey: session.signingKey });
}

/**
 * POST /api/uservice/user/logout: revokes the session of the token sent and drops it from every
 * node's session cache (the bus), so the token is refused from the next call on; a stale token is
 * not an error (nothing left to revoke).
 */
export async function logout(ctx: Pick<AppContext, "db" | "now" | "bus">, session: AuthSession | null): Promise<null> {
  if (!session) return null;
  await revokeSession(ctx.db, session.sessionId, ctx.now());
  await announceSessionRevoked(ctx.bus, session.sessionId);
  return null;
}
