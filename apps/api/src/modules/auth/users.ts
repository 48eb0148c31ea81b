import { eq } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import { PRIVACY_POLICY_VERSION } from "@wenlv/contract/privacy";
import { maskPhone } from "@wenlv/validation";
import type { Db } from "../../db/client";
import { consents, userIdentities, users } from "../../db/schema/index";

export { PRIVACY_POLICY_VERSION };

type UserRow = typeof users.$inferSelect;

/** "z***@example.com": the first character of the local part, then ***, then the domain. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return "";
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : "***";
}

/**
 * The wire form of a user (ZUserInfo): masked phone, email, name and ID number, never the full
 * values; `bound` lists the login identities (pass them from {@link loadUserInfo}).
 */
export function toUserInfo(user: UserRow, extra: { signingKey?: string; token?: string; bound?: string[] } = {}): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatarUrl,
    phone_masked: user.phone ? maskPhone(user.phone) : "",
    email_masked: maskEmail(user.email),
    real_name_verified: user.realNameVerifiedAt !== null,
    real_name_masked: user.realNameMasked,
    id_number_masked: user.idNumberMasked,
    has_password: user.passwordHash !== null,
    has_payment_password: user.payPasswordHash !== null,
    bound: extra.bound ?? [],
    ...(extra.token ? { token: extra.token } : {}),
    ...(extra.signingKey ? { signing_key: extra.signingKey } : {}),
  };
}

/** Default nickname of a new user: "游客" + the last 4 digits of the phone. */
export function defaultNickname(phone: string): string {
  return `游客${phone.slice(-4)}`;
}

/** The user with this phone, created when new (INSERT ... ON CONFLICT DO NOTHING, so races are safe). */
export async function findOrCreateUserByPhone(db: Db, phone: string): Promise<UserRow> {
  await db.insert(users).values({ phone, nickname: defaultNickname(phone) }).onConflictDoNothing({ target: users.phone });
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new Error("user upsert returned nothing");
  return user;
}

/** Providers of the user's login identities ("wechat", "sbk", "bank", "partner:kunshan" ...), sorted. */
export async function boundProviders(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId));
  return rows.map((r) => r.provider).sort();
}

/** The user as answered (ZUserInfo) with its bound identities, or null when there is no such user. */
export async function loadUserInfo(db: Db, userId: number, extra: { signingKey?: string; token?: string } = {}): Promise<UserInfo | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  return toUserInfo(user, { ...extra, bound: await boundProviders(db, userId) });
}

/** A user by id, or null. */
export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Records that `userId` agreed to the privacy policy (spec section 3 login; PIPL consent record). */
export async function recordPrivacyConsent(db: Db, userId: number, now: Date): Promise<void> {
  await db.insert(consents).values({ userId, kind: "privacy", version: PRIVACY_POLICY_VERSION, createdAt: now });
}
