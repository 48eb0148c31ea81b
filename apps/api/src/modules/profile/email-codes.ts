import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { smsCodes } from "../../db/schema/index";
import { hmacHex } from "../../lib/crypto";
import { refused } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";
import { consumeStoredCode } from "../auth/sms-codes";
import { DAY_MS, HOUR_MS, SHANGHAI_OFFSET_MS } from "./user-answer";

/**
 * Email code rules (issue 3: "SMS and email sends are rate limited per number, per address and per
 * IP"; same numbers as SMS): 10-minute codes, 1 send a minute and 10 a Shanghai day per address,
 * 10 a Shanghai day per user (one account cannot mail many strangers), 30 an hour per IP, 5 wrong
 * tries lock a code.
 */
export const EMAIL_RULES = {
  codeTtlMs: 10 * 60 * 1000,
  resendGapMs: 60 * 1000,
  perAddressPerDay: 10,
  perUserPerDay: 10,
  perIpPerHour: 30,
  maxTries: 5,
} as const;

/** Email codes live in sms_codes with this purpose; the `phone` column holds the lower-cased address. */
export const EMAIL_PURPOSE = "email";

/** Keyed hash binding the code to the user and address, so only the user who asked can use it. */
function codeHash(ctx: Pick<AppContext, "config">, userId: number, address: string, code: string): string {
  return hmacHex(ctx.config.dataKey, `email:${userId}:${address}:${code}`);
}

/**
 * Sends a fresh 6-digit code (CSPRNG) to `address` (already lower-cased and checked with isEmail)
 * through the mail provider, for `userId`. Limits per {@link EMAIL_RULES}; a refusal is 4006 and
 * sends nothing. The code is stored hashed and replaces any earlier unused code of that address.
 */
export async function sendEmailCode(ctx: AppContext, userId: number, address: string, ip: string): Promise<void> {
  const now = ctx.now();
  const day = { now, offsetMs: SHANGHAI_OFFSET_MS };
  if (!(await hitRateLimit(ctx.db, `mail:ip:${ip}`, HOUR_MS, EMAIL_RULES.perIpPerHour, { now })).allowed) throw refused("操作太频繁，请稍后再试");
  const [last] = await ctx.db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, address), eq(smsCodes.purpose, EMAIL_PURPOSE)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const tooSoon = last && now.getTime() - last.createdAt.getTime() < EMAIL_RULES.resendGapMs;
  if (tooSoon || !(await hitRateLimit(ctx.db, `mail:min:${address}`, EMAIL_RULES.resendGapMs, 1, { now })).allowed) {
    throw refused("验证码发送太频繁，请1分钟后再试");
  }
  if (!(await hitRateLimit(ctx.db, `mail:day:${address}`, DAY_MS, EMAIL_RULES.perAddressPerDay, day)).allowed) {
    throw refused("该邮箱今日验证码发送次数已达上限，请明天再试");
  }
  if (!(await hitRateLimit(ctx.db, `mail:user:${userId}`, DAY_MS, EMAIL_RULES.perUserPerDay, day)).allowed) {
    throw refused("今日邮箱验证码发送次数已达上限，请明天再试");
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumed: true })
      .where(and(eq(smsCodes.phone, address), eq(smsCodes.purpose, EMAIL_PURPOSE), eq(smsCodes.consumed, false)));
    await tx.insert(smsCodes).values({
      phone: address,
      purpose: EMAIL_PURPOSE,
      codeHash: codeHash(ctx, userId, address, code),
      expiresAt: new Date(now.getTime() + EMAIL_RULES.codeTtlMs),
      createdAt: now,
    });
  });
  await ctx.mail.send({
    to: address,
    subject: "【苏州文旅】邮箱验证码",
    text: `您正在绑定邮箱，验证码是${code}，10分钟内有效。如非本人操作，请忽略本邮件。`,
  });
}

/**
 * Checks and consumes the latest email code of `address` for `userId`, like consumeSmsCode: every
 * attempt first counts a try with one conditional UPDATE (tries < 5), the right code is consumed by
 * a second conditional UPDATE. Code 0 with a Chinese message when wrong, used, expired or locked.
 */
export async function consumeEmailCode(ctx: Pick<AppContext, "db" | "config" | "now">, userId: number, address: string, code: string): Promise<void> {
  await consumeStoredCode(ctx, address, EMAIL_PURPOSE, codeHash(ctx, userId, address, code), EMAIL_RULES.maxTries);
}
