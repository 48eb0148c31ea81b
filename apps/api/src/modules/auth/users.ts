import { eq } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import { maskPhone } from "@wenlv/validation";
import type { Db } from "../../db/client";
import { consents, users } from "../../db/schema/index";

/** Version of the privacy policy a login consents to (recorded in `consents`). */
export const PRIVACY_POLICY_VERSION = "2025-01";

type UserRow = typeof users.$inferSelect;

/** The wire form of a user (ZUserInfo): masked phone, never the full number. */
export function toUserInfo(user: UserRow, extra: { signingKey?: string; token?: string } = {}): UserInfo {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatarUrl,
    phone_masked: user.phone ? maskPhone(user.phone) : "",
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

/** A user by id, or null. */
export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Records that `userId` agreed to the privacy policy (spec section 3 login; PIPL consent record). */
export async function recordPrivacyConsent(db: Db, userId: number, now: Date): Promise<void> {
  await db.insert(consents).values({ userId, kind: "privacy", version: PRIVACY_POLICY_VERSION, createdAt: now });
}
