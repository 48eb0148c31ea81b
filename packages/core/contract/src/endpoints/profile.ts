import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../profile"), import("../auth"), import("../envelope")]).then(([p, a, e]) => ({ ...p, ...a, ...e }));

/*
 * The account screens that change the user (issue 3). Login required, strict bodies (a field the
 * endpoint does not own is refused with code 0). Every answer carrying ZUserInfo refreshes the
 * session's user in the app.
 */

/** /ChangeNickname: 1-20 characters, special punctuation stripped (spec section 5). */
export const updateNickname = defineEndpoint({
  path: "/api/uservice/user/updateNickname",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNicknameUpdate", "ZUserInfo"),
});

/** /ChangeHeadImg: a cropped JPEG/PNG/WebP data URL; answers the user with the stored image's URL. */
export const uploadAvatar = defineEndpoint({
  path: "/api/uservice/user/uploadAvatar",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZAvatarUpload", "ZUserInfo"),
});

/** A code to the user's own number (change phone, payment password, deletion). */
export const sendMyPhoneCode = defineEndpoint({
  path: "/api/uservice/user/sendMyPhoneCode",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZMyPhoneCodeRequest", "ZSmsSendResult"),
});

/** /ChangePhone step 1: the old number's code -> a one-time change ticket. */
export const verifyOldPhone = defineEndpoint({
  path: "/api/uservice/user/verifyOldPhone",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZVerifyOldPhone", "ZChangeTicket"),
});

/** /ChangePhone step 2: the ticket, the new number and its code. */
export const changePhone = defineEndpoint({
  path: "/api/uservice/user/changePhone",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZChangePhone", "ZUserInfo"),
});

/** /ChangeEmail step 1: a 6-digit code by mail. */
export const sendEmailCode = defineEndpoint({
  path: "/api/uservice/user/sendEmailCode",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZEmailCodeRequest", "ZSmsSendResult"),
});

/** /ChangeEmail step 2: the address and its code. */
export const changeEmail = defineEndpoint({
  path: "/api/uservice/user/changeEmail",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZChangeEmail", "ZUserInfo"),
});

/** /ChangePassword: sets or changes the login password; revokes the user's other sessions. */
export const changePassword = defineEndpoint({
  path: "/api/uservice/user/changePassword",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZChangePassword", "ZUserInfo"),
});

/** /paymentPassword: the sealed 6 digits and the SMS code. */
export const setPaymentPassword = defineEndpoint({
  path: "/api/uservice/user/setPaymentPassword",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZSetPaymentPassword", "ZUserInfo"),
});

/** Checks the sealed payment password; 5 wrong tries lock it for an hour. */
export const verifyPaymentPassword = defineEndpoint({
  path: "/api/uservice/user/verifyPaymentPassword",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZVerifyPaymentPassword", "ZPaymentPasswordCheck"),
});

/** /RealName: name + ID card checked with the identity provider (mismatch: code 0 "ID number wrong"). */
export const realName = defineEndpoint({
  path: "/api/uservice/user/realName",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZRealNameRequest", "ZUserInfo"),
});

/** The RSA-OAEP-256 public key that seals sensitive payloads (spec section 9); public, revalidated by ETag. */
export const publicKey = defineEndpoint({
  path: "/api/security/publicKey",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZPublicKey"),
});

/** The account's own name and phone, to prefill the contact of an order form (never cached). */
export const orderContact = defineEndpoint({
  path: "/api/uservice/user/orderContact",
  method: "POST",
  access: "user",
  mode: "quiet",
  schemas: schemasOf(schemas, "ZNoFields", "ZOrderContact"),
});
