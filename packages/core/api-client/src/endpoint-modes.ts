import type { AnswerMode } from "@wenlv/contract/endpoint";

/**
 * How the client treats an answer (spec section 8), from the endpoint table's `mode`:
 * - "envelope": `{code, msg, data}`; success yields `data`, failures show the catalogue's feedback;
 * - "quiet": like envelope, but a failure shows nothing and only clears the toast (spec section 8:
 *   raffle, getMyInfo, product share, statistics, get_point, allowance price);
 * - "raw": the body is returned untouched, whatever its code (order create, vote, commission
 *   register, lucky draw).
 * Each endpoint's mode is declared once, in its `@wenlv/contract/endpoints/*` entry.
 */
export type ApiMode = Exclude<AnswerMode, "redirect">;
