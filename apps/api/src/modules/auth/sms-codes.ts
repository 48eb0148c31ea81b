import { randomInt } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { SmsPurpose, SmsSendResult } from "@wenlv/contract/auth";
import type { AppContext } from "../../context";
import { smsCodes } from "../../db/schema/index";
import { hmacHex, safeEqual } from "../../lib/crypto";
import { refused, userError } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";

/** SMS code rules (issue 2 section 3): lifetime, resend gap, daily cap, wrong tries before lock. */
export const SMS_RULES = {
  codeTtlMs: 5 * 60 * 1000,
  resendGapMs: 60 * 1000,
  perPhonePerDay: 10,
  maxTries: 5,
  perIpPerHour: 30,
} as const;

/** The answer of every SMS send (sms/send, user/sendMyPhoneCode): seconds until the next send and until the code expires. */
export const SMS_SENT: SmsSendResult = { resend_after_s: SMS_RULES.resendGapMs / 1000, expires_in_s: SMS_RULES.codeTtlMs / 1000 };

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Keyed hash of a code: HMAC(DATA_KEY, purpose:phone:code), so a database dump does not reveal codes. */
function codeHash(ctx: AppContext, phone: string, purpose: SmsPurpose, code: string): string {
  return hmacHex(ctx.config.dataKey, `sms:${purpose}:${phone}:${code}`);
}

/**
 * Sends a fresh 6-digit code (crypto.randomInt, a CSPRNG) to `phone` for `purpose`.
 * Limits: 30 sends an hour per client IP; 1 a minute per phone and purpose (issue 9: a deletion code
 * can follow a login code at once); 10 a Shanghai calendar day per phone, whatever the purpose. A
 * refusal throws AppError 4006 with its message and changes nothing else. The code is stored as a
 * keyed hash, lives 5 minutes, and replaces any earlier unused code of that phone and purpose.
 */
export async function sendSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, ip: string): Promise<void> {
  const now = ctx.now();
  const ipHit = await hitRateLimit(ctx.db, `sms:ip:${ip}`, 60 * 60 * 1000, SMS_RULES.perIpPerHour, { now });
  if (!ipHit.allowed) throw refused("操作太频繁，请稍后再试");

  const [last] = await ctx.db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < SMS_RULES.resendGapMs) {
    throw refused("验证码发送太频繁，请1分钟后再试");
  }
  // The fixed-window counter makes the 1-a-minute rule hold for concurrent sends too.
  const minuteHit = await hitRateLimit(ctx.db, `sms:min:${purpose}:${phone}`, SMS_RULES.resendGapMs, 1, { now });
  if (!minuteHit.allowed) throw refused("验证码发送太频繁，请1分钟后再试");
  const dayHit = await hitRateLimit(ctx.db, `sms:day:${phone}`, DAY_MS, SMS_RULES.perPhonePerDay, {
    now,
    offsetMs: SHANGHAI_OFFSET_MS,
  });
  if (!dayHit.allowed) throw refused("今日验证码发送次数已达上限，请明天再试");

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumed: true })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), eq(smsCodes.consumed, false)));
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: codeHash(ctx, phone, purpose, code),
      expiresAt: new Date(now.getTime() + SMS_RULES.codeTtlMs),
      createdAt: now,
    });
  });
  await ctx.sms.send(phone, `【苏州文旅】您的验证码是${code}，5分钟内有效。请勿泄露给他人。`);
}

/**
 * Checks and consumes the latest code of `phone` for `purpose`. Every attempt counts as a try first
 * (one conditional UPDATE ... WHERE tries < 5), so at most 5 guesses per code even when they arrive
 * together; a right code is then consumed by a second conditional UPDATE, so it logs in once.
 * Throws AppError code 0 with a Chinese message when the code is wrong, used, expired or locked.
 */
export async function consumeSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  await consumeStoredCode(ctx, phone, purpose, codeHash(ctx, phone, purpose, code), SMS_RULES.maxTries);
}

/**
 * The try-counting check behind {@link consumeSmsCode} and the email codes (modules/profile):
 * the latest unused, unexpired row of `target` (a phone, or an email address) for `purpose` must
 * hold `givenHash`. Each call first counts a try (conditional UPDATE, tries < `maxTries`), then
 * consumes the row with a second conditional UPDATE. Code 0 with a Chinese message otherwise.
 */
export async function consumeStoredCode(
  ctx: Pick<AppContext, "db" | "now">,
  target: string,
  purpose: string,
  givenHash: string,
  maxTries: number,
): Promise<void> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, target), eq(smsCodes.purpose, purpose), eq(smsCodes.consumed, false), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) throw userError("验证码已失效，请重新获取");

  const [counted] = await ctx.db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, row.id), lt(smsCodes.tries, maxTries)))
    .returning({ tries: smsCodes.tries });
  if (!counted) throw userError("验证码错误次数过多，请重新获取");

  if (!safeEqual(row.codeHash, givenHash)) {
    const left = maxTries - counted.tries;
    throw userError(left > 0 ? `验证码错误，还可尝试${left}次` : "验证码错误次数过多，请重新获取");
  }
  const [consumed] = await ctx.db
    .update(smsCodes)
    .set({ consumed: true })
    .where(and(eq(smsCodes.id, row.id), eq(smsCodes.consumed, false), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id });
  if (!consumed) throw userError("验证码已失效，请重新获取");
}
