import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ResultCode } from "@wenlv/contract/envelope";
import type { AuthSession } from "../context";
import { AppError, fail } from "./envelope";

/**
 * The token of a request: `Authorization: Bearer <token>`, else the form/JSON field `token`, else
 * the query field `token` (ARCHITECTURE.md: the token travels as a header and as a form field).
 */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === "string") {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (m?.[1]) return m[1];
  }
  for (const source of [request.body, request.query]) {
    if (source && typeof source === "object") {
      const value = (source as Record<string, unknown>).token;
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
  }
  return null;
}

/**
 * The live session of a token at `now` (not revoked, not expired), or null. The auth module owns the
 * sessions table and hands its lookup in (server.ts, behind the session cache of
 * cache/session-cache.ts), so this plugin imports no module.
 */
export type SessionLookup = (token: string, now: Date) => Promise<AuthSession | null>;

/**
 * Decorates every request with `request.session` ({userId, sessionId, signingKey} or null), looked
 * up with `findSession` after the body is parsed so the form field `token` counts. Requests without
 * a token cost no query; with a token, none while the session cache holds it.
 */
export function installTokenAuth(app: FastifyInstance, findSession: SessionLookup): void {
  app.decorateRequest("session", null);
  // A callback hook: the many calls without a token (catalogue reads) pay for no promise.
  app.addHook("preValidation", (request, _reply, done) => {
    const token = tokenOf(request);
    if (!token) return done();
    findSession(token, app.ctx.now()).then((session) => {
      request.session = session;
      done();
    }, done);
  });
}

/**
 * preHandler for login-required endpoints: without a valid session answers HTTP 401 with
 * `{code: 4005, msg: "请先登录"}` (spec section 8: the client shows the log-in dialog).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.session) return reply.code(401).send(fail(ResultCode.TOKEN_INVALID, "请先登录"));
  return undefined;
}

/**
 * The session of a request behind {@link requireUser}; throws AppError 4005 / HTTP 401 when there is
 * none (so a handler that forgot the preHandler still refuses).
 */
export function currentSession(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError(ResultCode.TOKEN_INVALID, "请先登录", 401);
  return request.session;
}
