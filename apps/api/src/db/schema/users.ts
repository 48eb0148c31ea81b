import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Users. Phone is the login identity for SMS login; other identities (WeChat openid, social-security
 * user centre, partner apps, bank) live in `user_identities`. Sensitive columns: `passwordHash` and
 * `payPasswordHash` are PBKDF2-SHA256 strings (docs/decisions/007); the verified real name and ID
 * number are AES-256-GCM ciphertext with masked copies for answers. A deletion request sets
 * `deletionRequestedAt`/`deletionEffectiveAt`; the sweeper anonymises the row at the effective time
 * (`anonymisedAt`), keeping the id as the pseudonym orders point at.
 */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone"),
    nickname: text("nickname").notNull().default(""),
    avatarUrl: text("avatar_url").notNull().default(""),
    email: text("email"),
    passwordHash: text("password_hash"),
    payPasswordHash: text("pay_password_hash"),
    realNameEnc: text("real_name_enc"),
    realNameMasked: text("real_name_masked").notNull().default(""),
    idNumberEnc: text("id_number_enc"),
    idNumberIndex: text("id_number_index"),
    idNumberMasked: text("id_number_masked").notNull().default(""),
    realNameVerifiedAt: timestamp("real_name_verified_at", { withTimezone: true }),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    deletionEffectiveAt: timestamp("deletion_effective_at", { withTimezone: true }),
    deletionReason: text("deletion_reason").notNull().default(""),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_phone_uq").on(t.phone),
    uniqueIndex("users_email_uq").on(t.email),
    index("users_deletion_idx").on(t.deletionEffectiveAt),
  ],
);

/**
 * Login identities other than the phone: `provider` is "wechat", "sbk" (social-security-card user
 * centre), "bank", "partner:kunshan", "partner:changshu"; `subject` the provider's user id. One
 * identity per provider and user; a subject belongs to one user.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_subject_uq").on(t.provider, t.subject),
    uniqueIndex("user_identities_user_provider_uq").on(t.userId, t.provider),
  ],
);

/**
 * One-time tickets (stored hashed): `bind` tickets prove an auth-code login for `subject` before
 * /BindPhone (provider in `provider`); `change_phone` tickets prove the old number was verified.
 * Used once (`usedAt` set by a conditional UPDATE), short-lived.
 */
export const oneTimeTickets = pgTable(
  "one_time_tickets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    ticketHash: text("ticket_hash").notNull(),
    userId: integer("user_id"),
    provider: text("provider").notNull().default(""),
    subject: text("subject").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("one_time_tickets_hash_uq").on(t.ticketHash)],
);

/**
 * Sessions: the opaque token is never stored, only its SHA-256 hash. `signingKey` is the per-session
 * HMAC key for order signatures (spec section 7), issued at login.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    signingKey: text("signing_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_hash_uq").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * Verification codes: SMS codes (`phone` is the number) and email codes (`phone` holds the address,
 * purpose "email"). The code is stored hashed; `tries` counts wrong attempts (5 lock it).
 */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    consumed: boolean("consumed").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_codes_phone_idx").on(t.phone, t.createdAt), check("sms_codes_tries_ck", sql`${t.tries} >= 0`)],
);

/**
 * Consents (privacy policy, ID numbers, travellers, location): who agreed to or withdrew which
 * version, when. Append-only; the latest row per kind is the current state (PIPL art. 14-15).
 */
export const consents = pgTable(
  "consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    kind: text("kind").notNull(),
    version: text("version").notNull(),
    granted: boolean("granted").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_user_kind_idx").on(t.userId, t.kind, t.createdAt)],
);

/** Delivery addresses; names of province/city/district are derived from `districtCode` (@wenlv/divisions). */
export const addresses = pgTable(
  "addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    phoneRegion: text("phone_region").notNull().default("mainland"),
    districtCode: text("district_code").notNull(),
    detail: text("detail").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

/** Pick-up persons (/MySelfHandle). */
export const pickupPersons = pgTable(
  "pickup_persons",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pickup_persons_user_idx").on(t.userId)],
);

/** Collection (收藏): one row per user and target; UNIQUE makes collect idempotent under races. */
export const collections = pgTable(
  "collections",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("collections_user_target_uq").on(t.userId, t.targetType, t.targetId),
    index("collections_user_time_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Travellers (real-name). `idNumberEnc` is AES-256-GCM ciphertext; `idNumberIndex` an HMAC blind
 * index so one user cannot add the same document twice; `idNumberMasked` is what answers carry.
 */
export const travellers = pgTable(
  "travellers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    name: text("name").notNull(),
    idType: text("id_type").notNull(),
    idNumberEnc: text("id_number_enc").notNull(),
    idNumberIndex: text("id_number_index").notNull(),
    idNumberMasked: text("id_number_masked").notNull(),
    phone: text("phone").notNull().default(""),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("travellers_user_idx").on(t.userId)],
);

/** Rate-limit counters kept in the database so the API stays stateless (ARCHITECTURE.md). */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("rate_counters_uq").on(t.key, t.windowStart)],
);

/** Nonces of signed order payloads, refused when seen again (spec section 7 signing). */
export const usedNonces = pgTable(
  "used_nonces",
  {
    sessionId: integer("session_id").notNull(),
    nonce: text("nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("used_nonces_uq").on(t.sessionId, t.nonce)],
);

/** Browse and tracking events (spec section 7: page_point, browse_record, burying_point). */
export const browseEvents = pgTable(
  "browse_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    userId: integer("user_id"),
    uuid: text("uuid").notNull().default(""),
    event: text("event").notNull().default(""),
    type: text("type").notNull().default(""),
    title: text("title").notNull().default(""),
    drive: text("drive").notNull().default(""),
    url: text("url").notNull().default(""),
    sourceId: text("source_id").notNull().default(""),
    param: text("param").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("browse_events_kind_time_idx").on(t.kind, t.createdAt)],
);
