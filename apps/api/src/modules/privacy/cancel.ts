import { and, eq, isNull, sql } from "drizzle-orm";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { cancelAccount as cancelAccountEndpoint } from "@wenlv/contract/endpoints/privacy";
import { ACCOUNT_DELETION_NOTICE_DAYS, type Cancellation } from "@wenlv/contract/privacy";
import { announceUserSessionsRevoked } from "../../cache/session-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { consumeSmsCode } from "../auth/sms-codes";
import { hasOpenOrders, OPEN_ORDERS_MESSAGE } from "./open-orders";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/uservice/user/cancelAccount: applies to delete the account (issue 3, /Logout; PIPL
 * art. 47). Steps: refuse (4006 {@link OPEN_ORDERS_MESSAGE}) while an order is open (see hasOpenOrders), before the code is used
 * up; check and consume the SMS code of purpose "cancel" sent to the user's own phone (code 0 when
 * wrong); then, in one transaction with the user row locked, check the orders again, set
 * deletionRequestedAt = now and deletionEffectiveAt = now + ACCOUNT_DELETION_NOTICE_DAYS (15 days,
 * as /LogoutNotice states), keep the optional reason, and revoke every session of the user, so the
 * next call with any of its tokens answers HTTP 401 (the bus drops them from every session cache). The data goes at the effective time
 * (anonymiseDueAccounts). A user without a phone -> code 0.
 */
export async function cancelAccount(ctx: AppContext, userId: number, body: EndpointParsed<typeof cancelAccountEndpoint>): Promise<Cancellation> {
  const [user] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.phone) throw userError("请先绑定手机号");
  if (await hasOpenOrders(ctx.db, userId, ctx.now())) throw refused(OPEN_ORDERS_MESSAGE);
  await consumeSmsCode(ctx, user.phone, "cancel", body.code);

  const now = ctx.now();
  const effective = new Date(now.getTime() + ACCOUNT_DELETION_NOTICE_DAYS * DAY_MS);
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (await hasOpenOrders(tx, userId, now)) throw refused(OPEN_ORDERS_MESSAGE);
    await tx
      .update(users)
      .set({ deletionRequestedAt: now, deletionEffectiveAt: effective, deletionReason: body.reason ?? "" })
      .where(and(eq(users.id, userId), isNull(users.anonymisedAt)));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
  await announceUserSessionsRevoked(ctx.bus, userId);
  return { requested_at: now.toISOString(), effective_at: effective.toISOString() };
}
