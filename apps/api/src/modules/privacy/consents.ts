import { and, desc, eq, inArray } from "drizzle-orm";
import type { EndpointParsed, EndpointResult } from "@wenlv/contract/endpoint";
import type { consentGrant, consentList, consentWithdraw } from "@wenlv/contract/endpoints/privacy";
import { PRIVACY_POLICY_VERSION, ZConsentKind, type Consent, type ConsentKind } from "@wenlv/contract/privacy";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { consents } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";

/**
 * The text version a consent of each kind refers to. The ID-number, traveller and location rules
 * are sections of the privacy policy (/PrivacyPolicy), so every kind records the policy version.
 */
export const CONSENT_VERSION: Record<ConsentKind, string> = {
  privacy: PRIVACY_POLICY_VERSION,
  id_number: PRIVACY_POLICY_VERSION,
  travellers: PRIVACY_POLICY_VERSION,
  location: PRIVACY_POLICY_VERSION,
};

type ConsentRow = typeof consents.$inferSelect;

function toConsent(row: ConsentRow): Consent {
  return { kind: row.kind as ConsentKind, granted: row.granted, version: row.version, at: row.createdAt.toISOString() };
}

/**
 * The current state of each consent kind of the user: the latest row per kind (consents are
 * append-only, PIPL art. 14-15). Kinds never recorded are absent from the map.
 */
export async function currentConsents(db: Db, userId: number, kinds: readonly ConsentKind[] = ZConsentKind.options): Promise<Map<ConsentKind, Consent>> {
  const rows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), inArray(consents.kind, [...kinds])))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  const latest = new Map<ConsentKind, Consent>();
  for (const row of rows) if (!latest.has(row.kind as ConsentKind)) latest.set(row.kind as ConsentKind, toConsent(row));
  return latest;
}

/**
 * POST /api/uservice/consent/list: every consent kind with its latest state, in the contract's
 * order. A kind never recorded answers `{granted: false, version: "", at: ""}` so the app can offer
 * to grant it.
 */
export async function listConsents({ db }: Pick<AppContext, "db">, userId: number): Promise<EndpointResult<typeof consentList>> {
  const latest = await currentConsents(db, userId);
  return { list: ZConsentKind.options.map((kind) => latest.get(kind) ?? { kind, granted: false, version: "", at: "" }) };
}

/** Appends one consent row (granted or withdrawn) at `now` with the kind's current text version. */
export async function recordConsent(db: Db, userId: number, kind: ConsentKind, granted: boolean, now: Date): Promise<Consent> {
  const [row] = await db.insert(consents).values({ userId, kind, version: CONSENT_VERSION[kind], granted, createdAt: now }).returning();
  if (!row) throw new Error("consent insert returned nothing");
  return toConsent(row);
}

/** POST /api/uservice/consent/grant: grants one kind (appends a `granted: true` row). */
export async function grantConsent(ctx: Pick<AppContext, "db" | "now">, userId: number, { kind }: EndpointParsed<typeof consentGrant>): Promise<Consent> {
  return recordConsent(ctx.db, userId, kind, true, ctx.now());
}

/**
 * POST /api/uservice/consent/withdraw: withdraws a consent (appends a `granted: false` row). The privacy policy cannot be withdrawn
 * while the account exists (every use of the account relies on it): code 0 pointing to account
 * deletion. Withdrawing `id_number` or `travellers` keeps the saved travellers (delete them one by
 * one, or delete the account) but refuses new traveller saves until the consent is given again.
 */
export async function withdrawConsent(ctx: Pick<AppContext, "db" | "now">, userId: number, { kind }: EndpointParsed<typeof consentWithdraw>): Promise<Consent> {
  if (kind === "privacy") throw userError("隐私政策授权无法单独撤回，如不再同意请注销账号");
  return recordConsent(ctx.db, userId, kind, false, ctx.now());
}

/** Kinds a traveller save needs (PIPL art. 29: separate consent for sensitive personal information). */
export const TRAVELLER_CONSENTS: readonly ConsentKind[] = ["id_number", "travellers"];

/**
 * Consent gate of a traveller save, run inside the save's transaction. When both
 * {@link TRAVELLER_CONSENTS} are currently granted with the current text version, nothing happens;
 * otherwise `agreed` (the form's agree_id_consent) must be true and the missing kinds are recorded
 * as granted (rolled back with the save if it fails). Else code 0 "请先同意身份信息处理规则".
 */
export async function requireTravellerConsent(tx: Db, userId: number, agreed: boolean, now: Date): Promise<void> {
  const latest = await currentConsents(tx, userId, TRAVELLER_CONSENTS);
  const missing = TRAVELLER_CONSENTS.filter((kind) => {
    const c = latest.get(kind);
    return !c || !c.granted || c.version !== CONSENT_VERSION[kind];
  });
  if (missing.length === 0) return;
  if (!agreed) throw userError("请先同意身份信息处理规则");
  for (const kind of missing) await recordConsent(tx, userId, kind, true, now);
}
