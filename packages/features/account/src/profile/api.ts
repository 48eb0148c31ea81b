import { api, userRefreshed, type FormValue } from "@wenlv/api-client";
import type { SmsSendResult, UserInfo } from "@wenlv/contract/auth";
import type {
  AvatarUpload,
  ChangeEmail,
  ChangePassword,
  ChangePhone,
  ChangeTicket,
  EmailCodeRequest,
  MyPhoneCodeRequest,
  NicknameUpdate,
  PublicKey,
  RealNameRequest,
  SetPaymentPassword,
  VerifyOldPhone,
} from "@wenlv/contract/profile";

type Dispatcher = { dispatch: (action: ReturnType<typeof userRefreshed>) => unknown; queryFulfilled: Promise<{ data: UserInfo }> };

/** Puts a fresh user answer into the session, so every screen (and /User) shows it at once. */
async function syncUser({ dispatch, queryFulfilled }: Dispatcher): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(userRefreshed(data));
  } catch {
    // A refused call changes nothing; the api-client has already shown its message.
  }
}

/** A query builder posting the argument as the form body. */
const post =
  <T extends Record<string, FormValue>>(url: string) =>
  (body: T) => ({ url, body });

/**
 * Endpoints of the profile screens (contract `@wenlv/contract/profile` and `auth`), injected into
 * the one api. POST, form-encoded, login-required, envelope answers; failures arrive as ApiError
 * after the spec section 8 toast (code 0 "ID number wrong" shows as 身份证号与姓名不一致). Every
 * call answering ZUserInfo refreshes the session's user.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/uservice/user/getMyInfo` (quiet endpoint) -> the current user. */
    myInfo: build.query<UserInfo, void>({
      query: () => ({ url: "/api/uservice/user/getMyInfo" }),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/updateNickname {nickname}` -> the user. */
    updateNickname: build.mutation<UserInfo, NicknameUpdate>({
      query: post("/api/uservice/user/updateNickname"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/uploadAvatar {image: data URL}` -> the user with the stored image's URL. */
    uploadAvatar: build.mutation<UserInfo, AvatarUpload>({
      query: post("/api/uservice/user/uploadAvatar"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/sendMyPhoneCode {purpose}`: a code to the user's own number. */
    sendMyPhoneCode: build.mutation<SmsSendResult, MyPhoneCodeRequest>({
      query: post("/api/uservice/user/sendMyPhoneCode"),
    }),
    /** `POST /api/uservice/user/verifyOldPhone {code}` -> the ticket for step 2 of /ChangePhone. */
    verifyOldPhone: build.mutation<ChangeTicket, VerifyOldPhone>({
      query: post("/api/uservice/user/verifyOldPhone"),
    }),
    /** `POST /api/uservice/sms/send {phone, purpose: change_new}`: a code to the new number. */
    sendNewPhoneCode: build.mutation<SmsSendResult, { phone: string }>({
      query: ({ phone }) => ({ url: "/api/uservice/sms/send", body: { phone, purpose: "change_new" } }),
    }),
    /** `POST /api/uservice/user/changePhone {change_ticket, phone, code}` -> the user. */
    changePhone: build.mutation<UserInfo, ChangePhone>({
      query: post("/api/uservice/user/changePhone"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/sendEmailCode {email}`: a 6-digit code by mail. */
    sendEmailCode: build.mutation<SmsSendResult, EmailCodeRequest>({
      query: post("/api/uservice/user/sendEmailCode"),
    }),
    /** `POST /api/uservice/user/changeEmail {email, code}` -> the user. */
    changeEmail: build.mutation<UserInfo, ChangeEmail>({
      query: post("/api/uservice/user/changeEmail"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/changePassword {old_password?, password}` -> the user. */
    changePassword: build.mutation<UserInfo, ChangePassword>({
      query: ({ old_password, password }) => ({
        url: "/api/uservice/user/changePassword",
        body: old_password ? { old_password, password } : { password },
      }),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/security/publicKey` -> the RSA-OAEP-256 key for sensitive payloads (spec section 9). */
    publicKey: build.query<PublicKey, void>({
      query: () => ({ url: "/api/security/publicKey" }),
      keepUnusedDataFor: 300,
    }),
    /** `POST /api/uservice/user/setPaymentPassword {key_id, cipher, code}` -> the user. */
    setPaymentPassword: build.mutation<UserInfo, SetPaymentPassword>({
      query: post("/api/uservice/user/setPaymentPassword"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
    /** `POST /api/uservice/user/realName {name, id_number, agree_id_consent}` -> the user (masked). */
    realName: build.mutation<UserInfo, RealNameRequest>({
      query: post("/api/uservice/user/realName"),
      onQueryStarted: (_arg, lifecycle) => syncUser(lifecycle),
    }),
  }),
});

export const {
  useMyInfoQuery,
  useUpdateNicknameMutation,
  useUploadAvatarMutation,
  useSendMyPhoneCodeMutation,
  useVerifyOldPhoneMutation,
  useSendNewPhoneCodeMutation,
  useChangePhoneMutation,
  useSendEmailCodeMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useLazyPublicKeyQuery,
  useSetPaymentPasswordMutation,
  useRealNameMutation,
} = profileApi;
