import { and, eq } from "drizzle-orm";
import type { ThirdAppPartner } from "@wenlv/contract/auth";
import type { Db } from "../../db/client";
import { userIdentities } from "../../db/schema/index";

/** The `user_identities.provider` of each way in (db/schema/users.ts). */
export type IdentityProviderKey = "wechat" | "sbk" | "bank" | `partner:${ThirdAppPartner}`;

const LABELS: Record<IdentityProviderKey, string> = {
  wechat: "微信账号",
  sbk: "社保卡账号",
  bank: "银行账户",
  "partner:kunshan": "昆山应用账号",
  "partner:changshu": "常熟应用账号",
};

/** True for the provider keys {@link IdentityProviderKey} names (tickets store them as text). */
export function isIdentityProviderKey(value: string): value is IdentityProviderKey {
  return Object.hasOwn(LABELS, value);
}

/** The Chinese name of a provider's accounts in messages ("微信账号", "社保卡账号" ...). */
export function providerLabel(provider: IdentityProviderKey): string {
  return LABELS[provider];
}

/** A linked identity: row id and the user it belongs to. */
export type IdentityLink = { id: number; userId: number; subject: string };

/** The identity `subject` of `provider`, or null when nobody has linked it. */
export async function findIdentity(db: Db, provider: IdentityProviderKey, subject: string): Promise<IdentityLink | null> {
  const [row] = await db
    .select({ id: userIdentities.id, userId: userIdentities.userId, subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The user's identity of `provider` (one per provider and user), or null. */
export async function identityOfUser(db: Db, userId: number, provider: IdentityProviderKey): Promise<IdentityLink | null> {
  const [row] = await db
    .select({ id: userIdentities.id, userId: userIdentities.userId, subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return row ?? null;
}

/**
 * Links `subject` of `provider` to `userId` (INSERT ... ON CONFLICT DO NOTHING on both unique
 * keys). True when the identity now belongs to that user; false when a concurrent request linked
 * the subject to someone else or the user to another subject of that provider.
 */
export async function linkIdentity(db: Db, userId: number, provider: IdentityProviderKey, subject: string, now: Date): Promise<boolean> {
  await db.insert(userIdentities).values({ userId, provider, subject, createdAt: now }).onConflictDoNothing();
  const link = await findIdentity(db, provider, subject);
  return link?.userId === userId;
}

/** Removes one identity row (a stale link to an anonymised account). */
export async function unlinkIdentity(db: Db, id: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.id, id));
}
