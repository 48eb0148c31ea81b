import { randomBytes } from "node:crypto";
import type { ThirdAppPartner } from "@wenlv/contract/auth";
import { hmacHex, safeEqual } from "../../lib/crypto";
import { fetchProviderJson, LoginProviderError, stringField, type FetchLike } from "../login-identity";
import type { PartnerAppProvider } from "./types";

/** One partner's verify endpoint: its URL, the app id it gave us, the shared secret (>= 16 chars). */
export type PartnerEndpoint = { verifyUrl: string; appId: string; secret: string };

export type PartnerAppHmacOptions = {
  partners: Partial<Record<ThirdAppPartner, PartnerEndpoint>>;
  /** Clock for the request timestamp (the app clock). */
  now: () => Date;
  fetch?: FetchLike;
};

/** Header carrying the hex HMAC-SHA256 of the raw body, on the request and on the answer. */
export const PARTNER_SIGNATURE_HEADER = "x-signature";

/** Answer `code` meaning the auth code is invalid, used or expired (the person should start again). */
export const PARTNER_CODE_INVALID = 40001;

/** Hex HMAC-SHA256 of a raw body under the partner secret (both directions of the protocol). */
export function signPartnerBody(secret: string, body: string): string {
  return hmacHex(secret, body);
}

/**
 * The real partner-app adapter (PARTNER_APP_PROVIDER=hmac). Protocol, agreed with each partner:
 *
 * Request: `POST <PARTNER_<P>_VERIFY_URL>`, `Content-Type: application/json; charset=utf-8`,
 * body `{"app_id": "<PARTNER_<P>_APP_ID>", "auth_code": "<code>", "timestamp": <unix seconds>,
 * "nonce": "<32 hex>"}` and header `X-Signature: <hex HMAC-SHA256(PARTNER_<P>_SECRET, raw body)>`.
 * The partner checks the signature, that the timestamp is within 5 minutes and the nonce unseen,
 * and consumes the code (single use).
 *
 * Answer: HTTP 200, JSON, signed the same way in `X-Signature` over the raw answer body:
 * `{"code": 0, "nonce": "<the request nonce>", "data": {"user_id": "...", "mobile": "138..."}}`
 * (`mobile` optional: only when the person agreed to share it), or
 * `{"code": 40001, "nonce": "...", "msg": "..."}` for an invalid, used or expired code; any other
 * code is a partner-side failure.
 *
 * The adapter refuses an answer whose signature is wrong or whose nonce differs ("unavailable",
 * logged), so a forged or replayed answer cannot log anyone in.
 */
export function createPartnerAppHmac(options: PartnerAppHmacOptions): PartnerAppProvider {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "hmac",
    sandbox: null,
    supports: (partner) => options.partners[partner] !== undefined,
    async exchange(partner, code) {
      const endpoint = options.partners[partner];
      if (!endpoint) throw new LoginProviderError("unavailable", `partner ${partner} is not configured`);
      const nonce = randomBytes(16).toString("hex");
      const body = JSON.stringify({ app_id: endpoint.appId, auth_code: code, timestamp: Math.floor(options.now().getTime() / 1000), nonce });
      const label = `partner ${partner} verify`;
      const res = await fetchProviderJson(fetchFn, label, endpoint.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", [PARTNER_SIGNATURE_HEADER]: signPartnerBody(endpoint.secret, body) },
        body,
      });
      const signature = res.headers.get(PARTNER_SIGNATURE_HEADER) ?? "";
      if (!safeEqual(signature.toLowerCase(), signPartnerBody(endpoint.secret, res.text))) {
        throw new LoginProviderError("unavailable", `${label}: answer signature invalid`);
      }
      if (res.json.nonce !== nonce) throw new LoginProviderError("unavailable", `${label}: answer nonce differs`);
      const resultCode = Number(res.json.code);
      if (resultCode === PARTNER_CODE_INVALID) throw new LoginProviderError("rejected", `${label}: code ${resultCode}`);
      if (res.status !== 200 || resultCode !== 0) throw new LoginProviderError("unavailable", `${label}: HTTP ${res.status}, code ${String(res.json.code)}`);
      const data = res.json.data && typeof res.json.data === "object" ? (res.json.data as Record<string, unknown>) : {};
      const subject = stringField(data, "user_id");
      if (!subject) throw new LoginProviderError("unavailable", `${label}: answer without user_id`);
      const mobile = stringField(data, "mobile");
      return mobile ? { subject, mobile } : { subject };
    },
  };
}
