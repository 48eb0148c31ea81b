import type { LoginResult } from "@wenlv/contract/auth";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import type { AppContext, AuthSession } from "../../context";
import { userError } from "../../plugins/envelope";
import { issueLogin } from "./login";
import { consumeSmsCode } from "./sms-codes";
import { findOrCreateUserByPhone } from "./users";

/** Refuses anything but an 11-digit mainland mobile (spec section 5), code 0. */
export function assertMobile(phone: string): void {
  if (!isMainlandMobile(phone)) throw userError("请输入正确的手机号码");
}

/** Refuses anything but a 6-digit code (spec section 5), code 0. */
export function assertCode(code: string): void {
  if (!isSmsCode(code)) throw userError("请输入6位数字验证码");
}

/**
 * SMS login (spec section 4 "Login"): checks the phone and the 6-digit code (purpose "login"),
 * creates the user when new, then {@link issueLogin} (consent, new session, `replaces` revoked).
 * Errors: code 0 with a Chinese message (wrong phone/code, expired, locked, account deleted).
 */
export async function phoneLogin(ctx: AppContext, phone: string, code: string, replaces: AuthSession | null): Promise<LoginResult> {
  assertMobile(phone);
  assertCode(code);
  await consumeSmsCode(ctx, phone, "login", code);
  const user = await findOrCreateUserByPhone(ctx.db, phone);
  return issueLogin(ctx, user.id, replaces);
}
