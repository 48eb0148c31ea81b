import { api, mutationEndpoint } from "@wenlv/api-client";
import {
  bankLogin,
  bindPhone,
  passwordLogin,
  phoneLogin,
  smsSend,
  thirdAppLogin,
  userCenterLogin,
  wxLogin,
} from "@wenlv/contract/endpoints/auth";

/**
 * Login endpoints of the auth feature, built from the contract's endpoint table and injected into
 * the one RTK Query `api` (spec sections 4 "Login" and 7). Failures arrive as `ApiError` after the
 * section 8 toast has been shown. Every login call needs `agree_privacy` (the API records the
 * consent first) and rotates the token server-side (the api-client sends the current token).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `smsSend` -> seconds until the next send and until the code expires. */
    sendSmsCode: mutationEndpoint(build, smsSend),
    /** Table entry `phoneLogin` with a 6-digit code -> token, signing key and user. */
    phoneLogin: mutationEndpoint(build, phoneLogin),
    /** Table entry `passwordLogin` (the password set on /ChangePassword) -> logged in like phoneLogin. */
    passwordLogin: mutationEndpoint(build, passwordLogin),
    /** Table entry `bindPhone` (openid from /BindPhone?id=, bind_ticket from sessionStorage) -> logged in. */
    bindPhone: mutationEndpoint(build, bindPhone),
    /** Table entry `wxLogin`: the WeChat OAuth `code` of /BaseLogin -> bound login or a bind ticket. */
    wxLogin: mutationEndpoint(build, wxLogin),
    /** Table entry `userCenterLogin` (spec section 7): social-security-card login (/sbkLoading). */
    userCenterLogin: mutationEndpoint(build, userCenterLogin),
    /** Table entry `thirdAppLogin`: a Kunshan/Changshu app's auth code (/ThirdApp). */
    thirdAppLogin: mutationEndpoint(build, thirdAppLogin),
    /** Table entry `bankLogin`: the bank app's authorisation code (/bankJsLogin). */
    bankLogin: mutationEndpoint(build, bankLogin),
  }),
});

/**
 * The mutation hooks of the login calls, one per endpoint above (RTK Query: `[trigger, state]`;
 * the trigger answers `{data}` or `{error}`, whose `msg` the api-client has already toasted).
 */
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
