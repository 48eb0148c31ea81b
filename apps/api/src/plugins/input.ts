import type { FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Parses the fields of a request with a contract schema: the query string for GET, the form or
 * JSON body otherwise. Throws the ZodError, which the error handler answers as code 0 with the
 * schema's Chinese message (spec section 8).
 */
export function input<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const source = request.method === "GET" || request.method === "HEAD" ? request.query : request.body;
  return schema.parse(source && typeof source === "object" ? source : {});
}

/** Fields every call carries for transport (api-client adds them), never part of a write's own fields. */
export const TRANSPORT_FIELDS: readonly string[] = ["token", "partner_code"];

/**
 * Like {@link input} for write endpoints with a strict schema (`z.strictObject`): drops the
 * transport fields (`token`, `partner_code`) first, so any other field the endpoint does not own
 * (user_id, status, price_fen ...) fails the parse and is refused with code 0 (mass-assignment
 * guard, OWASP API3:2023). Nothing is written when the parse fails.
 */
export function writeInput<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const source = request.method === "GET" || request.method === "HEAD" ? request.query : request.body;
  const fields = source && typeof source === "object" ? { ...(source as Record<string, unknown>) } : {};
  for (const key of TRANSPORT_FIELDS) delete fields[key];
  return schema.parse(fields);
}
