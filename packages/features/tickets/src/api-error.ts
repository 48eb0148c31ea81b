/**
 * The user-readable message of a failed call: api-client errors are `{status, code, msg}` whose
 * `msg` was already shown per spec section 8. Anything else (a SerializedError) gives "".
 */
export function apiErrorMessage(error: unknown): string {
  return error && typeof error === "object" && "msg" in error && typeof error.msg === "string" ? error.msg : "";
}
