import type { AuthSession } from "../context";
import { sha256Hex } from "../lib/crypto";
import type { InvalidationBus } from "./bus";
import { TaggedCache } from "./tagged-cache";

/**
 * How long a session found in the database is trusted without asking again (ms). Revocation does
 * not wait for it: logout, token rotation, a password change, account deletion and anonymisation
 * publish on the bus after their transaction, which drops the session on this node at once and on
 * the others within a NOTIFY round trip; the TTL only bounds a lost message (docs/decisions/014).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** At most this many sessions are remembered per node (oldest out first). */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

/** A live session as the sessions table holds it: what requests see, and when it ends. */
export type SessionRecord = { session: AuthSession; expiresAt: Date };

/** Looks a session up in the database by the SHA-256 hex of its token (live at `now`, else null). */
export type SessionLoader = (tokenHash: string, now: Date) => Promise<SessionRecord | null>;

/** Bus key of one session (topic "session"). */
export function sessionKey(sessionId: number): string {
  return `session:${sessionId}`;
}

/** Bus key of every session of a user (topic "session"). */
export function userSessionsKey(userId: number): string {
  return `user:${userId}`;
}

/** Tells every node that session `sessionId` was revoked; call after the revoking transaction committed. */
export function announceSessionRevoked(bus: InvalidationBus, sessionId: number): Promise<void> {
  return bus.publish("session", sessionKey(sessionId));
}

/** Tells every node that sessions of `userId` were revoked or deleted; call after the transaction committed. */
export function announceUserSessionsRevoked(bus: InvalidationBus, userId: number): Promise<void> {
  return bus.publish("session", userSessionsKey(userId));
}

/**
 * The session lookup of plugins/auth.ts with a short-lived cache in front (issue 8 item 6): a hit
 * costs no database round trip. Only live sessions are remembered (an unknown token always asks the
 * database, so random tokens cannot fill the cache); a remembered one past its `expiresAt` is not
 * answered. Keyed by the token's SHA-256, like the table, so tokens are not kept in clear. Tokens
 * shorter than 16 or longer than 128 characters are refused without a lookup.
 */
export function createSessionCache(bus: InvalidationBus, load: SessionLoader): (token: string, now: Date) => Promise<AuthSession | null> {
  const cache = new TaggedCache<SessionRecord>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES });
  bus.subscribe("session", (key) => cache.invalidate(key));
  return async (token, now) => {
    if (token.length < 16 || token.length > 128) return null;
    const tokenHash = sha256Hex(token);
    const hit = cache.get(tokenHash, now.getTime());
    if (hit && hit.expiresAt > now) return hit.session;
    const ticket = cache.ticket();
    const found = await load(tokenHash, now);
    if (!found) {
      cache.delete(tokenHash);
      return null;
    }
    const { sessionId, userId } = found.session;
    cache.set(tokenHash, found, [sessionKey(sessionId), userSessionsKey(userId)], now.getTime(), ticket);
    return found.session;
  };
}
