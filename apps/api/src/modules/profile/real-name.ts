import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { realName } from "@wenlv/contract/endpoints/profile";
import { PRIVACY_POLICY_VERSION } from "@wenlv/contract/privacy";
import { isChineseName, isMainlandIdCard, maskIdNumber, normaliseIdNumber, normaliseNameDots, validateDocument } from "@wenlv/validation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { consents, users } from "../../db/schema/index";
import { encryptField, hmacHex } from "../../lib/crypto";
import { refused, userError } from "../../plugins/envelope";
import { hitRateLimit } from "../../plugins/rate-limit";
import { DAY_MS, SHANGHAI_OFFSET_MS, sessionUser, userAnswer } from "./user-answer";

/** Identity checks one user may run in a Shanghai day (each costs a paid query in production). */
export const REAL_NAME_CHECKS_PER_DAY = 5;

/** The message of a name/ID mismatch: exactly "ID number wrong" (spec section 8; the app shows 身份证号与姓名不一致). */
export const ID_MISMATCH_MESSAGE = "ID number wrong";

/** A verified name masked for answers: every character but the last becomes "*" ("王小明" -> "**明"). */
export function maskRealName(name: string): string {
  const chars = Array.from(name);
  return "*".repeat(Math.max(0, chars.length - 1)) + (chars.at(-1) ?? "");
}

/** Blind index of a verified ID number (HMAC under DATA_KEY): finds the same person on two accounts without decrypting. */
function idIndex(ctx: Pick<AppContext, "config">, idNumber: string): string {
  return hmacHex(ctx.config.dataKey, `user:ID_CARD:${idNumber}`);
}

/**
 * /RealName: verifies name + mainland ID card once. Order (every refusal before the provider call
 * changes nothing):
 * 1. already verified: 4006 "已完成实名认证";
 * 2. name isChineseName and ID isMainlandIdCard (GB 11643 check digit, real birth date): code 0;
 * 3. 5 checks per user per Shanghai day: 4006;
 * 4. the separate consent to process the ID number is recorded (consents kind "id_number",
 *    PRIVACY_POLICY_VERSION; PIPL art. 28-29: consent precedes processing, so it is kept even when
 *    the provider then says mismatch);
 * 5. the identity provider: mismatch -> code 0 "ID number wrong"; a provider failure -> code 0
 *    "实名认证服务暂时不可用，请稍后再试", logged without its message (it may quote the ID);
 * 6. one transaction: another verified account with this ID -> 4006; else name and ID are stored
 *    AES-256-GCM encrypted with a blind index and masked copies, by a conditional UPDATE (only
 *    while unverified). The name and number never reach logs or answers (masked only).
 */
export async function verifyRealName(
  ctx: AppContext,
  userId: number,
  body: EndpointParsed<typeof realName>,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<UserInfo> {
  const user = await sessionUser(ctx, userId);
  if (user.realNameVerifiedAt) throw refused("已完成实名认证");
  const name = normaliseNameDots(body.name.trim());
  const idNumber = normaliseIdNumber(body.id_number);
  const now = ctx.now();
  if (!isChineseName(name)) throw userError("请输入身份证上的中文姓名");
  if (!isMainlandIdCard(idNumber, now)) throw userError(validateDocument("ID_CARD", idNumber, now) ?? "身份证号不正确");

  const hit = await hitRateLimit(ctx.db, `realname:${userId}`, DAY_MS, REAL_NAME_CHECKS_PER_DAY, { now, offsetMs: SHANGHAI_OFFSET_MS });
  if (!hit.allowed) throw refused("今日实名认证次数已达上限，请明天再试");
  await ctx.db.insert(consents).values({ userId, kind: "id_number", version: PRIVACY_POLICY_VERSION, granted: true, createdAt: now });

  let verdict: string;
  try {
    verdict = await ctx.identity.verify({ name, idNumber });
  } catch (err) {
    // A provider error may quote the request; log only its kind, never its message.
    log?.warn({ provider: ctx.identity.name, errName: err instanceof Error ? err.name : typeof err }, "identity provider failed");
    throw userError("实名认证服务暂时不可用，请稍后再试");
  }
  if (verdict !== "match") throw userError(ID_MISMATCH_MESSAGE);

  const index = idIndex(ctx, idNumber);
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Serialises verifications of one ID number, so two accounts cannot claim it at the same time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7302, hashtext(${index}))`);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.idNumberIndex, index), ne(users.id, userId), isNotNull(users.realNameVerifiedAt), isNull(users.anonymisedAt)))
      .limit(1);
    if (other) throw refused("该身份证已在其他账号完成实名认证");
    const [updated] = await tx
      .update(users)
      .set({
        realNameEnc: encryptField(ctx.config.dataKey, name),
        realNameMasked: maskRealName(name),
        idNumberEnc: encryptField(ctx.config.dataKey, idNumber),
        idNumberIndex: index,
        idNumberMasked: maskIdNumber("ID_CARD", idNumber),
        realNameVerifiedAt: now,
      })
      .where(and(eq(users.id, userId), isNull(users.realNameVerifiedAt)))
      .returning({ id: users.id });
    if (!updated) throw refused("已完成实名认证");
  });
  return userAnswer(ctx, userId);
}
