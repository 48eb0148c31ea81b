import { randomBytes } from "node:crypto";
import { fetchProviderJson, LoginProviderError, stringField, type FetchLike } from "../login-identity";
import { signParams, verifyParams } from "../payment/sign";
import type { BankProvider } from "./types";

/** Settings of the real bank adapter (BANK_*). */
export type BankOpenApiOptions = {
  /** The bank's auth-code exchange endpoint (absolute URL). */
  authUrl: string;
  appId: string;
  /** Shared HMAC secret (>= 16 characters). */
  appSecret: string;
  now: () => Date;
  fetch?: FetchLike;
};

/** `ret_code` of success, and of an invalid, used or expired auth code. */
export const BANK_RET_OK = "0000";
export const BANK_RET_CODE_INVALID = "AUTH_CODE_INVALID";

/** The flat string fields of an answer (what the bank signs). */
function flatStrings(json: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(json)) {
    if (typeof v === "string") out[k] = v;
    else if (typeof v === "number" && Number.isFinite(v)) out[k] = String(v);
  }
  return out;
}

/**
 * The real bank adapter (BANK_PROVIDER=bank), in the signed-parameter style of Chinese bank open
 * platforms (the canonical form of providers/payment/sign.ts: non-empty parameters except `sign`
 * and `sign_type`, sorted by key, `k=v&k=v`, hex HMAC-SHA256 with BANK_APP_SECRET):
 *
 * Request: `POST <BANK_AUTH_URL>` form-encoded `app_id, auth_code, timestamp (unix seconds),
 * nonce_str (32 hex), sign_type=HMAC-SHA256, sign`.
 *
 * Answer: JSON with flat fields, signed the same way in `sign`: `{ret_code: "0000", ret_msg,
 * nonce_str: <echo>, customer_id, mobile?}`; `ret_code: "AUTH_CODE_INVALID"` for an invalid, used
 * or expired code; any other ret_code is a bank-side failure. An answer with a wrong signature or
 * another nonce is refused ("unavailable"), so a forged answer cannot log anyone in.
 */
export function createBankOpenApi(options: BankOpenApiOptions): BankProvider {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "bank",
    sandbox: null,
    async exchange(code) {
      const nonce = randomBytes(16).toString("hex");
      const params: Record<string, string> = {
        app_id: options.appId,
        auth_code: code,
        timestamp: String(Math.floor(options.now().getTime() / 1000)),
        nonce_str: nonce,
        sign_type: "HMAC-SHA256",
      };
      params.sign = signParams(params, options.appSecret);
      const res = await fetchProviderJson(fetchFn, "bank auth", options.authUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(params).toString(),
      });
      const fields = flatStrings(res.json);
      if (!verifyParams(fields, options.appSecret)) throw new LoginProviderError("unavailable", "bank auth: answer signature invalid");
      if (fields.nonce_str !== nonce) throw new LoginProviderError("unavailable", "bank auth: answer nonce differs");
      if (fields.ret_code === BANK_RET_CODE_INVALID) throw new LoginProviderError("rejected", "bank auth: AUTH_CODE_INVALID");
      if (res.status !== 200 || fields.ret_code !== BANK_RET_OK) {
        throw new LoginProviderError("unavailable", `bank auth: HTTP ${res.status}, ret_code ${fields.ret_code ?? "-"}`);
      }
      const subject = stringField(fields, "customer_id");
      if (!subject) throw new LoginProviderError("unavailable", "bank auth: answer without customer_id");
      const mobile = stringField(fields, "mobile");
      return mobile ? { subject, mobile } : { subject };
    },
  };
}
