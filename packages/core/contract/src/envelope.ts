import { z } from "zod";
import { PARTNER_CODES } from "./codes";

export { isSuccessCode, isPartnerCode, PARTNER_CODES, ResultCode } from "./codes";
export type { PartnerCode } from "./codes";

/** The envelope every endpoint answers with: `{code, msg, data}` (spec section 8). */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };


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
export const ZPartnerCode = z.enum(PARTNER_CODES);

/** Request of an endpoint that takes no fields of its own (the client still adds token, partner_code). */
export const ZNoFields = z.object({});
export type NoFields = z.input<typeof ZNoFields>;

/** `data` of an answer that carries nothing (`null`), e.g. cancel, logout, tracking. */
export const ZNull = z.null();

/** `data` of a delete answering the removed id. */
export const ZRemovedId = z.object({ id: z.number().int() });
export type RemovedId = z.infer<typeof ZRemovedId>;

/** Wraps a list answered as `{list}` (no paging: the user's own short lists). */
export const ZListOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
