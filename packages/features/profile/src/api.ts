import { api, mutationEndpoint, queryEndpoint, userRefreshed } from "@wenlv/api-client";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointInput } from "@wenlv/contract/endpoint";
import { getMyInfo, smsSend } from "@wenlv/contract/endpoints/auth";
import {
  changeEmail,
  changePassword,
  changePhone,
  publicKey,
  realName,
  sendEmailCode,
  setPaymentPassword,
  updateNickname,
  uploadAvatar,
  verifyOldPhone,
} from "@wenlv/contract/endpoints/profile";

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

/** Options of every call answering ZUserInfo: the answer refreshes the session's user. */
const refreshesUser = { onQueryStarted: (_arg: unknown, lifecycle: Dispatcher) => syncUser(lifecycle) };

/**
 * Endpoints of the profile screens, built from the contract's endpoint table
 * (`@wenlv/contract/endpoints/profile` and `auth`) and injected into the one api. Failures arrive
 * as ApiError after the spec section 8 toast (code 0 "ID number wrong" shows as 身份证号与姓名不一致).
 * Every call answering ZUserInfo refreshes the session's user. The code to the user's own number
 * (sendMyPhoneCode), shared with /Logout, is `@wenlv/api-client/user-api`.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Table entry `getMyInfo` (quiet) -> the current user. */
    myInfo: queryEndpoint<typeof getMyInfo, void>(build, getMyInfo, { body: () => ({}), ...refreshesUser }),
    /** Table entry `updateNickname` {nickname} -> the user. */
    updateNickname: mutationEndpoint(build, updateNickname, refreshesUser),
    /** Table entry `uploadAvatar` {image: data URL} -> the user with the stored image's URL. */
    uploadAvatar: mutationEndpoint(build, uploadAvatar, refreshesUser),
    /** Table entry `verifyOldPhone` {code} -> the ticket for step 2 of /ChangePhone. */
    verifyOldPhone: mutationEndpoint(build, verifyOldPhone),
    /** Table entry `smsSend` with purpose change_new: a code to the new number. */
    sendNewPhoneCode: mutationEndpoint(build, smsSend, {
      body: ({ phone }: Pick<EndpointInput<typeof smsSend>, "phone">) => ({ phone, purpose: "change_new" as const }),
    }),
    /** Table entry `changePhone` {change_ticket, phone, code} -> the user. */
    changePhone: mutationEndpoint(build, changePhone, refreshesUser),
    /** Table entry `sendEmailCode` {email}: a 6-digit code by mail. */
    sendEmailCode: mutationEndpoint(build, sendEmailCode),
    /** Table entry `changeEmail` {email, code} -> the user. */
    changeEmail: mutationEndpoint(build, changeEmail, refreshesUser),
    /** Table entry `changePassword` {old_password?, password} -> the user; no old_password field when setting a first one. */
    changePassword: mutationEndpoint(build, changePassword, {
      body: ({ old_password, password }: EndpointInput<typeof changePassword>) => (old_password ? { old_password, password } : { password }),
      ...refreshesUser,
    }),
    /** Table entry `publicKey` -> the RSA-OAEP-256 key for sensitive payloads (spec section 9). */
    publicKey: queryEndpoint<typeof publicKey, void>(build, publicKey, { body: () => ({}), keepUnusedDataFor: 300 }),
    /** Table entry `setPaymentPassword` {key_id, cipher, code} -> the user. */
    setPaymentPassword: mutationEndpoint(build, setPaymentPassword, refreshesUser),
    /** Table entry `realName` {name, id_number, agree_id_consent} -> the user (masked). */
    realName: mutationEndpoint(build, realName, refreshesUser),
  }),
});

export const {
  useMyInfoQuery,
  useUpdateNicknameMutation,
  useUploadAvatarMutation,
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
