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
