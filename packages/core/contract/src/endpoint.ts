// The endpoint table's building block (docs/decisions/010-endpoint-table.md). No runtime zod here:
// the app loads endpoint entries at start, and their schemas only when something asks for them.
import type { z } from "zod";

/**
 * Who may call an endpoint:
 * - "anonymous": anyone (a valid token, when sent, is still read: tracking records the user);
 * - "user": a logged-in user; without a valid token the API answers HTTP 401 + code 4005 (spec section 8);
 * - "host": a host system authenticated by its own signature, not a user token (provider callbacks).
 */
export type Access = "anonymous" | "user" | "host";

/**
 * How an answer is read (spec section 8):
 * - "envelope": `{code, msg, data}`; success yields `data`, failures show the catalogue's feedback;
 * - "quiet": like envelope, but a failure only clears the toast (getMyInfo, pay-status polls);
 * - "raw": the envelope passes through untouched and the caller reads `code` (order create);
 * - "redirect": a GET the browser navigates to; the API answers 302 (provider authorisation).
 */
export type AnswerMode = "envelope" | "quiet" | "raw" | "redirect";

/** The request and response schemas of one endpoint (the response schema describes `data`). */
export type EndpointSchemas<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  request: Req;
  response: Res;
};

/**
 * One endpoint of the product API, declared once and read by both halves: the API registers its
 * Fastify route from it, the app builds its RTK Query endpoint from it.
 *
 * `schemas` loads the zod schemas on demand (a dynamic import of the domain's schema module), so
 * the app's start-up bundle carries the table without zod; the API loads them at registration.
 */
export type Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  /** Path on the API origin, e.g. "/api/order/create"; written nowhere else outside tests. */
  readonly path: `/api/${string}`;
  /** The method the app calls with. Form-encoded body for POST, query string for GET. */
  readonly method: "POST" | "GET";
  /**
   * A public read answered on GET (fields in the query string) with an ETag, and on POST (form
   * body) for older callers. "catalogue": `Cache-Control: public, max-age=60,
   * stale-while-revalidate=300`, so browsers and a CDN keep it; "live" (stock, keys): `no-cache`,
   * revalidated by ETag on every use. The app calls a cacheable endpoint with GET and no token.
   */
  readonly cacheable?: "catalogue" | "live";
  readonly access: Access;
  readonly mode: AnswerMode;
  readonly schemas: () => Promise<EndpointSchemas<Req, Res>>;
};

/** Any endpoint (for tables and registries). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? Req : never;
type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? Res : never;

/** What the app sends (`z.input` of the request schema; the client adds `token` and `partner_code`). */
export type EndpointInput<E extends AnyEndpoint> = z.input<RequestOf<E>>;
/** What the API handler receives after parsing (`z.output` of the request schema). */
export type EndpointParsed<E extends AnyEndpoint> = z.output<RequestOf<E>>;
/** The answer's `data` (`z.output` of the response schema): what the handler returns and the app reads. */
export type EndpointResult<E extends AnyEndpoint> = z.output<ResponseOf<E>>;
/** The answer's `data` before parsing (`z.input` of the response schema). */
export type EndpointResultInput<E extends AnyEndpoint> = z.input<ResponseOf<E>>;

/**
 * Declares an endpoint. Returns the definition unchanged, its literals kept (access, mode, path), so
 * a table entry reads as data:
 *
 * ```ts
 * export const scenicList = defineEndpoint({
 *   path: "/api/scenic/list", method: "GET", cacheable: "catalogue", access: "anonymous", mode: "envelope",
 *   schemas: schemasOf(scenic, "ZScenicListRequest", "ZScenicListPage"),
 * });
 * ```
 */
export function defineEndpoint<const D extends AnyEndpoint>(definition: D): D {
  return definition;
}

/**
 * A lazy loader of one endpoint's schemas: `load` imports the domain's schema module, `request` and
 * `response` name its exports. The names are checked by the compiler; the module is imported only
 * when the loader runs (by the API at registration, by tests, or by a form that validates with it).
 */
export function schemasOf<M, RK extends keyof M, SK extends keyof M>(
  load: () => Promise<M>,
  request: RK,
  response: SK,
): () => Promise<EndpointSchemas<M[RK] & z.ZodType, M[SK] & z.ZodType>> {
  return async () => {
    const module = await load();
    return { request: module[request] as M[RK] & z.ZodType, response: module[response] as M[SK] & z.ZodType };
  };
}
