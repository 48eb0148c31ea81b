import type { PublicKey } from "@wenlv/contract/profile";

/** The JSON that is encrypted (contract ZSetPaymentPassword): the value, ms since epoch and a one-time nonce. */
export type SensitivePayload = { v: string; ts: number; nonce: string };

/** Thrown when the browser has no WebCrypto (an http:// page that is not localhost, an old webview). */
export class NoWebCryptoError extends Error {
  constructor() {
    super("WebCrypto (crypto.subtle) is not available in this context");
    this.name = "NoWebCryptoError";
  }
}

/** Bytes of the base64 body of a PEM block ("-----BEGIN PUBLIC KEY----- ... -----END PUBLIC KEY-----"). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [^-]+-----/g, "").replace(/\s+/g, "");
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Standard base64 (with padding) of `bytes`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** 16 random bytes as base64url, from the browser's CSPRNG. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Encrypts a sensitive value (the 6 payment-password digits) for the API with the client-side
 * public key of spec section 9: RSA-OAEP with SHA-256 (WebCrypto) over the UTF-8 JSON
 * `{"v": value, "ts": now, "nonce": random}` (contract `ZSetPaymentPassword`; the API refuses a ts
 * older than 5 minutes and a reused nonce). The value is never sent or stored in clear.
 * @param key the answer of /api/security/publicKey (SPKI PEM, algorithm "RSA-OAEP-256")
 * @param now ms since epoch (Date.now() by default; injectable for tests)
 * @returns the cipher as standard base64 (256 bytes for a 2048-bit key)
 * @throws NoWebCryptoError when crypto.subtle is missing; a DOMException for a malformed key
 */
export async function encryptSensitive(value: string, key: PublicKey, now: number = Date.now()): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new NoWebCryptoError();
  const cryptoKey = await subtle.importKey("spki", pemToDer(key.public_key_pem), { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const payload: SensitivePayload = { v: value, ts: now, nonce: randomNonce() };
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = await subtle.encrypt({ name: "RSA-OAEP" }, cryptoKey, plain);
  return toBase64(new Uint8Array(cipher));
}
