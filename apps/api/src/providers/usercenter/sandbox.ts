import { createSandboxCodeStore, LoginProviderError } from "../login-identity";
import type { UserCenterProvider } from "./types";

/** Path of the sandbox user-centre page (served by modules/auth/sandbox-routes.ts). */
export const USERCENTER_SANDBOX_AUTHORIZE_PATH = "/api/dev/sbk/authorize";

/** Prefix of sandbox user-centre ids. */
export const USERCENTER_SANDBOX_SUBJECT_PREFIX = "sbk_";

/**
 * The sandbox user centre (USERCENTER_PROVIDER=sandbox, the default): `authorizeUrl` points at the
 * local cardholder page (OAuth 2.0 parameters response_type, client_id, redirect_uri, state); the
 * page issues codes (single use, 5 minutes) that `exchangeCode` redeems, with a mobile when the
 * chosen cardholder has one. Works offline.
 */
export function createSandboxUserCenter(options: { now: () => Date }): UserCenterProvider {
  const store = createSandboxCodeStore(options.now);
  return {
    name: "sandbox",
    sandbox: store,
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({ response_type: "code", client_id: "sbk-sandbox", redirect_uri: redirectUri, state });
      return `${USERCENTER_SANDBOX_AUTHORIZE_PATH}?${q.toString()}`;
    },
    async exchangeCode(code) {
      const identity = store.take(code);
      if (!identity) throw new LoginProviderError("rejected", "sandbox user centre: invalid_grant");
      return identity;
    },
  };
}
