import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * The Content-Security-Policy directives the built React app passes (issue 2 section 3):
 * scripts only from this origin; inline styles allowed because antd-mobile injects style
 * attributes and <style> tags; images from here, data:/blob: URLs and the image host; calls only to
 * this origin. `upgrade-insecure-requests` only when the public URL is https, so a plain-http
 * localhost keeps working.
 */
export function cspDirectives(config: Pick<Config, "imageHost" | "publicUrl">): Record<string, string[] | null> {
  const imageOrigin = new URL(config.imageHost).origin;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", imageOrigin],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "script-src-attr": ["'none'"],
    "upgrade-insecure-requests": config.publicUrl.startsWith("https://") ? [] : null,
  };
}

/** Headers of an empty answer that are not security headers (left out of the probe's result). */
const NOT_SECURITY = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The security headers @fastify/helmet sends with our options, computed once: a throwaway Fastify
 * app with the plugin answers one injected request and its headers are kept. The options hold no
 * per-request part (no CSP nonces), so every answer gets the same headers.
 */
export async function securityHeaders(config: Pick<Config, "imageHost" | "publicUrl">): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Covers may be loaded from the image host (another origin in production).
    crossOriginResourcePolicy: { policy: "same-site" },
    hsts: config.publicUrl.startsWith("https://"),
  });
  probe.get("/", async () => "");
  const res = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * The security headers of a data answer of the API (JSON under /api/), after the OWASP REST
 * Security Cheat Sheet ("Security headers"): nothing may load or frame it (`default-src 'none';
 * frame-ancestors 'none'`, `X-Frame-Options: DENY`), no MIME sniffing, no referrer, readable by the
 * same site only; HSTS as `documents` (helmet's set) has it. Headers that only mean something for a document (COOP,
 * Origin-Agent-Cluster, DNS prefetch, X-Download-Options, X-XSS-Protection, cross-domain policies)
 * are left out: each answer is written with 9 fewer headers (docs/decisions/028).
 */
export function apiSecurityHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents["strict-transport-security"];
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-site",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...(hsts ? { "strict-transport-security": hsts } : {}),
  };
}

/** True for a URL answered with {@link apiSecurityHeaders}: /api/ except the sandbox providers' HTML pages under /api/dev/. */
export function isApiDataUrl(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/dev/");
}

/**
 * Security headers on every answer, set from precomputed sets in one onRequest hook: the API's
 * data answers get {@link apiSecurityHeaders}; documents (the app, static files, the sandbox
 * pages) helmet's, with the CSP of {@link cspDirectives} ({@link securityHeaders}).
 * @fastify/helmet itself builds helmet's middleware anew on every request, which alone cost a
 * cached catalogue answer about a third of its rate (issue 8; docs/decisions/014); a route may
 * still override one (covers set their own CSP).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const documents = await securityHeaders(config);
  const data = apiSecurityHeaders(documents);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiDataUrl(request.url) ? data : documents);
    done();
  });
}
