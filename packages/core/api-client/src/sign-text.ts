/** Lowercase hex of a byte buffer ("0a1b..."), two digits a byte. */
function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The lowercase hex HMAC-SHA256 (64 characters) of `text` (UTF-8) keyed with the UTF-8 bytes of
 * `signingKey`, computed with WebCrypto (`crypto.subtle`, RFC 2104): the same figure as node's
 * `createHmac("sha256", signingKey).update(text, "utf8").digest("hex")`. The one signature of the
 * app's signed calls (spec section 7): an order create signs its `data` JSON
 * ({@link signOrderData}), a coupon claim the contract's `claimSigningText` (decision 037). The
 * signing key is the session's (`selectSigningKey`: from the login answer or getMyInfo) and is
 * never part of the bundle.
 *
 * @throws Error when `signingKey` is empty (not logged in, or getMyInfo has not answered yet).
 */
export async function signText(text: string, signingKey: string): Promise<string> {
  if (!signingKey) throw new Error("signText: no signing key (log in first)");
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey("raw", encoder.encode(signingKey), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await globalThis.crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}
