import { randomBytes, webcrypto } from "node:crypto";

/**
 * Seals `v` as the app does (tests only): WebCrypto RSA-OAEP SHA-256 with the SPKI PEM of
 * /api/security/publicKey over `{"v","ts","nonce"}`; answers base64. `ts` defaults to `now`, the
 * nonce to 18 fresh random bytes (base64url).
 */
export async function sealForTest(publicKeyPem: string, v: string, opts: { ts: number; nonce?: string }): Promise<string> {
  const der = Buffer.from(publicKeyPem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, ""), "base64");
  const key = await webcrypto.subtle.importKey("spki", der, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const plain = JSON.stringify({ v, ts: opts.ts, nonce: opts.nonce ?? randomBytes(18).toString("base64url") });
  const sealed = await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(plain));
  return Buffer.from(sealed).toString("base64");
}
