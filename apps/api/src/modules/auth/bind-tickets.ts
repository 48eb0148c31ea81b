import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { oneTimeTickets } from "../../db/schema/index";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { isIdentityProviderKey, type IdentityProviderKey } from "./identities";

/** Lifetime of a bind ticket: 10 minutes (ZBindPhoneRequest.bind_ticket). */
export const BIND_TICKET_TTL_MS = 10 * 60 * 1000;

/** What a live bind ticket proves: an auth-code login of `subject` at `provider`. */
export type BindTicket = { id: number; provider: IdentityProviderKey; subject: string };

/**
 * Issues a bind ticket (docs/decisions/009): 256 random bits, base64url; only the SHA-256 is
 * stored (one_time_tickets kind "bind"), valid 10 minutes, usable once.
 */
export async function issueBindTicket(ctx: AppContext, provider: IdentityProviderKey, subject: string): Promise<string> {
  const ticket = randomToken(32);
  const now = ctx.now();
  await ctx.db.insert(oneTimeTickets).values({
    kind: "bind",
    ticketHash: sha256Hex(ticket),
    provider,
    subject,
    expiresAt: new Date(now.getTime() + BIND_TICKET_TTL_MS),
    createdAt: now,
  });
  return ticket;
}

/** The live (unused, unexpired at `now`) bind ticket, without using it; null otherwise. */
export async function findBindTicket(db: Db, ticket: string, now: Date): Promise<BindTicket | null> {
  const [row] = await db
    .select({ id: oneTimeTickets.id, provider: oneTimeTickets.provider, subject: oneTimeTickets.subject })
    .from(oneTimeTickets)
    .where(and(eq(oneTimeTickets.ticketHash, sha256Hex(ticket)), eq(oneTimeTickets.kind, "bind"), isNull(oneTimeTickets.usedAt), gt(oneTimeTickets.expiresAt, now)))
    .limit(1);
  if (!row || !isIdentityProviderKey(row.provider)) return null;
  return { id: row.id, provider: row.provider, subject: row.subject };
}

/**
 * Uses the ticket: one conditional UPDATE (`used_at IS NULL AND expires_at > now`), so of two
 * concurrent binds with the same ticket exactly one gets true.
 */
export async function useBindTicket(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTickets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTickets.id, id), isNull(oneTimeTickets.usedAt), gt(oneTimeTickets.expiresAt, now)))
    .returning({ id: oneTimeTickets.id });
  return rows.length === 1;
}
