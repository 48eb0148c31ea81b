import { z } from "zod";

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

/** The envelope every endpoint answers with: `{code, msg, data}` (spec section 8). */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** True when `code` means success (1 or 200, spec section 8). */
export function isSuccessCode(code: number): boolean {
  return code === ResultCode.OK || code === ResultCode.OK_HTTP;
}

/** Lists answer as `{list, total, page, page_size}` (ARCHITECTURE.md wire conventions). */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type Page<T> = { list: T[]; total: number; page: number; page_size: number };

/** Paging fields of every list request; form bodies carry strings, so numbers are coerced. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** Partner codes of spec section 6, sent as `partner_code` with calls that need it. */
export const ZPartnerCode = z.enum(["default", "kunshan", "changshu"]);
export type PartnerCode = z.infer<typeof ZPartnerCode>;
