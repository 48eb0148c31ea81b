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
 * Security headers on every answer (helmet's, with the CSP of {@link cspDirectives}), set from
 * the precomputed {@link securityHeaders} in one onRequest hook. @fastify/helmet itself builds
 * helmet's middleware anew on every request, which alone cost a cached catalogue answer about a
 * third of its rate (issue 8; docs/decisions/014); a route may still override one (covers set
 * their own CSP).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await securityHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
