// Wire constants the app needs at start, without zod (the schemas are in envelope.ts).

/**
 * Answer codes of spec section 8. 1 and 200 are success; 0 is a failure whose message is shown;
 * 4005/4006 are failures whose message is shown for 2 s. Other codes used by this API are failures
 * too (the client treats every code other than 1/200 as failure, per section 8).
 */
export const ResultCode = {
  OK: 1,
  OK_HTTP: 200,
  FAIL: 0,
  /** Login expired or token invalid for an endpoint that answers in the envelope. */
  TOKEN_INVALID: 4005,
  /** Request refused by a business rule that has its own message (e.g. sold out, rate limited). */
  REFUSED: 4006,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** True when `code` means success (1 or 200, spec section 8). */
export function isSuccessCode(code: number): boolean {
  return code === ResultCode.OK || code === ResultCode.OK_HTTP;
}

/** Partner codes of spec section 6, sent as `partner_code` with calls that need it. */
export const PARTNER_CODES = ["default", "kunshan", "changshu"] as const;
export type PartnerCode = (typeof PARTNER_CODES)[number];

/** True when `value` is one of the partner codes of spec section 6. */
export function isPartnerCode(value: unknown): value is PartnerCode {
  return typeof value === "string" && (PARTNER_CODES as readonly string[]).includes(value);
}
