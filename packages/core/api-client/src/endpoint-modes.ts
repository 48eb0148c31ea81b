/**
 * How the client treats an endpoint's answer (spec section 8):
 * - "envelope": `{code, msg, data}`; success yields `data`, failures show the catalogue's feedback;
 * - "quiet": like envelope, but a failure shows nothing and only clears the toast
 *   (raffle, getMyInfo, product share, statistics, get_point, allowance price);
 * - "raw": the body is returned untouched, whatever its code
 *   (order create, vote, commission register, lucky draw).
 */
export type ApiMode = "envelope" | "raw" | "quiet";

/**
 * Paths whose failures stay quiet (spec section 8). The spec names these calls but not all their
 * paths, so each pattern matches the name as a path segment in the spellings the old API used
 * (camelCase, snake_case or a domain folder: `productShare`, `product_share`, `product/share`).
 */
export const QUIET_ENDPOINTS: readonly RegExp[] = [
  /\/raffle/i,
  /\/getMyInfo$/i,
  /\/product[/_]?share(?:\/|$)/i,
  /statistics(?:\/|$)/i,
  /\/get_?point$/i,
  /\/(?:product[/_]?)?allowance[/_]?price(?:\/|$)/i,
];

/**
 * Paths whose answers pass through untouched (spec section 8): the caller reads `code` itself.
 * `/api/order/create` is the documented one (spec section 7).
 */
export const PASS_THROUGH_ENDPOINTS: readonly RegExp[] = [
  /\/order\/create$/i,
  /\/vote$/i,
  /\/commission[/_]?register$/i,
  /\/lucky[/_]?draw$/i,
];

/** The path of a request URL without origin, query string or trailing slash. */
function pathOf(url: string): string {
  const noQuery = url.split(/[?#]/, 1)[0] ?? "";
  const path = noQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "");
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
}

/**
 * The default mode of a URL: "raw" for pass-through endpoints, "quiet" for quiet ones, otherwise
 * "envelope". A request may always name its mode explicitly instead.
 */
export function endpointMode(url: string): ApiMode {
  const path = pathOf(url);
  if (PASS_THROUGH_ENDPOINTS.some((re) => re.test(path))) return "raw";
  if (QUIET_ENDPOINTS.some((re) => re.test(path))) return "quiet";
  return "envelope";
}
