import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { SmsSendResult, UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { changePhone as changePhoneEndpoint, sendMyPhoneCode as sendMyPhoneCodeEndpoint, verifyOldPhone as verifyOldPhoneEndpoint } from "@wenlv/contract/endpoints/profile";
import type { ChangeTicket } from "@wenlv/contract/profile";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { oneTimeTickets, users } from "../../db/schema/index";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { refused, userError } from "../../plugins/envelope";
import { consumeSmsCode, sendSmsCode, SMS_SENT } from "../auth/sms-codes";
import { isUniqueViolation } from "../../db/sql-errors";
import { sessionUser, userAnswer } from "./user-answer";

/** Lifetime of a change-phone ticket: 10 minutes (contract ZChangeTicket). */
export const CHANGE_TICKET_TTL_MS = 10 * 60 * 1000;

function assertCode(code: string): void {
  if (!isSmsCode(code)) throw userError("请输入6位数字验证码");
}

/** The user's own phone, or code 0 "请先绑定手机号" when the account has none. */
async function ownPhone(ctx: Pick<AppContext, "db">, userId: number): Promise<string> {
  const user = await sessionUser(ctx, userId);
  if (!user.phone) throw userError("请先绑定手机号");
  return user.phone;
}

/**
 * user/sendMyPhoneCode: a code to the logged-in user's own phone for `purpose` (change_old,
 * pay_password, cancel) through sendSmsCode, so every SMS limit applies (1 a minute and 10 a
 * Shanghai day per number, 30 an hour per IP `ip`: 4006). No phone on the account: code 0.
 */
export async function sendMyPhoneCode(ctx: AppContext, userId: number, { purpose }: EndpointParsed<typeof sendMyPhoneCodeEndpoint>, ip: string): Promise<SmsSendResult> {
  await sendSmsCode(ctx, await ownPhone(ctx, userId), purpose, ip);
  return SMS_SENT;
}

/**
 * /ChangePhone step 1: consumes the change_old code of the user's own phone (5 wrong tries lock it,
 * as for login) and answers a one-time ticket (256-bit random, only its SHA-256 stored in
 * one_time_tickets kind "change_phone" for this user, 10 minutes).
 */
export async function verifyOldPhone(ctx: AppContext, userId: number, { code }: EndpointParsed<typeof verifyOldPhoneEndpoint>): Promise<ChangeTicket> {
  const phone = await ownPhone(ctx, userId);
  assertCode(code);
  await consumeSmsCode(ctx, phone, "change_old", code);
  const ticket = randomToken(32);
  const now = ctx.now();
  await ctx.db.insert(oneTimeTickets).values({
    kind: "change_phone",
    ticketHash: sha256Hex(ticket),
    userId,
    expiresAt: new Date(now.getTime() + CHANGE_TICKET_TTL_MS),
    createdAt: now,
  });
  return { change_ticket: ticket, expires_in_s: CHANGE_TICKET_TTL_MS / 1000 };
}

function liveTicket(ticket: string, userId: number, now: Date) {
  return and(
    eq(oneTimeTickets.ticketHash, sha256Hex(ticket)),
    eq(oneTimeTickets.kind, "change_phone"),
    eq(oneTimeTickets.userId, userId),
    isNull(oneTimeTickets.usedAt),
    gt(oneTimeTickets.expiresAt, now),
  );
}

/**
 * /ChangePhone step 2: moves the account to `phone`. Checks, in order, each refusal changing
 * nothing: a valid mainland mobile and 6-digit code (code 0); the ticket is this user's, unused and
 * not expired (code 0 "请先验证原手机号"); the number differs from the current one (code 0) and
 * belongs to no other user (4006 "该手机号已被其他账号使用"); the change_new code of the new
 * number (sent by sms/send; a wrong code only counts a try). Then one transaction uses the ticket
 * with a conditional UPDATE (so it works once even when sent twice at once) and sets the phone;
 * the UNIQUE index on users.phone refuses a number taken meanwhile (4006, rolled back).
 */
export async function changePhone(ctx: AppContext, userId: number, body: EndpointParsed<typeof changePhoneEndpoint>): Promise<UserInfo> {
  const { phone, code } = body;
  if (!isMainlandMobile(phone)) throw userError("请输入正确的手机号码");
  assertCode(code);
  const now = ctx.now();
  const [ticket] = await ctx.db.select({ id: oneTimeTickets.id }).from(oneTimeTickets).where(liveTicket(body.change_ticket, userId, now)).limit(1);
  if (!ticket) throw userError("请先验证原手机号");
  const user = await sessionUser(ctx, userId);
  if (user.phone === phone) throw userError("新手机号不能与原手机号相同");
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), ne(users.id, userId))).limit(1);
  if (taken) throw refused("该手机号已被其他账号使用");

  await consumeSmsCode(ctx, phone, "change_new", code);
  try {
    await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [used] = await tx
        .update(oneTimeTickets)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTickets.id, ticket.id), liveTicket(body.change_ticket, userId, now)))
        .returning({ id: oneTimeTickets.id });
      if (!used) throw userError("请先验证原手机号");
      await tx.update(users).set({ phone }).where(eq(users.id, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refused("该手机号已被其他账号使用");
    throw err;
  }
  return userAnswer(ctx, userId);
}

