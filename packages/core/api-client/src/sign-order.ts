import type { OrderCreateRequest } from "@wenlv/contract/orders";
import { signText } from "./sign-text";

/**
 * A signed order payload, the body of the table entry `orderCreate` (contract OrderCreateRequest;
 * the client adds `partner_code`): the exact JSON string sent as `data` and its hex HMAC-SHA256.
 */
export type SignedOrder = Pick<OrderCreateRequest, "data" | "signature">;

/** Options for tests: a fixed clock and nonce source. */
export type SignOptions = { now?: () => number; nonce?: () => string };

/**
 * Signs an order create payload (spec section 7, issue 2 section 3):
 * `data = JSON.stringify({ ...payload, timestamp, nonce[, idempotency_key] })` with `timestamp` in
 * ms since the epoch (Date.now()) and `nonce` a fresh UUID (crypto.randomUUID()); an
 * `idempotency_key` in the payload is kept as given. `signature` is the lowercase hex
 * HMAC-SHA256 of `data` (UTF-8) keyed with the UTF-8 bytes of `signingKey` ({@link signText},
 * WebCrypto, RFC 2104). The signing key comes from the login answer or getMyInfo and is
 * never part of the bundle.
 *
 * @throws Error when `signingKey` is empty (not logged in, or getMyInfo has not answered yet).
 */
export async function signOrderData(payload: object, signingKey: string, options: SignOptions = {}): Promise<SignedOrder> {
  if (!signingKey) throw new Error("signOrderData: no signing key (log in first)");
  const timestamp = (options.now ?? Date.now)();
  const nonce = (options.nonce ?? (() => globalThis.crypto.randomUUID()))();
  const data = JSON.stringify({ ...payload, timestamp, nonce });
  return { data, signature: await signText(data, signingKey) };
}
