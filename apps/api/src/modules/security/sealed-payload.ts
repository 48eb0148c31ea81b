import { constants, privateDecrypt } from "node:crypto";
import { z } from "zod";
import type { AppContext, AuthSession } from "../../context";
import { usedNonces } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";

/** How old a sealed payload's `ts` may be (5 minutes) and how far ahead of the server clock (1 minute). */
export const SEALED_PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000;
export const SEALED_PAYLOAD_MAX_AHEAD_MS = 60 * 1000;

/** The fields a sealed payload travels in (ZSetPaymentPassword, ZVerifyPaymentPassword ...). */
export type SealedPayload = { key_id: string; cipher: string };

const ZPlain = z.object({
  v: z.string().max(128),
  ts: z.number().int().nonnegative(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/**
 * Opens a payload the app sealed with the public key of /api/security/publicKey (spec section 9):
 * `cipher` is base64 of WebCrypto RSA-OAEP (SHA-256) over the UTF-8 JSON `{"v","ts","nonce"}` and
 * the answer is `v`. Refusals, in order (nothing else is read or changed):
 * - `key_id` is not the current key: code 0 "密钥已更新，请重试" (the app fetches the key again);
 * - undecryptable or malformed: code 0 "数据不正确，请重试";
 * - `ts` (ms) older than 5 minutes or more than 1 minute ahead: 4006 "请求已过期，请校准手机时间后重试";
 * - `nonce` (16-64 base64url characters) already used in this session: 4006 "请求已失效，请重试".
 * The nonce is recorded in `used_nonces` (session id + "payload:" prefix, apart from order nonces;
 * the order sweeper prunes rows older than 15 minutes, after which `ts` refuses them anyway).
 * The value is never logged; callers must not log it either.
 */
export async function openSealedPayload(ctx: Pick<AppContext, "db" | "now" | "payloadKeys">, session: AuthSession, sealed: SealedPayload): Promise<string> {
  if (sealed.key_id !== ctx.payloadKeys.keyId) throw userError("密钥已更新，请重试");
  const plain = decrypt(ctx.payloadKeys.privateKey, sealed.cipher);
  const now = ctx.now();
  const age = now.getTime() - plain.ts;
  if (age > SEALED_PAYLOAD_MAX_AGE_MS || -age > SEALED_PAYLOAD_MAX_AHEAD_MS) throw refused("请求已过期，请校准手机时间后重试");
  const stored = await ctx.db
    .insert(usedNonces)
    .values({ sessionId: session.sessionId, nonce: `payload:${plain.nonce}`, createdAt: now })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  if (stored.length === 0) throw refused("请求已失效，请重试");
  return plain.v;
}

function decrypt(privateKey: AppContext["payloadKeys"]["privateKey"], cipher: string): z.infer<typeof ZPlain> {
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipher)) throw new Error("not base64");
    const bytes = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(cipher, "base64"));
    return ZPlain.parse(JSON.parse(bytes.toString("utf8")));
  } catch {
    // No detail: the error of a failed OAEP decryption must not become an oracle.
    throw userError("数据不正确，请重试");
  }
}
