import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { LoginResult } from "@wenlv/contract/auth";
import { announceSessionRevoked } from "../../cache/session-cache";
import type { AppContext, AuthSession } from "../../context";
import { users } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { createSession, revokeSession } from "./sessions";
import { findUser, loadUserInfo, recordPrivacyConsent } from "./users";

/**
 * Logs `userId` in; every way in ends here (docs/decisions/009). In one transaction:
 * 1. refuses an anonymised account (code 0 "该账号已注销"): it never logs in again;
 * 2. records the privacy consent (the caller has checked agree_privacy);
 * 3. withdraws a pending account deletion (deletion columns cleared, PIPL: the person changed
 *    their mind within the notice period);
 * 4. revokes `replaces`, the session of the token sent with the login call (token rotation),
 *    announced on the bus after the commit;
 * 5. opens a new 30-day session.
 * Answers ZLoginResult with the user as loadUserInfo gives it (masked fields, `bound`).
 */
export async function issueLogin(ctx: AppContext, userId: number, replaces: AuthSession | null): Promise<LoginResult> {
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user || user.anonymisedAt) throw userError("该账号已注销");
    await recordPrivacyConsent(tx, userId, now);
    if (user.deletionRequestedAt) {
      const withdrawn = await tx
        .update(users)
        .set({ deletionRequestedAt: null, deletionEffectiveAt: null, deletionReason: "" })
        .where(and(eq(users.id, userId), isNull(users.anonymisedAt), isNotNull(users.deletionRequestedAt)))
        .returning({ id: users.id });
      // The sweeper anonymised the account between the read and this update.
      if (withdrawn.length === 0 && (await findUser(tx, userId))?.anonymisedAt) throw userError("该账号已注销");
    }
    if (replaces) await revokeSession(tx, replaces.sessionId, now);
    return createSession(tx, userId, now);
  });
  if (replaces) await announceSessionRevoked(ctx.bus, replaces.sessionId);
  const user = await loadUserInfo(ctx.db, userId, { signingKey: session.signingKey });
  if (!user) throw new Error("logged-in user vanished");
  return { token: session.token, signing_key: session.signingKey, expires_at: session.expiresAt.toISOString(), user };
}
