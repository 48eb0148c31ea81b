import type { SerializedError } from "@reduxjs/toolkit";
import { apiErrorMessage, type ApiError } from "@wenlv/api-client";

/**
 * The message to show for a failed call: the api-client's `msg` (already the spec section 8
 * wording, e.g. 身份证号与姓名不一致), or `fallback` for an error that never reached the API.
 */
export function apiErrorText(error: ApiError | SerializedError, fallback: string): string {
  return apiErrorMessage(error) || fallback;
}
