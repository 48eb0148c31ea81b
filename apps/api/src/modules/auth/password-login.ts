import { and, eq, gt, sql } from "drizzle-orm";
import type { LoginResult } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { passwordLogin as passwordLoginEndpoint } from "@wenlv/contract/endpoints/auth";
import type { AppContext, AuthSession } from "../../context";
import { rateCounters, users } from "../../db/schema/index";
import { randomToken } from "../../lib/crypto";
import { hashPassword, verifyPassword } from "../../lib/password";
import { refused, userError } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";
import { issueLogin } from "./login";
import { assertMobile } from "./service";

/** Password-login limits: 5 wrong passwords per phone lock it for the 15-minute window; 30 tries per IP per 15 minutes. */
export const PASSWORD_RULES = { windowMs: 15 * 60 * 1000, maxWrongPerPhone: 5, maxPerIp: 30 } as const;

/** The one answer for an unknown phone, a phone without password and a wrong password (no account enumeration). */
export const WRONG_CREDENTIALS = "手机号或密码错误";

let dummyHash: Promise<string> | null = null;

/** A hash of a random password, so unknown phones cost the same PBKDF2 time as known ones. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
}

/**
 * `POST /api/uservice/user/passwordLogin` (ZPasswordLoginRequest; the password is set on
 * /ChangePassword). Limits (OWASP Authentication Cheat Sheet, account lockout): 30 attempts per IP
 * and 15-minute window (4006), and 5 wrong passwords per phone lock that phone until the window
 * ends (4006 "密码错误次数过多…"). Each attempt is counted as wrong before the PBKDF2 check and given
 * back when right (one conditional UPDATE), so parallel guesses cannot exceed 5 either. Unknown
 * phone, no password set, anonymised account and wrong password all answer code 0
 * "手机号或密码错误" after the same hashing work. On success {@link issueLogin} (`replaces`
 * revoked). `ip` is the client's address.
 */
export async function passwordLogin(
  ctx: AppContext,
  input: EndpointParsed<typeof passwordLoginEndpoint>,
  replaces: AuthSession | null,
  ip: string,
): Promise<LoginResult> {
  assertMobile(input.phone);
  const now = ctx.now();
  const ipHit = await hitRateLimit(ctx.db, `pwd:ip:${ip}`, PASSWORD_RULES.windowMs, PASSWORD_RULES.maxPerIp, { now });
  if (!ipHit.allowed) throw refused("操作太频繁，请稍后再试");
  const key = `pwd:fail:${input.phone}`;
  const hit = await hitRateLimit(ctx.db, key, PASSWORD_RULES.windowMs, PASSWORD_RULES.maxWrongPerPhone, { now });
  if (!hit.allowed) throw refused("密码错误次数过多，请15分钟后再试或使用验证码登录");

  const [user] = await ctx.db.select().from(users).where(eq(users.phone, input.phone)).limit(1);
  const usable = user && !user.anonymisedAt && user.passwordHash ? user.passwordHash : null;
  const right = await verifyPassword(input.password, usable ?? (await dummy()));
  if (!user || !usable || !right) {
    const left = PASSWORD_RULES.maxWrongPerPhone - hit.count;
    throw userError(left > 0 ? WRONG_CREDENTIALS : `${WRONG_CREDENTIALS}，请15分钟后再试或使用验证码登录`);
  }
  await ctx.db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, hit.windowStart), gt(rateCounters.count, 0)));
  return issueLogin(ctx, user.id, replaces);
}
