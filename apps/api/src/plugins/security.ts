import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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

/** Security headers on every answer (@fastify/helmet) with the CSP of {@link cspDirectives}. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Covers may be loaded from the image host (another origin in production).
    crossOriginResourcePolicy: { policy: "same-site" },
    hsts: config.publicUrl.startsWith("https://"),
  });
}
