import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema/index";
import { randomToken, sha256Hex } from "../../lib/crypto";
import type { AuthSession } from "../../context";

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

/** The live session of a token (not revoked, not expired at `now`), or null. */
export async function findSession(db: Db, token: string, now: Date): Promise<AuthSession | null> {
  if (token.length < 16 || token.length > 128) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, signingKey: sessions.signingKey })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { sessionId: row.id, userId: row.userId, signingKey: row.signingKey } : null;
}

/** Revokes one session (logout); a revoked token never validates again. */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
