import { ResultCode, type Envelope } from "@wenlv/contract/envelope";

/** A success answer `{code: 1, msg: "ok", data}` (spec section 8). */
export function ok<T>(data: T, msg = "ok"): Envelope<T> {
  return { code: ResultCode.OK, msg, data };
}

/** A failure answer `{code, msg, data: null}`; `code` 0 shows `msg`, 4005/4006 likewise (spec section 8). */
export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/**
 * A business failure thrown from services; the error handler answers `fail(code, msg)` with
 * `httpStatus` (default 200: the envelope carries the outcome, spec section 8). Use code 0 for a
 * message the user should read, 4006 for a refusal (rate limit, sold out), 4005 with 401 for login.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly httpStatus = 200,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Code 0 failure with a message shown to the user. */
export function userError(msg: string): AppError {
  return new AppError(ResultCode.FAIL, msg);
}

/** Code 4006 refusal with its message (rate limits, stock, state). */
export function refused(msg: string): AppError {
  return new AppError(ResultCode.REFUSED, msg);
}
