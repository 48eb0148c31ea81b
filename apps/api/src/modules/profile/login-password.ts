import { and, eq, isNull, ne } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { changePassword } from "@wenlv/contract/endpoints/profile";
import { announceUserSessionsRevoked } from "../../cache/session-cache";
import type { AppContext, AuthSession } from "../../context";
import { sessions, users } from "../../db/schema/index";
import { hashPassword, verifyPassword } from "../../lib/password";
import { refused, userError } from "../../plugins/envelope";
import { countAttempt } from "./attempts";
import { HOUR_MS, sessionUser, userAnswer } from "./user-answer";

/** Wrong old passwords a user may type in an hour before /ChangePassword locks (a stolen session cannot guess it). */
export const OLD_PASSWORD_MAX_WRONG_PER_HOUR = 5;

/**
 * /ChangePassword: sets the login password (contract ZChangePassword already checked 8-32
 * characters with a letter and a digit). When one exists, `old_password` is required (code 0
 * "请输入原密码") and must verify (code 0 "原密码错误"; after 5 wrong an hour, 4006). Stores
 * PBKDF2-SHA256 600,000 iterations (lib/password) and revokes every other session of the user, so
 * a device that knew the old password is logged out (on every node at once: the bus drops the
 * user's cached sessions); the current session stays. Answers ZUserInfo.
 */
export async function changeLoginPassword(ctx: AppContext, session: AuthSession, body: EndpointParsed<typeof changePassword>): Promise<UserInfo> {
  const { userId } = session;
  const user = await sessionUser(ctx, userId);
  const now = ctx.now();
  if (user.passwordHash) {
    if (!body.old_password) throw userError("请输入原密码");
    const attempt = await countAttempt(ctx.db, `pw:old:${userId}`, HOUR_MS, OLD_PASSWORD_MAX_WRONG_PER_HOUR, now);
    if (!attempt.allowed) throw refused("原密码错误次数过多，请1小时后再试");
    if (!(await verifyPassword(body.old_password, user.passwordHash))) {
      throw userError(attempt.left > 0 ? `原密码错误，还可尝试${attempt.left}次` : "原密码错误次数过多，请1小时后再试");
    }
    await attempt.forgive();
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
  });
  await announceUserSessionsRevoked(ctx.bus, userId);
  return userAnswer(ctx, userId);
}
