import { runDecision } from "./feedback";
import { send, type ApiArgs } from "./http";
import { interpretResponse, NO_ENVELOPE_CODE } from "./interpret-response";
import { apiText } from "./strings";

/**
 * A failed call as features see it (RTK Query `error`): `status` is the HTTP status (0 = no
 * answer), `code` the envelope code (-1 when there was no envelope, 401 for HTTP 401), `msg` the
 * message already shown to the user (or that would have been, for quiet endpoints).
 */
export type ApiError = { status: number; code: number; msg: string };

/**
 * The user-readable message of a failed call: the `msg` of an {@link ApiError} (already in the
 * spec section 8 wording and already shown), or "" for anything else (a SerializedError, undefined).
 */
export function apiErrorMessage(error: unknown): string {
  return error && typeof error === "object" && "msg" in error && typeof error.msg === "string" ? error.msg : "";
}

/** Result of {@link requestApi}: `data` (envelope `data`, or the whole body in "raw" mode) or `error`. */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * Sends one call and applies the section 8 catalogue (toasts, the 401 dialog) before answering.
 * Never throws. Use it outside RTK Query (guards, tracking); features use the `api` endpoints.
 */
export async function requestApi<T = unknown>(args: ApiArgs): Promise<ApiResult<T>> {
  const answer = await send(args);
  const decision = interpretResponse({ ...answer, url: args.url, mode: args.mode });
  runDecision(decision);
  switch (decision.kind) {
    case "ok":
      return { data: decision.data as T };
    case "raw":
      return { data: decision.body as T };
    case "fail":
      return { error: { status: decision.httpStatus, code: decision.code, msg: decision.msg } };
    case "unauthorized":
      return { error: { status: 401, code: 401, msg: apiText("loginContent") } };
    case "network-busy":
      return { error: { status: decision.httpStatus, code: NO_ENVELOPE_CODE, msg: apiText("networkBusy") } };
  }
}
