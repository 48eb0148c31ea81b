import { z } from "zod";

/**
 * Wire shapes of login and the current user (spec sections 3, 4 "Login", 7; issue 2 section 3).
 * Endpoints (all POST, form-encoded, envelope answers):
 * - /api/uservice/sms/send          ZSmsSendRequest   -> ZSmsSendResult
 * - /api/uservice/user/phoneLogin   ZPhoneLoginRequest -> ZLoginResult
 * - /api/uservice/user/bindPhone    ZBindPhoneRequest  -> ZLoginResult
 * - /api/uservice/user/getMyInfo    (token only)       -> ZUserInfo (with signing_key); quiet endpoint
 * - /api/uservice/user/logout       (token only)       -> null (revokes the session on the server)
 * - /api/uservice/user/passwordLogin ZPasswordLoginRequest -> ZLoginResult
 * - GET /api/wx/oauth/authorize?redirect=<in-app path>  -> 302 to WeChat's authorize URL (or the sandbox page)
 * - /api/uservice/user/wxLogin                     ZWxLoginRequest       -> ZAuthCodeLoginResult
 * - GET /api/sbk/authorize?redirect=<in-app path>  -> 302 to the social-security-card user centre (or sandbox)
 * - /api/uservice/user/loginWithUserCenterAuthCode ZUserCenterLoginRequest -> ZAuthCodeLoginResult
 * - GET /api/thirdapp/authorize?partner=&redirect= -> 302 to the partner app's sandbox authorize page (dev only)
 * - /api/uservice/user/thirdAppLogin               ZThirdAppLoginRequest -> ZAuthCodeLoginResult
 * - GET /api/bank/authorize?redirect=              -> 302 to the bank sandbox authorize page (dev only; the real
 *                                                     bank app hands the code through its JS bridge)
 * - /api/uservice/user/bankLogin                   ZBankLoginRequest     -> ZAuthCodeLoginResult
 *
 * Every login answer opens a new session; a token sent with a login call is revoked at the same
 * time (token rotation), and each login records the privacy consent first (agree_privacy required).
 * - GET /api/dev/sms-outbox?phone=  (sandbox SMS only)  -> ZSmsOutbox
 *
 * Phone and code formats are checked by the API with @wenlv/validation (isMainlandMobile,
 * isSmsCode); these schemas only make sure the fields are present.
 */

/**
 * Purposes an SMS code can be sent for; a code only works for the purpose it was sent for.
 * `login`/`bind`/`change_new` go to a number the visitor types (sms/send); `change_old`,
 * `pay_password` and `cancel` go to the logged-in user's own number (user/sendMyPhoneCode).
 */
export const ZSmsPurpose = z.enum(["login", "bind", "change_old", "change_new", "pay_password", "cancel"], {
  error: "验证码用途不正确",
});
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
  // The account fields below are always sent by the API (issue 3); optional so older fixtures and
  // cached answers still parse. Read them with a fallback ("" / false / []).
  /** "z***@example.com" or "" when no email is bound. */
  email_masked: z.string().optional(),
  /** True once /RealName verified name + ID card with the identity provider. */
  real_name_verified: z.boolean().optional(),
  /** Verified name masked ("*小明"), "" when not verified. */
  real_name_masked: z.string().optional(),
  /** Verified ID number masked ("3205**********123X"), "" when not verified. */
  id_number_masked: z.string().optional(),
  has_password: z.boolean().optional(),
  has_payment_password: z.boolean().optional(),
  /** Login identities bound to the account besides the phone: "wechat", "sbk", "bank", "partner:kunshan" ... */
  bound: z.array(z.string()).optional(),
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
  /**
   * The one-time ticket an auth-code login answered with `isBindMobile: false` (10 minutes). It
   * proves the caller really completed that provider's authorisation for this openid, so nobody can
   * bind an openid they merely know (the app keeps it in sessionStorage, not in the URL).
   */
  bind_ticket: z.string({ error: "授权已失效，请重新登录" }).trim().min(16, { error: "授权已失效，请重新登录" }).max(128),
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

/** `POST /api/uservice/user/passwordLogin`: the login password set on /ChangePassword. 5 wrong tries lock 15 min. */
export const ZPasswordLoginRequest = z.object({
  phone: phoneField,
  password: z.string({ error: "请输入密码" }).min(1, { error: "请输入密码" }).max(64, { error: "密码不正确" }),
  agree_privacy: ZAgreePrivacy,
});
export type PasswordLoginRequest = z.input<typeof ZPasswordLoginRequest>;

const authCodeField = (msg: string) => z.string({ error: msg }).trim().min(1, { error: msg }).max(256, { error: msg });

/** The answer to a login whose OAuth `state` is missing or is not the one its authorize step issued. */
export const OAUTH_STATE_EXPIRED = "登录请求已失效，请重新登录";

/**
 * The OAuth `state` (login CSRF protection, docs/decisions/011): the provider hands it back to the
 * callback page (/BaseLogin, /sbkLoading) with the code, and the app sends it with the login call.
 * Required: the API compares it with the HttpOnly cookie its /api/.../authorize step set, and a
 * missing or different state is refused with {@link OAUTH_STATE_EXPIRED}.
 */
const stateField = z.string({ error: OAUTH_STATE_EXPIRED }).trim().min(1, { error: OAUTH_STATE_EXPIRED }).max(128, { error: OAUTH_STATE_EXPIRED });

/** `POST /api/uservice/user/wxLogin`: the `code` and `state` WeChat OAuth appended to /BaseLogin. */
export const ZWxLoginRequest = z.object({ code: authCodeField("微信授权失败，请重试"), state: stateField, agree_privacy: ZAgreePrivacy });
export type WxLoginRequest = z.input<typeof ZWxLoginRequest>;

/**
 * `POST /api/uservice/user/loginWithUserCenterAuthCode` (spec section 7): social-security-card
 * login with the user centre's code (`auth_code` or OAuth 2.0 `code` on /sbkLoading) and `state`.
 */
export const ZUserCenterLoginRequest = z.object({ auth_code: authCodeField("授权码无效，请重新授权"), state: stateField, agree_privacy: ZAgreePrivacy });
export type UserCenterLoginRequest = z.input<typeof ZUserCenterLoginRequest>;

/** Partner apps that can hand over their own auth code on /ThirdApp(s). */
export const ZThirdAppPartner = z.enum(["kunshan", "changshu"], { error: "不支持的合作应用" });
export type ThirdAppPartner = z.infer<typeof ZThirdAppPartner>;

/** `POST /api/uservice/user/thirdAppLogin`: /ThirdApp?partner=kunshan&code=... */
export const ZThirdAppLoginRequest = z.object({
  partner: ZThirdAppPartner,
  auth_code: authCodeField("授权码无效，请重新授权"),
  agree_privacy: ZAgreePrivacy,
});
export type ThirdAppLoginRequest = z.input<typeof ZThirdAppLoginRequest>;

/** `POST /api/uservice/user/bankLogin`: the authorisation code of the bank app's JS bridge (/bankJsLogin). */
export const ZBankLoginRequest = z.object({ auth_code: authCodeField("银行授权失败，请重试"), agree_privacy: ZAgreePrivacy });
export type BankLoginRequest = z.input<typeof ZBankLoginRequest>;

/**
 * Answer of every auth-code login (spec section 7: "isBindMobile, openid, user data"). With a bound
 * mobile the user is logged in (the ZLoginResult fields are present); without one the app goes to
 * /BindPhone?id=<openid> and sends `bind_ticket` with the bind. `openid` is the provider's user id
 * (WeChat openid, user-centre id, partner or bank customer id), namespaced by the API.
 */
export const ZAuthCodeLoginResult = z.discriminatedUnion("isBindMobile", [
  ZLoginResult.extend({ isBindMobile: z.literal(true), openid: z.string() }),
  z.object({ isBindMobile: z.literal(false), openid: z.string(), bind_ticket: z.string() }),
]);
export type AuthCodeLoginResult = z.infer<typeof ZAuthCodeLoginResult>;

/**
 * Query of `GET /api/<provider>/authorize`: where to return in the app after the provider's
 * authorisation (an in-app path; anything else becomes "/User", no open redirect).
 */
export const ZAuthorizeQuery = z.object({ redirect: z.string().max(512).optional() });
export type AuthorizeQuery = z.input<typeof ZAuthorizeQuery>;

/** Query of `GET /api/thirdapp/authorize`: the partner app and the in-app return path. */
export const ZThirdAppAuthorizeQuery = ZAuthorizeQuery.extend({ partner: ZThirdAppPartner });
export type ThirdAppAuthorizeQuery = z.input<typeof ZThirdAppAuthorizeQuery>;

/** Query of `GET /api/dev/sms-outbox`: one phone's messages, or all. */
export const ZSmsOutboxQuery = z.object({ phone: z.string().trim().optional().transform((v) => v || undefined) });
