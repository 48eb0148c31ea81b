import { api } from "@wenlv/api-client";
import type {
  AuthCodeLoginResult,
  BankLoginRequest,
  BindPhoneRequest,
  LoginResult,
  PasswordLoginRequest,
  PhoneLoginRequest,
  SmsSendRequest,
  SmsSendResult,
  ThirdAppLoginRequest,
  UserCenterLoginRequest,
  WxLoginRequest,
} from "@wenlv/contract/auth";

/**
 * Login endpoints of the auth feature, injected into the one RTK Query `api` (contract
 * `@wenlv/contract/auth`; spec sections 4 "Login" and 7). All are POST, form-encoded, envelope
 * answers; failures arrive as `ApiError` after the section 8 toast has been shown. Every login
 * call needs `agree_privacy` (the API records the consent first) and rotates the token server-side
 * (the api-client already sends the current token with each call).
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
    /** `POST /api/uservice/user/passwordLogin` (the password set on /ChangePassword) -> logged in like phoneLogin. */
    passwordLogin: build.mutation<LoginResult, PasswordLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/passwordLogin", body }),
    }),
    /** `POST /api/uservice/user/bindPhone` (openid from /BindPhone?id=, bind_ticket from sessionStorage) -> logged in. */
    bindPhone: build.mutation<LoginResult, BindPhoneRequest>({
      query: (body) => ({ url: "/api/uservice/user/bindPhone", body }),
    }),
    /** `POST /api/uservice/user/wxLogin`: the WeChat OAuth `code` of /BaseLogin -> bound login or a bind ticket. */
    wxLogin: build.mutation<AuthCodeLoginResult, WxLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/wxLogin", body }),
    }),
    /** `POST /api/uservice/user/loginWithUserCenterAuthCode` (spec section 7): social-security-card login. */
    userCenterLogin: build.mutation<AuthCodeLoginResult, UserCenterLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/loginWithUserCenterAuthCode", body }),
    }),
    /** `POST /api/uservice/user/thirdAppLogin`: a Kunshan/Changshu app's auth code (/ThirdApp). */
    thirdAppLogin: build.mutation<AuthCodeLoginResult, ThirdAppLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/thirdAppLogin", body }),
    }),
    /** `POST /api/uservice/user/bankLogin`: the bank app's authorisation code (/bankJsLogin). */
    bankLogin: build.mutation<AuthCodeLoginResult, BankLoginRequest>({
      query: (body) => ({ url: "/api/uservice/user/bankLogin", body }),
    }),
  }),
});

export const {
  useSendSmsCodeMutation,
  usePhoneLoginMutation,
  usePasswordLoginMutation,
  useBindPhoneMutation,
  useWxLoginMutation,
  useUserCenterLoginMutation,
  useThirdAppLoginMutation,
  useBankLoginMutation,
} = authApi;
