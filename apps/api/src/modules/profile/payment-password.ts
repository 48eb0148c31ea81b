import { eq } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { setPaymentPassword as setPaymentPasswordEndpoint, verifyPaymentPassword as verifyPaymentPasswordEndpoint } from "@wenlv/contract/endpoints/profile";
import type { PaymentPasswordCheck } from "@wenlv/contract/profile";
import { isSmsCode } from "@wenlv/validation";
import type { AppContext, AuthSession } from "../../context";
import { users } from "../../db/schema/index";
import { hashPassword, verifyPassword } from "../../lib/password";
import { refused, userError } from "../../plugins/envelope";
import { consumeSmsCode } from "../auth/sms-codes";
import { openSealedPayload } from "../security/sealed-payload";
import { countAttempt } from "./attempts";
import { HOUR_MS, sessionUser, userAnswer } from "./user-answer";

/** Wrong payment passwords allowed in an hour; the 5th wrong one locks until the hour ends (contract). */
export const PAYMENT_PASSWORD_MAX_WRONG_PER_HOUR = 5;

/**
 * Why a 6-digit payment password is refused, or null when it is acceptable: not exactly 6 ASCII
 * digits ("支付密码须为6位数字"); all one digit (111111) or a run where every step is +1 or -1
 * modulo 10 (123456, 654321, 890123, 098765): "支付密码过于简单" (the patterns card-PIN policies
 * such as ISO 9564-1 guidance and bank apps refuse).
 */
export function paymentPasswordProblem(value: string): string | null {
  if (!/^\d{6}$/.test(value)) return "支付密码须为6位数字";
  const d = Array.from(value, Number);
  const steps = new Set(d.slice(1).map((x, i) => (x - (d[i] as number) + 10) % 10));
  if (steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9))) return "支付密码过于简单";
  return null;
}

/**
 * /paymentPassword: sets or resets the payment password. Order: the sealed payload is opened
 * (key id, freshness, single-use nonce: see openSealedPayload), its value checked with
 * {@link paymentPasswordProblem} (code 0), then the pay_password SMS code of the user's own phone
 * is consumed (code 0 when wrong; a weak password does not use the code up), then PBKDF2-SHA256
 * (600,000 iterations) of the digits is stored. The digits are never stored, logged or answered.
 */
export async function setPaymentPassword(ctx: AppContext, session: AuthSession, body: EndpointParsed<typeof setPaymentPasswordEndpoint>): Promise<UserInfo> {
  const user = await sessionUser(ctx, session.userId);
  if (!user.phone) throw userError("请先绑定手机号");
  if (!isSmsCode(body.code)) throw userError("请输入6位数字验证码");
  const digits = await openSealedPayload(ctx, session, body);
  const problem = paymentPasswordProblem(digits);
  if (problem) throw userError(problem);
  await consumeSmsCode(ctx, user.phone, "pay_password", body.code);
  const payPasswordHash = await hashPassword(digits);
  await ctx.db.update(users).set({ payPasswordHash }).where(eq(users.id, session.userId));
  return userAnswer(ctx, session.userId);
}

/**
 * Checks the payment password (before paying from a balance). The sealed payload is opened first
 * (a replayed cipher is refused before it can cost a try). Every check counts an attempt; a right
 * one is forgiven, so 5 wrong in a (fixed, hourly) window lock it: 4006
 * "支付密码错误次数过多，请1小时后再试". Wrong: code 0 "支付密码错误，还可尝试N次". No password
 * set: code 0 "请先设置支付密码". Answers {verified: true}.
 */
export async function verifyPaymentPassword(ctx: AppContext, session: AuthSession, body: EndpointParsed<typeof verifyPaymentPasswordEndpoint>): Promise<PaymentPasswordCheck> {
  const user = await sessionUser(ctx, session.userId);
  if (!user.payPasswordHash) throw userError("请先设置支付密码");
  const digits = await openSealedPayload(ctx, session, body);
  const attempt = await countAttempt(ctx.db, `paypw:${session.userId}`, HOUR_MS, PAYMENT_PASSWORD_MAX_WRONG_PER_HOUR, ctx.now());
  if (!attempt.allowed) throw refused("支付密码错误次数过多，请1小时后再试");
  if (!/^\d{6}$/.test(digits) || !(await verifyPassword(digits, user.payPasswordHash))) {
    throw userError(attempt.left > 0 ? `支付密码错误，还可尝试${attempt.left}次` : "支付密码错误次数过多，请1小时后再试");
  }
  await attempt.forgive();
  return { verified: true };
}
