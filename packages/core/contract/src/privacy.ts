import { z } from "zod";
import { ZAddress } from "./addresses";
import { ZListOf } from "./envelope";
import { ZCollectionItem } from "./collection";
import { ZPickupPerson } from "./pickup";
import { ZTraveller } from "./travellers";
import { ZTicketCartLine } from "./ticket-cart";
import { ZUserNotice, ZWaitlistEntry } from "./waitlist";
import { ZUserCoupon } from "./coupons";

/**
 * Wire shapes of the personal-data duties (PIPL; issue 3): separate consents, account deletion and
 * the user's own data. Login required; bodies strict.
 * - /api/uservice/consent/list     (none)             -> { list: ZConsent[] } (latest state of every kind, in
 *   ZConsentKind order; a kind never recorded answers granted false, version "", at "")
 * - /api/uservice/consent/grant    ZConsentChange     -> ZConsent
 * - /api/uservice/consent/withdraw ZConsentChange     -> ZConsent (granted false)
 * - /api/uservice/user/cancelAccount ZCancelAccount   -> ZCancellation; revokes every session at once
 * - /api/uservice/user/personalInfo  (none)           -> ZPersonalInfo (what is held; /PersonalInfo)
 * - /api/uservice/user/exportPersonalData (none)      -> ZPersonalDataExport (download as JSON)
 */

/** Version of the privacy policy text (/PrivacyPolicy) that logins consent to; recorded in `consents`. */
export const PRIVACY_POLICY_VERSION = "2026-11-21";

/**
 * Kinds of separate consent (PIPL art. 14, 29): `privacy` (the policy, at every login),
 * `id_number` (processing ID numbers: travellers and real-name), `travellers` (keeping other
 * people's data as travellers), `location` (using the device location).
 */
export const ZConsentKind = z.enum(["privacy", "id_number", "travellers", "location"], { error: "授权类型不正确" });
export type ConsentKind = z.infer<typeof ZConsentKind>;

/** The latest state of one consent kind; `at` ISO 8601 UTC of the last change, `version` the text version agreed to. */
export const ZConsent = z.object({ kind: ZConsentKind, granted: z.boolean(), version: z.string(), at: z.string() });
export type Consent = z.infer<typeof ZConsent>;

/**
 * Grant or withdraw one kind (privacy cannot be withdrawn while the account exists: code 0, delete
 * the account instead). Withdrawing `id_number` or `travellers` does not delete the travellers
 * already saved (delete them on /MyContacts, or delete the account); it refuses new traveller saves
 * until the consent is given again (agree_id_consent, or grant).
 */
export const ZConsentChange = z.strictObject({ kind: ZConsentKind });
export type ConsentChange = z.input<typeof ZConsentChange>;

/** Days between a deletion request and the removal of the personal data (stated on /LogoutNotice). */
export const ACCOUNT_DELETION_NOTICE_DAYS = 15;

/**
 * /Logout: apply to delete the account. `code` is the SMS code sent to the user's own phone with
 * purpose cancel; `reason` optional (at most 200 characters). Every session is revoked at once; after
 * ACCOUNT_DELETION_NOTICE_DAYS the personal data is removed or anonymised, and orders the law
 * requires to keep (E-Commerce Law art. 31: 3 years) stay under the now anonymous user id.
 * Logging in again during the notice period withdraws the request.
 * Refused (4006) while an order is unpaid, or paid and not yet used or refunded.
 */
export const ZCancelAccount = z.strictObject({
  code: z.string({ error: "请输入验证码" }).trim().min(1, { error: "请输入验证码" }),
  reason: z.string().trim().max(200, { error: "原因最多200个字" }).optional(),
});
export type CancelAccount = z.input<typeof ZCancelAccount>;

/** Answer of cancelAccount: when the data will be removed (ISO 8601 UTC). */
export const ZCancellation = z.object({ requested_at: z.string(), effective_at: z.string() });
export type Cancellation = z.infer<typeof ZCancellation>;

/**
 * What the platform holds about the user (/PersonalInfo; PIPL art. 44-45). Phones, emails and ID
 * numbers masked; counts for orders and sessions.
 */
export const ZPersonalInfo = z.object({
  profile: z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    phone_masked: z.string(),
    email_masked: z.string(),
    real_name_masked: z.string(),
    id_number_masked: z.string(),
    created_at: z.string(),
    bound: z.array(z.string()),
  }),
  travellers: z.array(ZTraveller),
  addresses: z.array(ZAddress),
  pickup_persons: z.array(ZPickupPerson),
  collection_count: z.number().int(),
  order_count: z.number().int(),
  active_sessions: z.number().int(),
  consents: z.array(ZConsent),
});
export type PersonalInfo = z.infer<typeof ZPersonalInfo>;

/**
 * A copy of the user's own data (PIPL art. 45), as one JSON document the app offers as a download.
 * Same as ZPersonalInfo plus the collection and the orders (order no, title, amount in fen, status,
 * created_at). ID numbers stay masked in the export (docs/decisions/008).
 */
export const ZPersonalDataExport = ZPersonalInfo.extend({
  exported_at: z.string(),
  collection: z.array(ZCollectionItem),
  orders: z.array(
    z.object({ order_no: z.string(), title: z.string(), amount_fen: z.number().int(), status: z.string(), created_at: z.string() }),
  ),
  /** The caller's waiting-list entries and notices (issue 10, decision 035), newest first. */
  waitlist: z.array(ZWaitlistEntry).default([]),
  notices: z.array(ZUserNotice).default([]),
  /** The caller's ticket-cart lines, oldest first (issue 10, decision 036). */
  ticket_cart: z.array(ZTicketCartLine).default([]),
  /** Every coupon the caller holds, whatever its status, newest first (issue 11, decision 037). */
  coupons: z.array(ZUserCoupon).default([]),
});
export type PersonalDataExport = z.infer<typeof ZPersonalDataExport>;

/** `data` of /api/uservice/consent/list. */
export const ZConsentList = ZListOf(ZConsent);
