import { and, eq, ne } from "drizzle-orm";
import type { SmsSendResult, UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { changeEmail as changeEmailEndpoint, sendEmailCode as sendEmailCodeEndpoint } from "@wenlv/contract/endpoints/profile";
import { isEmail, isSmsCode } from "@wenlv/validation";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { consumeEmailCode, EMAIL_RULES, sendEmailCode } from "./email-codes";
import { isUniqueViolation } from "../../db/sql-errors";
import { sessionUser, userAnswer } from "./user-answer";

/** An email address as stored and compared: trimmed and lower-cased; code 0 when it fails isEmail (spec section 5). */
export function normaliseEmail(raw: string): string {
  const address = raw.trim().toLowerCase();
  if (!isEmail(address)) throw userError("请输入正确的邮箱地址");
  return address;
}

async function assertAvailable(ctx: Pick<AppContext, "db">, userId: number, address: string): Promise<void> {
  const user = await sessionUser(ctx, userId);
  if (user.email === address) throw userError("新邮箱与当前邮箱相同");
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, address), ne(users.id, userId))).limit(1);
  if (taken) throw refused("该邮箱已被其他账号使用");
}

/**
 * /ChangeEmail step 1 (user/sendEmailCode): checks the address (isEmail; not the current one:
 * code 0; not another user's: 4006) and sends a code through the mail provider
 * ({@link sendEmailCode} limits, per IP `ip`). Answers when to resend and when the code expires.
 */
export async function requestEmailCode(ctx: AppContext, userId: number, { email }: EndpointParsed<typeof sendEmailCodeEndpoint>, ip: string): Promise<SmsSendResult> {
  const address = normaliseEmail(email);
  await assertAvailable(ctx, userId, address);
  await sendEmailCode(ctx, userId, address, ip);
  return { resend_after_s: EMAIL_RULES.resendGapMs / 1000, expires_in_s: EMAIL_RULES.codeTtlMs / 1000 };
}

/**
 * /ChangeEmail step 2 (user/changeEmail): the same checks, then the code (5 wrong tries lock it), then users.email.
 * The UNIQUE index refuses an address another user took meanwhile (4006). Answers ZUserInfo.
 */
export async function changeEmail(ctx: AppContext, userId: number, { email, code }: EndpointParsed<typeof changeEmailEndpoint>): Promise<UserInfo> {
  const address = normaliseEmail(email);
  if (!isSmsCode(code)) throw userError("请输入6位数字验证码");
  await assertAvailable(ctx, userId, address);
  await consumeEmailCode(ctx, userId, address, code);
  try {
    await ctx.db.update(users).set({ email: address }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw refused("该邮箱已被其他账号使用");
    throw err;
  }
  return userAnswer(ctx, userId);
}
