import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Strong ETag of a payload: a quoted SHA-1 of its bytes (RFC 9110 section 8.8.3). */
export function etagOf(payload: string | Buffer): string {
  return `"${createHash("sha1").update(payload).digest("base64url")}"`;
}

/**
 * Sends a cacheable answer (read-only catalogue GETs, ARCHITECTURE.md): sets ETag and
 * Cache-Control, and answers 304 with no body when If-None-Match already holds the ETag.
 * `etag` defaults to {@link etagOf} the payload (a cached answer passes the one it computed once).
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
  contentType: string,
  cacheControl: string,
  etag: string = etagOf(payload),
): FastifyReply {
  reply.header("ETag", etag).header("Cache-Control", cacheControl);
  const inm = request.headers["if-none-match"];
  if (typeof inm === "string" && inm.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(payload);
}
