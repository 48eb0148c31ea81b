import { defineEndpoint, schemasOf } from "../endpoint";

const auth = () => Promise.all([import("../auth"), import("../envelope")]).then(([a, e]) => ({ ...a, ...e }));

/*
 * Login and the current user (spec sections 4 "Login", 7, 8; issues 2 and 3). Every login needs
 * `agree_privacy`, records the consent, and revokes the session of a token sent with it.
 */

/** A 6-digit code by SMS; at most 1 a minute and 10 a day per phone and purpose. */
export const smsSend = defineEndpoint({
  path: "/api/uservice/sms/send",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZSmsSendRequest", "ZSmsSendResult"),
});

/** Phone + SMS code -> token, signing key and user. */
export const phoneLogin = defineEndpoint({
  path: "/api/uservice/user/phoneLogin",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZPhoneLoginRequest", "ZLoginResult"),
});

/** Phone + the login password set on /ChangePassword; 5 wrong tries lock 15 minutes. */
export const passwordLogin = defineEndpoint({
  path: "/api/uservice/user/passwordLogin",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZPasswordLoginRequest", "ZLoginResult"),
});

/** /BindPhone: links an auth-code login's openid (with its one-time bind ticket) to a phone, and logs in. */
export const bindPhone = defineEndpoint({
  path: "/api/uservice/user/bindPhone",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZBindPhoneRequest", "ZLoginResult"),
});

/** Validates the token and answers the user with the session's signing key (spec section 7; quiet, section 8). */
export const getMyInfo = defineEndpoint({
  path: "/api/uservice/user/getMyInfo",
  method: "POST",
  access: "user",
  mode: "quiet",
  schemas: schemasOf(auth, "ZNoFields", "ZUserInfo"),
});

/** Revokes the session on the server; a stale token is not an error. */
export const logout = defineEndpoint({
  path: "/api/uservice/user/logout",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZNoFields", "ZNull"),
});

/** /BaseLogin: the WeChat OAuth `code`. */
export const wxLogin = defineEndpoint({
  path: "/api/uservice/user/wxLogin",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZWxLoginRequest", "ZAuthCodeLoginResult"),
});

/** /sbkLoading: the social-security-card user centre's auth code (spec section 7). */
export const userCenterLogin = defineEndpoint({
  path: "/api/uservice/user/loginWithUserCenterAuthCode",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZUserCenterLoginRequest", "ZAuthCodeLoginResult"),
});

/** /ThirdApp: a Kunshan or Changshu app's auth code. */
export const thirdAppLogin = defineEndpoint({
  path: "/api/uservice/user/thirdAppLogin",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZThirdAppLoginRequest", "ZAuthCodeLoginResult"),
});

/** /bankJsLogin: the bank app's authorisation code from its JS bridge. */
export const bankLogin = defineEndpoint({
  path: "/api/uservice/user/bankLogin",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(auth, "ZBankLoginRequest", "ZAuthCodeLoginResult"),
});

/** The browser goes here to log in with WeChat: 302 to WeChat (or its sandbox), back to /BaseLogin. */
export const wxAuthorize = defineEndpoint({
  path: "/api/wx/oauth/authorize",
  method: "GET",
  access: "anonymous",
  mode: "redirect",
  schemas: schemasOf(auth, "ZAuthorizeQuery", "ZNull"),
});

/** 302 to the social-security-card user centre, back to /sbkLoading. */
export const sbkAuthorize = defineEndpoint({
  path: "/api/sbk/authorize",
  method: "GET",
  access: "anonymous",
  mode: "redirect",
  schemas: schemasOf(auth, "ZAuthorizeQuery", "ZNull"),
});

/** 302 to a partner app's sandbox authorisation page (sandbox only), back to /ThirdApp. */
export const thirdAppAuthorize = defineEndpoint({
  path: "/api/thirdapp/authorize",
  method: "GET",
  access: "anonymous",
  mode: "redirect",
  schemas: schemasOf(auth, "ZThirdAppAuthorizeQuery", "ZNull"),
});

/** 302 to the bank's sandbox authorisation page (sandbox only), back to /bankJsLogin. */
export const bankAuthorize = defineEndpoint({
  path: "/api/bank/authorize",
  method: "GET",
  access: "anonymous",
  mode: "redirect",
  schemas: schemasOf(auth, "ZAuthorizeQuery", "ZNull"),
});
