import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
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
 * The sessions not revoked whose tokens hash to `tokenHashes` (SHA-256 hex), by hash, with their
 * expiry (the caller compares it with its clock). One prepared statement for any number of hashes
 * (`token_hash = ANY($1)`); the token plugin reaches it through a Batcher and the session cache
 * (cache/session-cache.ts, server.ts), so a burst of logins-in-use costs a few statements.
 */
export async function sessionsByHashes(db: Db, tokenHashes: string[]): Promise<Map<string, SessionRecord>> {
  const lookup = preparedOn(db, "sessions_by_token", (d) =>
    d
      .select({ hash: sessions.tokenHash, id: sessions.id, userId: sessions.userId, signingKey: sessions.signingKey, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(sql`${sessions.tokenHash} = ANY(${sql.placeholder("hashes")}::text[])`, isNull(sessions.revokedAt)))
      .prepare("sessions_by_token"),
  );
  const rows = await lookup.execute({ hashes: tokenHashes });
  return new Map(rows.map((r) => [r.hash, { session: { sessionId: r.id, userId: r.userId, signingKey: r.signingKey }, expiresAt: r.expiresAt }]));
}

/**
 * Revokes one session (logout, token rotation); a revoked token never validates again. The caller
 * announces it (`announceSessionRevoked`) once its transaction committed, so session caches drop it.
 */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
