import ky, { type KyInstance } from "ky";
import { getApiClientConfig, onApiClientConfigured } from "./config";
import type { ApiMode } from "./endpoint-modes";
import { toFormBody, type FormValue } from "./form-body";

/** One call: a table entry's path (see `endpointArgs`), a body, the method (default POST) and mode. */
export type ApiArgs = {
  url: string;
  body?: Record<string, FormValue>;
  method?: "POST" | "GET";
  mode?: ApiMode;
  /** false: send no token (a cacheable public read, shared by every visitor and a CDN). Default true. */
  withToken?: boolean;
};

/** What arrived: the HTTP status (0 when nothing did) and the body (JSON-parsed when it parses). */
export type RawAnswer = { httpStatus: number; body: unknown };

/** Marks a request that must go without `Authorization` (removed before it leaves). */
const NO_TOKEN_HEADER = "x-wenlv-no-token";

let instance: KyInstance | null = null;
onApiClientConfigured(() => {
  instance = null;
});

function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== "null" ? origin : "http://localhost";
}

/**
 * The one ky instance (rebuilt only when the configuration changes): prefix = baseUrl (default the
 * page origin), no retries, no throwing on HTTP errors (the catalogue reads every status), and a
 * `beforeRequest` hook that adds `Authorization: Bearer <token>` when logged in.
 */
export function http(): KyInstance {
  if (instance) return instance;
  const config = getApiClientConfig();
  instance = ky.create({
    prefixUrl: config.baseUrl ?? pageOrigin(),
    retry: 0,
    timeout: config.timeoutMs,
    throwHttpErrors: false,
    fetch: (input, init) => (getApiClientConfig().fetch ?? globalThis.fetch)(input, init),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getApiClientConfig().getToken();
          if (token && !request.headers.has(NO_TOKEN_HEADER)) request.headers.set("Authorization", `Bearer ${token}`);
          request.headers.delete(NO_TOKEN_HEADER);
        },
      ],
    },
  });
  return instance;
}

/**
 * Sends one call through the ky instance. POST bodies are form-encoded with `token` (when logged
 * in), `partner_code` and `host` (when configured) added as fields; GET sends the same fields as the query string. Never
 * throws: a network error or timeout answers `{ httpStatus: 0, body: undefined }`.
 */
export async function send(args: ApiArgs): Promise<RawAnswer> {
  const config = getApiClientConfig();
  const token = args.withToken === false ? undefined : (config.getToken() ?? undefined);
  const fields = toFormBody(args.body, { token, partner_code: config.partnerCode, host: config.host });
  const [rawPath = "", query = ""] = args.url.split("?", 2);
  const path = rawPath.replace(/^\/+/, "");
  const urlParams = new URLSearchParams(query);
  try {
    let response: Response;
    if (args.method === "GET") {
      // ky replaces a URL's query string with `searchParams`, so the URL's own ones go in first.
      for (const [key, value] of fields) if (!urlParams.has(key)) urlParams.append(key, value);
      response = await http().get(path, { searchParams: urlParams, headers: args.withToken === false ? { [NO_TOKEN_HEADER]: "1" } : undefined });
    } else {
      response = await http().post(path, { body: fields, searchParams: query ? urlParams : undefined });
    }
    const text = await response.text();
    return { httpStatus: response.status, body: parseBody(text) };
  } catch {
    return { httpStatus: 0, body: undefined };
  }
}

function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
