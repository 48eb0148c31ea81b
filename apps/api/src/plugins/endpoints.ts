import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AnswerMode, AnyEndpoint, EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import { isSuccessCode, type Envelope } from "@wenlv/contract/envelope";
import { CATALOGUE_TAG, type CachedAnswer } from "../cache/response-cache";
import type { AuthSession } from "../context";
import { currentSession, requireUser } from "./auth";
import { etagOf, sendCacheable } from "./etag";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer mode of a route registered from the endpoint table (the error handler reads it). */
    answerMode?: AnswerMode;
  }
}

/**
 * Fields every call carries for transport (api-client adds them), never part of an endpoint's own
 * fields unless its schema declares them: `host` (the bank shell's, decision 026) is declared by the
 * scenic list and detail, whose answers depend on it, and dropped everywhere else.
 */
export const TRANSPORT_FIELDS: readonly string[] = ["token", "partner_code", "host"];

/** `Cache-Control` of a cacheable GET by the entry's `cacheable` kind (contract endpoint.ts). */
export const CACHE_CONTROL = {
  catalogue: "public, max-age=60, stale-while-revalidate=300",
  live: "no-cache",
} as const;

/** The session a handler sees: always there behind `access: "user"`, else the token's or null. */
type SessionOf<E extends AnyEndpoint> = E["access"] extends "user" ? AuthSession : AuthSession | null;

/** One call as a handler receives it: the parsed input, the session, and Fastify's request and reply. */
export type EndpointCall<E extends AnyEndpoint> = {
  input: EndpointParsed<E>;
  session: SessionOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler answers: the envelope with `data` typed by the response schema (`ok(data, msg)`),
 * or the reply it sent itself (a redirect, a 401).
 */
export type EndpointAnswer<E extends AnyEndpoint> = Envelope<EndpointResult<E>> | FastifyReply;

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointAnswer<E>>;

/** What a route adds to its table entry. */
export type RouteOptions<E extends AnyEndpoint> = {
  /**
   * What the answer to `input` of a cacheable entry depends on, as tags of the catalogue cache
   * (cache/response-cache.ts); a message on the bus that drops a tag drops the answer. Default
   * `["catalogue"]` (spots, products, SKUs).
   */
  cacheTags?: (input: EndpointParsed<E>) => readonly string[];
};

const DEFAULT_CACHE_TAGS: readonly string[] = [CATALOGUE_TAG];
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The catalogue-cache key of a request: the path and the request's own fields as sent (transport
 * fields left out), JSON-encoded, so no crafted field name or value can stand for other fields.
 * Fields written in another order or another way ("1", "01") get their own entry.
 */
export function cacheKeyOf(path: string, fields: unknown, dropped: readonly string[]): string {
  if (!fields || typeof fields !== "object") return path;
  let own = fields as Record<string, unknown>;
  if (dropped.some((k) => k in own)) {
    own = { ...own };
    for (const k of dropped) delete own[k];
  }
  return `${path} ${JSON.stringify(own)}`;
}

/**
 * Thrown (in tests) when an answer does not match its endpoint's response schema; the error handler
 * answers HTTP 500 with the first issue, so the test that made the call fails and says why.
 */
export class ResponseContractError extends Error {
  constructor(
    public readonly path: string,
    public readonly issues: z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(`answer of ${path} breaks its response schema at ${first?.path.join(".") || "(root)"}: ${first?.message ?? "invalid"}`);
    this.name = "ResponseContractError";
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === "object" && value !== null && "code" in value && "msg" in value;
}

/** Checks a success envelope's `data` against the response schema; failures carry `data: null` and pass. */
function checkAnswer(path: string, schema: z.ZodType, payload: unknown): void {
  if (!isEnvelope(payload) || !isSuccessCode(payload.code)) return;
  const result = schema.safeParse(payload.data);
  if (!result.success) throw new ResponseContractError(path, result.error.issues);
}

/** The object keys a request schema declares (a `z.object`), or null for other schemas. */
function declaredKeys(schema: z.ZodType): ReadonlySet<string> | null {
  const shape = (schema as { shape?: unknown }).shape;
  return shape && typeof shape === "object" ? new Set(Object.keys(shape)) : null;
}

/**
 * Registers the Fastify route(s) of one table entry (ARCHITECTURE.md: the API registers its routes
 * from the endpoint table):
 * - the request is validated by the entry's request schema (fastify-type-provider-zod's validator
 *   compiler) from the form/JSON body, or from the query string on GET; a field the schema does
 *   not own is refused when the schema is strict (code 0, mass-assignment guard), after the
 *   transport fields `token`, `partner_code` and `host` are dropped (unless the schema declares them);
 * - `access: "user"` answers HTTP 401 + 4005 without a valid session (spec section 8);
 * - `cacheable` entries are answered on GET with an ETag and their Cache-Control, and on POST; an
 *   anonymous one is answered from the node's catalogue cache (`app.ctx.catalogueCache`,
 *   docs/decisions/014) while it holds the answer to the same fields: before the body is validated,
 *   with the body and ETag serialised when it was stored (no database, no serialising). A success
 *   answer is stored with `options.cacheTags(input)` unless one of them was invalidated while it was
 *   computed. Such an answer must depend on its fields and the catalogue only, never on the caller;
 * - under NODE_ENV=test every success answer is parsed with the response schema, and an answer
 *   that breaks it fails the call (HTTP 500 naming the field), so every API test checks the contract.
 * Validation failures reach the error handler, which answers code 0 with the schema's Chinese message
 * (HTTP 200, or HTTP 400 for a "redirect" entry: the browser navigated there, no envelope reader).
 */
export async function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions<E> = {},
): Promise<void> {
  const { request: requestSchema, response } = await endpoint.schemas();
  const { ctx } = app;
  const checkResponses = ctx.config.nodeEnv === "test" && endpoint.mode !== "redirect";
  const declared = declaredKeys(requestSchema);
  const dropped = TRANSPORT_FIELDS.filter((field) => !declared?.has(field));
  const cache = endpoint.cacheable && endpoint.access === "anonymous" ? ctx.catalogueCache : null;
  const cacheTags = options.cacheTags ?? (() => DEFAULT_CACHE_TAGS);
  /** The key and ticket of a request the cache missed, so the handler can store its answer. */
  const fills = new WeakMap<FastifyRequest, { key: string; ticket: number }>();

  const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl: string | null): FastifyReply =>
    cacheControl ? sendCacheable(request, reply, answer.body, JSON_TYPE, cacheControl, answer.etag) : reply.type(JSON_TYPE).send(answer.body);

  const prepareInput = async (request: FastifyRequest): Promise<void> => {
    const fromQuery = request.method === "GET" || request.method === "HEAD";
    const source = fromQuery ? request.query : request.body;
    const fields = source && typeof source === "object" ? { ...(source as Record<string, unknown>) } : {};
    for (const field of dropped) delete fields[field];
    if (fromQuery) request.query = fields;
    else request.body = fields;
  };

  const run = async (request: FastifyRequest, reply: FastifyReply): Promise<EndpointAnswer<E>> => {
    const fromQuery = request.method === "GET" || request.method === "HEAD";
    const session = (endpoint.access === "user" ? currentSession(request) : request.session) as SessionOf<E>;
    const input = (fromQuery ? request.query : request.body) as EndpointParsed<E>;
    return handler({ input, session, request, reply });
  };

  const methods: ("GET" | "POST")[] = endpoint.cacheable ? ["GET", "POST"] : [endpoint.method];
  for (const method of methods) {
    const cached = method === "GET" && endpoint.cacheable ? CACHE_CONTROL[endpoint.cacheable] : null;
    // A callback hook (no promise per call): the hit path is the hot one.
    const serveCached = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void => {
      if (!cache) return done();
      const key = cacheKeyOf(endpoint.path, method === "GET" ? request.query : request.body, dropped);
      const hit = cache.get(key, ctx.now().getTime());
      if (hit) {
        sendAnswer(request, reply, hit, cached);
        return;
      }
      fills.set(request, { key, ticket: cache.ticket() });
      done();
    };
    const preValidation = endpoint.access === "user" ? [requireUser, prepareInput] : cache ? [serveCached, prepareInput] : prepareInput;
    app.route({
      method,
      url: endpoint.path,
      config: { answerMode: endpoint.mode },
      schema: method === "GET" ? { querystring: requestSchema } : { body: requestSchema },
      // The library's compiler is typed per schema; the route's schema object holds one zod schema.
      validatorCompiler: validatorCompiler as FastifySchemaCompiler<unknown>,
      // Login is checked before the body, so an anonymous call gets the 401 whatever it sent; a
      // cached answer is sent before validation (it was stored from fields that passed it).
      preValidation,
      ...(checkResponses && !cached && !cache
        ? { preSerialization: async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => (checkAnswer(endpoint.path, response, payload), payload) }
        : {}),
      handler: async (request, reply) => {
        const answer = await run(request, reply);
        if ((!cached && !cache) || answer === (reply as unknown)) return answer;
        if (checkResponses) checkAnswer(endpoint.path, response, answer);
        const body = Buffer.from(JSON.stringify(answer));
        const serialised: CachedAnswer = { body, etag: cached ? etagOf(body) : "" };
        const fill = fills.get(request);
        if (cache && fill && isEnvelope(answer) && isSuccessCode(answer.code)) {
          serialised.etag ||= etagOf(body);
          const input = (method === "GET" ? request.query : request.body) as EndpointParsed<E>;
          cache.set(fill.key, serialised, cacheTags(input), ctx.now().getTime(), fill.ticket);
        }
        return sendAnswer(request, reply, serialised, cached);
      },
    });
  }
}
