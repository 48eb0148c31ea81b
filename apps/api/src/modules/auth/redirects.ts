/** Where a login goes back to when the app sent no usable `redirect`: the account tab. */
export const DEFAULT_RETURN_PATH = "/User";

/**
 * `redirect` when it is an in-app path (one leading "/", not "//", no backslash or control
 * characters, at most 512 characters, staying on the origin), else "/User". Keeps the login
 * redirects from becoming open redirects (OWASP Unvalidated Redirects and Forwards).
 */
export function inAppPath(redirect: unknown): string {
  if (typeof redirect !== "string" || redirect.length === 0 || redirect.length > 512) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex
  if (!redirect.startsWith("/") || redirect.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(redirect)) return DEFAULT_RETURN_PATH;
  const base = "http://in-app.invalid";
  return new URL(redirect, base).origin === base ? redirect : DEFAULT_RETURN_PATH;
}

/**
 * True when a sandbox page may send the browser to `uri`: a path on this origin (as
 * {@link inAppPath} allows), an absolute http(s) URL on the origin of `publicUrl`, or on localhost /
 * 127.0.0.1 at any port (development servers). Anything else is refused: no open redirect.
 */
export function isAllowedReturnUrl(uri: unknown, publicUrl: string): uri is string {
  if (typeof uri !== "string" || uri.length === 0 || uri.length > 2048) return false;
  if (uri.startsWith("/")) return inAppPath(uri) === uri;
  let target: URL;
  try {
    target = new URL(uri);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  if (target.username || target.password) return false;
  if (target.origin === new URL(publicUrl).origin) return true;
  return target.hostname === "localhost" || target.hostname === "127.0.0.1";
}

/** `url` with `params` appended to its query (before any #fragment), empty values skipped. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const hashAt = url.indexOf("#");
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.append(k, v);
  const extra = q.toString();
  if (!extra) return url;
  return `${base}${base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?"}${extra}${hash}`;
}

/** The origin a sandbox page's form may finally land on (for its CSP form-action), or null for this origin. */
export function returnOrigin(uri: string): string | null {
  return uri.startsWith("/") ? null : new URL(uri).origin;
}
