import { z } from "zod";

/**
 * Wire shapes of login and the current user (spec sections 3, 4 "Login", 7; issue 2 section 3).
 * Endpoints (all POST, form-encoded, envelope answers):
 * - /api/uservice/sms/send          ZSmsSendRequest   -> ZSmsSendResult
 * - /api/uservice/user/phoneLogin   ZPhoneLoginRequest -> ZLoginResult
 * - /api/uservice/user/bindPhone    ZBindPhoneRequest  -> ZLoginResult
 * - /api/uservice/user/getMyInfo    (token only)       -> ZUserInfo (with signing_key); quiet endpoint
 * - /api/uservice/user/logout       (token only)       -> null
 * - GET /api/dev/sms-outbox?phone=  (sandbox SMS only)  -> ZSmsOutbox
 *
 * Phone and code formats are checked by the API with @wenlv/validation (isMainlandMobile,
 * isSmsCode); these schemas only make sure the fields are present.
 */

/** Purposes an SMS code can be sent for; a code only logs in for the purpose it was sent for. */
export const ZSmsPurpose = z.enum(["login", "bind"], { error: "验证码用途不正确" });
export type SmsPurpose = z.infer<typeof ZSmsPurpose>;

const phoneField = z.string({ error: "请输入手机号" }).trim().min(1, { error: "请输入手机号" });
const codeField = z.string({ error: "请输入验证码" }).trim().min(1, { error: "请输入验证码" });

/**
 * Consent to the privacy policy: form bodies carry "1" (also accepted: "true", true).
 * Required for login and bind; the API records a consent row (kind "privacy").
 */
export const ZAgreePrivacy = z
  .union([z.literal("1"), z.literal("true"), z.literal(true)], { error: "请先阅读并同意隐私政策" })
  .transform(() => true as const);

/** `POST /api/uservice/sms/send`: at most 1 send a minute and 10 a day per phone (issue 2). */
export const ZSmsSendRequest = z.object({
  phone: phoneField,
  purpose: ZSmsPurpose.default("login"),
});
export type SmsSendRequest = z.input<typeof ZSmsSendRequest>;

/** Answer of sms/send: seconds until the next send is allowed and until the code expires. */
export const ZSmsSendResult = z.object({
  resend_after_s: z.number().int(),
  expires_in_s: z.number().int(),
});
export type SmsSendResult = z.infer<typeof ZSmsSendResult>;

/** `POST /api/uservice/user/phoneLogin`: a 6-digit code from sms/send (purpose login). */
export const ZPhoneLoginRequest = z.object({
  phone: phoneField,
  code: codeField,
  agree_privacy: ZAgreePrivacy,
});
export type PhoneLoginRequest = z.input<typeof ZPhoneLoginRequest>;

/**
 * The user as the app sees it. `phone_masked` is "138****8000" (never the full number);
 * `signing_key` (hex, 256 bits) is present in getMyInfo and login answers only; `token` only in
 * login answers (also at the top level of ZLoginResult).
 */
export const ZUserInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  phone_masked: z.string(),
  token: z.string().optional(),
  signing_key: z.string().optional(),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/**
 * Answer of phoneLogin and bindPhone. `token` is an opaque 256-bit base64url string (send it as
 * `Authorization: Bearer` and form field `token`); `signing_key` is the per-session HMAC-SHA256 key
 * for order signatures (spec section 7), hex; `expires_at` is an ISO 8601 UTC time (30 days).
 */
export const ZLoginResult = z.object({
  token: z.string(),
  signing_key: z.string(),
  expires_at: z.string(),
  user: ZUserInfo,
});
export type LoginResult = z.infer<typeof ZLoginResult>;

/**
 * `POST /api/uservice/user/bindPhone` (/BindPhone?id=openid): links the openid to the phone's user
 * (creating the user when new) and logs in. The code must have been sent with purpose "bind".
 */
export const ZBindPhoneRequest = z.object({
  openid: z.string({ error: "缺少openid" }).trim().min(1, { error: "缺少openid" }).max(128, { error: "openid不正确" }),
  phone: phoneField,
  code: codeField,
  agree_privacy: ZAgreePrivacy,
});
export type BindPhoneRequest = z.input<typeof ZBindPhoneRequest>;

/** One message of the sandbox SMS outbox (development and tests only). `sent_at` is ISO 8601 UTC. */
export const ZSmsOutboxItem = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.string(),
  sent_at: z.string(),
});
export type SmsOutboxItem = z.infer<typeof ZSmsOutboxItem>;

/** `GET /api/dev/sms-outbox?phone=`: newest first; only when SMS_PROVIDER=sandbox. */
export const ZSmsOutbox = z.object({ list: z.array(ZSmsOutboxItem) });
export type SmsOutbox = z.infer<typeof ZSmsOutbox>;
