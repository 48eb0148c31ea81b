import { api } from "@wenlv/api-client";
import type { BindPhoneRequest, LoginResult, PhoneLoginRequest, SmsSendRequest, SmsSendResult } from "@wenlv/contract/auth";

/**
 * Login endpoints of the auth feature, injected into the one RTK Query `api` (contract
 * `@wenlv/contract/auth`; spec sections 4 "Login" and 7). All are POST, form-encoded, envelope
 * answers; failures arrive as `ApiError` after the section 8 toast has been shown.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/uservice/sms/send` -> seconds until the next send and until the code expires. */
    sendSmsCode: build.mutation<SmsSendResult, SmsSendRequest>({
      query: (body) => ({ url: "/api/uservice/sms/send", body }),
    }),
    /** `POST /api/uservice/user/phoneLogin` with a 6-digit code -> token, signing key and user. */
    phoneLogin: build.mutation<LoginResult, PhoneLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/phoneLogin", body }),
    }),
    /** `POST /api/uservice/user/bindPhone` (openid from /BindPhone?id=) -> logged in like phoneLogin. */
    bindPhone: build.mutation<LoginResult, BindPhoneRequest>({
      query: (body) => ({ url: "/api/uservice/user/bindPhone", body }),
    }),
  }),
});

export const { useSendSmsCodeMutation, usePhoneLoginMutation, useBindPhoneMutation } = authApi;
