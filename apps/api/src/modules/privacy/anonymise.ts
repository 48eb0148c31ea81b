import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { maskPhone } from "@wenlv/validation";
import { announceUserSessionsRevoked } from "../../cache/session-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import {
  addresses,
  browseEvents,
  collections,
  oneTimeTickets,
  orderItems,
  orders,
  pickupPersons,
  sessions,
  smsCodes,
  travellers,
  userNotices,
  waitlistEntries,
  ticketCartItems,
  userIdentities,
  users,
  vouchers,
} from "../../db/schema/index";
import { readSnapshot } from "../orders/snapshot";

/** Nickname an anonymised account shows wherever its orders are still listed. */
export const ANONYMISED_NICKNAME = "已注销用户";

/** Masks a name, keeping its first character: "张伟" -> "张*", "John Smith" -> "J*********", "" -> "". */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length === 0) return "";
  if (chars.length === 1) return "*";
  return chars[0] + "*".repeat(chars.length - 1);
}

/**
 * Anonymises one account whose deletion is due, in one transaction (issue 3; PIPL art. 47):
 * - `users`: the id stays as the pseudonym orders point at; phone, email, password and payment
 *   password hashes, real name and ID number (ciphertext, index, masked copies, verified time) and
 *   the free-text reason are cleared; nickname "已注销用户", avatar "", `anonymisedAt` set;
 * - deleted: login identities, sessions, one-time tickets, travellers, addresses, pick-up persons,
 *   collection, ticket-cart lines, waiting-list entries and notices (they hold contacts and travellers; an offered
 *   order stays as an order), and the verification codes sent to the old phone or email;
 * - browse events lose the user id;
 * - orders stay (E-Commerce Law art. 31: transaction records kept 3 years) with the contact name
 *   and phone masked, and traveller names masked in item snapshots and vouchers (ID numbers there
 *   are already masked copies);
 * - consents stay as proof of what was agreed (they hold only the pseudonymous id).
 * The user row is locked first and re-checked (due, not yet anonymised), so a second or concurrent
 * run changes nothing. Answers whether this call anonymised the account.
 */
export async function anonymiseUser(db: Db, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.anonymisedAt !== null || user.deletionEffectiveAt === null || user.deletionEffectiveAt > now) return false;

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(oneTimeTickets).where(eq(oneTimeTickets.userId, userId));
    await tx.delete(travellers).where(eq(travellers.userId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(pickupPersons).where(eq(pickupPersons.userId, userId));
    await tx.delete(collections).where(eq(collections.userId, userId));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
    await tx.delete(ticketCartItems).where(eq(ticketCartItems.userId, userId));
    await tx.delete(userNotices).where(eq(userNotices.userId, userId));
    const codeTargets = [user.phone, user.email].filter((v): v is string => typeof v === "string" && v !== "");
    if (codeTargets.length > 0) await tx.delete(smsCodes).where(inArray(smsCodes.phone, codeTargets));
    await tx.update(browseEvents).set({ userId: null }).where(eq(browseEvents.userId, userId));

    await maskOrders(tx, userId);

    await tx
      .update(users)
      .set({
        phone: null,
        email: null,
        passwordHash: null,
        payPasswordHash: null,
        realNameEnc: null,
        realNameMasked: "",
        idNumberEnc: null,
        idNumberIndex: null,
        idNumberMasked: "",
        realNameVerifiedAt: null,
        deletionReason: "",
        nickname: ANONYMISED_NICKNAME,
        avatarUrl: "",
        anonymisedAt: now,
      })
      .where(eq(users.id, userId));
    return true;
  });
}

/** Masks the personal data kept inside the user's orders: contact, snapshot travellers, voucher holders. */
async function maskOrders(tx: Db, userId: number): Promise<void> {
  const own = await tx.select({ id: orders.id, name: orders.contactName, phone: orders.contactPhone }).from(orders).where(eq(orders.userId, userId));
  if (own.length === 0) return;
  for (const o of own) {
    await tx.update(orders).set({ contactName: maskName(o.name), contactPhone: maskPhone(o.phone) }).where(eq(orders.id, o.id));
  }
  const items = await tx
    .select({ id: orderItems.id, snapshot: orderItems.snapshot })
    .from(orderItems)
    .where(inArray(orderItems.orderId, own.map((o) => o.id)));
  for (const item of items) {
    const snap = readSnapshot(item.snapshot);
    if (snap.travellers.length === 0) continue;
    const travellersMasked = snap.travellers.map((t) => ({ ...t, name: maskName(t.name) }));
    await tx
      .update(orderItems)
      .set({ snapshot: { ...(item.snapshot ?? {}), travellers: travellersMasked } })
      .where(eq(orderItems.id, item.id));
  }
  if (items.length === 0) return;
  const held = await tx
    .select({ id: vouchers.id, name: vouchers.travellerName })
    .from(vouchers)
    .where(inArray(vouchers.orderItemId, items.map((i) => i.id)));
  for (const v of held) {
    if (v.name !== "") await tx.update(vouchers).set({ travellerName: maskName(v.name) }).where(eq(vouchers.id, v.id));
  }
}

/**
 * One sweep: anonymises every account whose deletion effective time has passed and that is not yet
 * anonymised (oldest first, at most `limit` a run), one transaction per account (see
 * {@link anonymiseUser}), and drops the account's sessions from every session cache (the bus).
 * Safe to run twice or concurrently. Answers how many were anonymised.
 */
export async function anonymiseDueAccounts(ctx: Pick<AppContext, "db" | "now" | "bus">, limit = 100): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.anonymisedAt), lte(users.deletionEffectiveAt, now)))
    .orderBy(asc(users.deletionEffectiveAt), asc(users.id))
    .limit(limit);
  let done = 0;
  for (const { id } of due) {
    if (!(await anonymiseUser(ctx.db, id, now))) continue;
    done += 1;
    await announceUserSessionsRevoked(ctx.bus, id);
  }
  return done;
}
