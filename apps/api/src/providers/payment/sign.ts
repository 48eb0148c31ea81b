import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The string a gateway signs: every non-empty parameter except `sign` and `sign_type`, sorted by
 * key, joined as `k=v&k=v` (the common Alipay / WeChat Pay v2 canonical form).
 */
export function canonicalParams(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== "sign" && k !== "sign_type" && params[k] !== undefined && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

/** Hex HMAC-SHA256 of `canonicalParams(params)` with `secret`. */
export function signParams(params: Record<string, string>, secret: string): string {
  return createHmac("sha256", secret).update(canonicalParams(params), "utf8").digest("hex");
}

/** True when `params.sign` is the HMAC of the other parameters; compared in constant time. */
export function verifyParams(params: Record<string, string>, secret: string): boolean {
  const given = params.sign;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signParams(params, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}
