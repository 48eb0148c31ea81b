import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Users. Phone is the login identity for SMS login; openid binds a WeChat identity (issue 3). */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone"),
    openid: text("openid"),
    nickname: text("nickname").notNull().default(""),
    avatarUrl: text("avatar_url").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_phone_uq").on(t.phone), uniqueIndex("users_openid_uq").on(t.openid)],
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

/** SMS codes: the code is stored hashed; `tries` counts wrong attempts (5 lock it). */
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

/** Consents (privacy policy, real-name data, location): who agreed to which version, when. */
export const consents = pgTable("consents", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id),
  kind: text("kind").notNull(),
  version: text("version").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
