import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { SessionRecord } from "../../cache/session-cache";
import type { Db } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { sessions } from "../../db/schema/index";
import { randomToken, sha256Hex } from "../../lib/crypto";

/** Session lifetime: 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session as answered at login: the token and signing key exist in clear only here. */
export type IssuedSession = { sessionId: number; token: string; signingKey: string; expiresAt: Date };

/**
 * Opens a session for `userId`: a 256-bit random token (base64url) of which only the SHA-256 hash is
 * stored, and a 256-bit signing key (hex) for order signatures (spec section 7). Expires in 30 days.
 */
export async function createSession(db: Db, userId: number, now: Date): Promise<IssuedSession> {
  const token = randomToken(32);
  const signingKey = randomBytes(32).toString("hex");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256Hex(token), signingKey, expiresAt, createdAt: now })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return { sessionId: row.id, token, signingKey, expiresAt };
}

/**
 * The live session (not revoked, not expired at `now`) whose token hashes to `tokenHash` (SHA-256
 * hex), with its expiry, or null. One prepared statement; the token plugin reaches it through the
 * session cache (cache/session-cache.ts, server.ts).
 */
export async function findSessionByHash(db: Db, tokenHash: string, now: Date): Promise<SessionRecord | null> {
  const lookup = preparedOn(db, "session_by_token", (d) =>
    d
      .select({ id: sessions.id, userId: sessions.userId, signingKey: sessions.signingKey, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("now"))))
      .limit(1)
      .prepare("session_by_token"),
  );
  const [row] = await lookup.execute({ hash: tokenHash, now: now.toISOString() });
  return row ? { session: { sessionId: row.id, userId: row.userId, signingKey: row.signingKey }, expiresAt: row.expiresAt } : null;
}

/**
 * Revokes one session (logout, token rotation); a revoked token never validates again. The caller
 * announces it (`announceSessionRevoked`) once its transaction committed, so session caches drop it.
 */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
