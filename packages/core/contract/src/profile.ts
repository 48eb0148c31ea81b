import { z } from "zod";

/**
 * Wire shapes of the account screens that change the user (spec section 2 "Account"; issue 3).
 * All POST, form-encoded, login required (HTTP 401 + 4005 otherwise), envelope answers. Write bodies
 * are strict: a field the endpoint does not own (user_id, status, price ...) is refused with code 0.
 *
 * - /api/uservice/user/updateNickname   ZNicknameUpdate      -> ZUserInfo
 * - /api/uservice/user/uploadAvatar     ZAvatarUpload        -> ZUserInfo (avatar is the stored image's URL)
 * - /api/uservice/user/sendMyPhoneCode  ZMyPhoneCodeRequest  -> ZSmsSendResult (to the user's own number)
 * - /api/uservice/user/verifyOldPhone   ZVerifyOldPhone      -> ZChangeTicket
 * - /api/uservice/user/changePhone      ZChangePhone         -> ZUserInfo (new number's code: sms/send purpose change_new)
 * - /api/uservice/user/sendEmailCode    ZEmailCodeRequest    -> ZSmsSendResult (same limits as SMS, per address and IP)
 * - /api/uservice/user/changeEmail      ZChangeEmail         -> ZUserInfo
 * - /api/uservice/user/changePassword   ZChangePassword      -> ZUserInfo (login password)
 * - /api/security/publicKey             (none)               -> ZPublicKey (RSA-OAEP SHA-256 for sensitive payloads)
 * - /api/uservice/user/setPaymentPassword    ZSetPaymentPassword    -> ZUserInfo
 * - /api/uservice/user/verifyPaymentPassword ZVerifyPaymentPassword -> ZPaymentPasswordCheck
 * - /api/uservice/user/realName         ZRealNameRequest     -> ZUserInfo (mismatch: code 0, msg "ID number wrong")
 * - GET /api/dev/mail-outbox?to=        (sandbox mail only)  -> ZMailOutbox
 * - GET /api/dev/identity-registry      (sandbox identity only) -> ZIdentityRegistry
 */

const text = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

/** Nickname: 1-20 characters after trimming; special punctuation is stripped by the API (spec section 5). */
export const ZNicknameUpdate = z.strictObject({ nickname: text("请输入昵称", 20, "昵称最多20个字") });
export type NicknameUpdate = z.input<typeof ZNicknameUpdate>;

/**
 * Avatar upload: `image` is a data URL ("data:image/jpeg;base64,...", also png or webp) of the
 * picture the app has already cropped square and downscaled to at most 512x512. The API checks the
 * magic bytes and the size (at most 512 KB decoded, at most 1024 px a side) and stores it through
 * the storage provider (local disk by default, served under /res/uploads/avatars/).
 */
export const ZAvatarUpload = z.strictObject({
  image: z
    .string({ error: "请选择图片" })
    .max(720_000, { error: "图片太大，请选择小一些的图片" })
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, { error: "仅支持 JPG、PNG、WebP 图片" }),
});
export type AvatarUpload = z.input<typeof ZAvatarUpload>;

/** Codes sent to the logged-in user's own phone: before changing it, before a payment password, before deletion. */
export const ZMyPhoneCodeRequest = z.strictObject({
  purpose: z.enum(["change_old", "pay_password", "cancel"], { error: "验证码用途不正确" }),
});
export type MyPhoneCodeRequest = z.input<typeof ZMyPhoneCodeRequest>;

const codeField = z.string({ error: "请输入验证码" }).trim().min(1, { error: "请输入验证码" });

/** Step 1 of /ChangePhone: the code sent to the old number (purpose change_old). */
export const ZVerifyOldPhone = z.strictObject({ code: codeField });
export type VerifyOldPhone = z.input<typeof ZVerifyOldPhone>;

/** A one-time ticket proving step 1 (10 minutes, this user only). */
export const ZChangeTicket = z.object({ change_ticket: z.string(), expires_in_s: z.number().int() });
export type ChangeTicket = z.infer<typeof ZChangeTicket>;

/** Step 2 of /ChangePhone: the new number and its code (sent by sms/send with purpose change_new). */
export const ZChangePhone = z.strictObject({
  change_ticket: z.string({ error: "请先验证原手机号" }).min(16, { error: "请先验证原手机号" }).max(128),
  phone: z.string({ error: "请输入手机号" }).trim().min(1, { error: "请输入手机号" }),
  code: codeField,
});
export type ChangePhone = z.input<typeof ZChangePhone>;

/** /ChangeEmail step 1: send a 6-digit code to the address through the mail provider. */
export const ZEmailCodeRequest = z.strictObject({ email: text("请输入邮箱地址", 254, "邮箱地址太长") });
export type EmailCodeRequest = z.input<typeof ZEmailCodeRequest>;

/** /ChangeEmail step 2. */
export const ZChangeEmail = z.strictObject({ email: text("请输入邮箱地址", 254, "邮箱地址太长"), code: codeField });
export type ChangeEmail = z.input<typeof ZChangeEmail>;

/**
 * Login password: 8-32 characters with at least a letter and a digit. `old_password` is required
 * once a password exists. Stored as PBKDF2-SHA256 with 600,000 iterations and a 16-byte random salt
 * (OWASP 2023; the spec's 10,000 iterations are too few, docs/decisions/007). Changing it revokes
 * the user's other sessions.
 */
export const ZChangePassword = z.strictObject({
  old_password: z.string().max(64).optional().transform((v) => v || undefined),
  password: z
    .string({ error: "请输入新密码" })
    .min(8, { error: "密码至少8位" })
    .max(32, { error: "密码最多32位" })
    .regex(/[A-Za-z]/, { error: "密码需包含字母和数字" })
    .regex(/\d/, { error: "密码需包含字母和数字" }),
});
export type ChangePassword = z.input<typeof ZChangePassword>;

/**
 * The client-side public key of spec section 9 ("a client-side public key encrypts sensitive
 * payloads"): RSA 2048, SPKI PEM, for RSA-OAEP with SHA-256 (WebCrypto `RSA-OAEP`). `key_id`
 * names the key so a rotated key is detected.
 */
export const ZPublicKey = z.object({ key_id: z.string(), public_key_pem: z.string(), algorithm: z.literal("RSA-OAEP-256") });
export type PublicKey = z.infer<typeof ZPublicKey>;

/**
 * A sensitive payload encrypted with ZPublicKey: base64 of RSA-OAEP-SHA256 over the UTF-8 JSON
 * `{"v":"<value>","ts":<ms since epoch>,"nonce":"<random>"}`. The API refuses a ts older than 5
 * minutes and a reused nonce, so a captured payload cannot be replayed.
 */
const cipherField = z.string({ error: "请输入支付密码" }).min(16, { error: "请输入支付密码" }).max(1024, { error: "数据不正确" });

/**
 * /paymentPassword: set or reset the 6-digit payment password. `cipher` encrypts the 6 digits;
 * `code` is the SMS code sent to the user's own phone with purpose pay_password. The digits never
 * travel or rest in clear; the API keeps PBKDF2-SHA256 (600,000 iterations) of them.
 */
export const ZSetPaymentPassword = z.strictObject({ key_id: z.string().min(1).max(64), cipher: cipherField, code: codeField });
export type SetPaymentPassword = z.input<typeof ZSetPaymentPassword>;

/** Checks a payment password (before paying from a balance). 5 wrong tries lock it for 1 hour. */
export const ZVerifyPaymentPassword = z.strictObject({ key_id: z.string().min(1).max(64), cipher: cipherField });
export type VerifyPaymentPassword = z.input<typeof ZVerifyPaymentPassword>;

/** Answer of verifyPaymentPassword (a wrong password answers code 0 with the tries left instead). */
export const ZPaymentPasswordCheck = z.object({ verified: z.literal(true) });
export type PaymentPasswordCheck = z.infer<typeof ZPaymentPasswordCheck>;

/**
 * /RealName: name (2-4 Chinese characters, spec section 5) and mainland ID card, checked with the
 * identity provider. Needs the separate consent to process the ID number (`agree_id_consent`, PIPL
 * art. 28-29); the API records it (kind "id_number"). A mismatch answers code 0 "ID number wrong",
 * which the app shows as "身份证号与姓名不一致" (spec section 8). Verified once; the data is then fixed.
 */
export const ZRealNameRequest = z.strictObject({
  name: text("请输入姓名", 20, "姓名不正确"),
  id_number: text("请输入身份证号", 18, "身份证号不正确"),
  agree_id_consent: z.union([z.literal("1"), z.literal("true"), z.literal(true)], { error: "请先同意身份信息处理规则" }),
});
export type RealNameRequest = z.input<typeof ZRealNameRequest>;

/** One message of the sandbox mail outbox (development and tests only). */
export const ZMailOutboxItem = z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string(), sent_at: z.string() });
export const ZMailOutbox = z.object({ list: z.array(ZMailOutboxItem) });
export type MailOutbox = z.infer<typeof ZMailOutbox>;

/**
 * The sandbox identity registry (development, tests and e2e only): made-up people whose valid ID
 * numbers match only their own names; any other valid ID number matches any valid Chinese name.
 */
export const ZIdentityRegistry = z.object({
  list: z.array(z.object({ name: z.string(), id_number: z.string(), note: z.string() })),
});
export type IdentityRegistry = z.infer<typeof ZIdentityRegistry>;

/** Query of `GET /api/dev/mail-outbox`: one address's mail, or all. */
export const ZMailOutboxQuery = z.object({ to: z.string().trim().optional().transform((v) => v || undefined) });

/**
 * `POST /api/uservice/user/orderContact`: the account's own contact for prefilling an order form
 * (issue 9): `phone` the account's full mobile number ("" when none is bound), `name` the verified
 * real name ("" when not verified). Only ever answered to the account's own session
 * (docs/decisions/024).
 */
export const ZOrderContact = z.object({ name: z.string(), phone: z.string() });
export type OrderContact = z.infer<typeof ZOrderContact>;
