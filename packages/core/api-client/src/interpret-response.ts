import { isSuccessCode, ResultCode } from "@wenlv/contract/codes";
import type { ApiMode } from "./endpoint-modes";
import { apiText } from "./strings";

/** Toast duration of every catalogue message, ms (spec section 9: "Toast duration 2000 ms"). */
export const TOAST_DURATION_MS = 2000;

/** HTTP statuses answered with the "network busy" toast (spec section 8). */
export const NETWORK_BUSY_STATUSES: readonly number[] = [404, 500, 502];

/**
 * Server messages for a wrong ID number; shown as "身份证号与姓名不一致" (ID and name do not
 * match) because the real-name check failed on the pair, not on the number alone (spec section 8).
 */
export const ID_NUMBER_WRONG_MESSAGES: readonly string[] = ["ID number wrong", "身份证号码错误"];

/** A toast to show: text and how long, ms. */
export type ToastRequest = { text: string; durationMs: number };

/**
 * What the client does with one answer. `fail` without `toast` means "only clear the toast".
 * `httpStatus` is 0 when no HTTP answer arrived (network error, timeout).
 */
export type ApiDecision =
  | { kind: "ok"; data: unknown }
  | { kind: "raw"; body: unknown }
  | { kind: "fail"; httpStatus: number; code: number; msg: string; toast?: ToastRequest }
  | { kind: "unauthorized" }
  | { kind: "network-busy"; httpStatus: number };

/** Input of {@link interpretResponse}: the HTTP status (0 = no answer), parsed body, URL, mode. */
export type ResponseInput = { httpStatus: number; body: unknown; url: string; mode?: ApiMode };

/** Code used in failures that carry no envelope (no answer, or a body that is not `{code,msg}`). */
export const NO_ENVELOPE_CODE = -1;

type EnvelopeLike = { code: number; msg: string; data: unknown };

/** Reads `{code, msg, data}`; a numeric string code ("1") is accepted as legacy servers send it. */
function readEnvelope(body: unknown): EnvelopeLike | null {
  if (body === null || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const code = typeof record.code === "string" && /^-?\d+$/.test(record.code) ? Number(record.code) : record.code;
  if (typeof code !== "number" || !Number.isFinite(code)) return null;
  const msg = typeof record.msg === "string" ? record.msg : "";
  return { code, msg, data: record.data };
}

function toast(text: string): ToastRequest {
  return { text, durationMs: TOAST_DURATION_MS };
}

/**
 * The spec section 8 error catalogue as one pure function.
 *
 * - HTTP 401 -> `unauthorized` (the "提示 / 请先登录 / 去登录" dialog);
 * - HTTP 404, 500, 502 -> `network-busy` (toast "网络繁忙，请刷新重试", 2 s); so is no answer at all
 *   (status 0) and an answer whose body is not an envelope, as the catalogue has no other message
 *   for a transport failure;
 * - "raw" mode (order create, vote, commission register, lucky draw) -> the body untouched;
 * - body code 1 or 200 -> `ok` with `data`;
 * - "quiet" mode (raffle, getMyInfo, product share, statistics, get_point, allowance price) -> any
 *   failure, including 401 and the network statuses, is a `fail` without toast: the toast is only
 *   cleared, and the caller decides (the login guard logs out on 401/4005 from getMyInfo);
 * - code 0 -> the server message for 2 s, "ID number wrong" shown as "身份证号与姓名不一致";
 * - codes 4005, 4006 and every other code -> failure showing the server message for 2 s.
 *
 * The mode comes from the endpoint table (`endpointArgs`); without one the answer is read as an
 * envelope. An empty server message is shown as
 * "请求失败" rather than an empty toast.
 */
export function interpretResponse(input: ResponseInput): ApiDecision {
  const mode = input.mode ?? "envelope";
  const { httpStatus, body } = input;
  const quiet = mode === "quiet";

  if (httpStatus === 401) {
    return quiet ? { kind: "fail", httpStatus, code: 401, msg: apiText("loginContent") } : { kind: "unauthorized" };
  }
  const envelope = readEnvelope(body);
  const transportFailure =
    httpStatus === 0 || NETWORK_BUSY_STATUSES.includes(httpStatus) || (mode === "raw" ? typeof body !== "object" || body === null : envelope === null);
  if (transportFailure) {
    return quiet
      ? { kind: "fail", httpStatus, code: envelope?.code ?? NO_ENVELOPE_CODE, msg: apiText("networkBusy") }
      : { kind: "network-busy", httpStatus };
  }
  if (mode === "raw") return { kind: "raw", body };
  if (envelope === null) return { kind: "network-busy", httpStatus };

  if (isSuccessCode(envelope.code)) return { kind: "ok", data: envelope.data };
  const msg = envelope.msg.trim();
  if (quiet) return { kind: "fail", httpStatus, code: envelope.code, msg };
  if (envelope.code === ResultCode.FAIL && ID_NUMBER_WRONG_MESSAGES.includes(msg)) {
    const shown = apiText("idNameMismatch");
    return { kind: "fail", httpStatus, code: envelope.code, msg: shown, toast: toast(shown) };
  }
  const shown = msg === "" ? apiText("requestFailed") : msg;
  return { kind: "fail", httpStatus, code: envelope.code, msg: shown, toast: toast(shown) };
}
