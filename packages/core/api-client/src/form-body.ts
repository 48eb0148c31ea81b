/** A value a request body field may hold before form encoding. */
export type FormValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

/**
 * Encodes a request body as `application/x-www-form-urlencoded` fields (spec section 7: "All
 * request bodies are form-encoded").
 *
 * Field rules, chosen so every value survives one round trip unambiguously:
 * - strings as they are; finite numbers in decimal; booleans as "1" / "0" (the legacy API's flags,
 *   e.g. `agree_privacy=1`, and accepted by zod's `stringbool`);
 * - arrays and plain objects as JSON (`ids=[1,2]`, `data={"a":1}`): a repeated key cannot tell a
 *   one-element array from a scalar, JSON can;
 * - `null` and `undefined` fields are left out.
 * `extra` fields (token, partner_code) are appended after the caller's, unless the caller set them.
 */
export function toFormBody(body: Record<string, FormValue> | undefined, extra: Record<string, string | null | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) {
    const encoded = encodeField(value);
    if (encoded !== undefined) params.append(key, encoded);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== null && value !== undefined && value !== "" && !params.has(key)) params.append(key, value);
  }
  return params;
}

function encodeField(value: FormValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "boolean") return value ? "1" : "0";
  return JSON.stringify(value);
}
