import { logout } from "@wenlv/contract/endpoints/auth";
import { sendMyPhoneCode } from "@wenlv/contract/endpoints/profile";
import { api } from "./api";
import { mutationEndpoint } from "./endpoints";

/**
 * Calls on the logged-in user's account that more than one feature makes, built from the contract's
 * endpoint table and injected into the one api.
 * - `logout` (table entry `logout`): /User and /Setting (退出登录) revoke the session token on the server;
 * - `sendMyPhoneCode` (table entry `sendMyPhoneCode`): a code to the user's own number, for
 *   /ChangePhone step 1 and /paymentPassword (profile) and for /Logout (personal data, purpose `cancel`).
 */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: mutationEndpoint<typeof logout, void>(build, logout, { body: () => ({}) }),
    sendMyPhoneCode: mutationEndpoint(build, sendMyPhoneCode),
  }),
});

export const { useLogoutMutation, useSendMyPhoneCodeMutation } = userApi;
