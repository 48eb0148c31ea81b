import { createSandboxCodeStore, LoginProviderError } from "../login-identity";
import type { BankProvider } from "./types";

/** Path of the sandbox bank authorisation page (served by modules/auth/sandbox-routes.ts). */
export const BANK_SANDBOX_AUTHORIZE_PATH = "/api/dev/bank/authorize";

/** Path where a sandbox JS bridge gets a code for a sandbox customer (POST). */
export const BANK_SANDBOX_CODE_PATH = "/api/dev/bank/code";

/** Prefix of sandbox bank customer ids. */
export const BANK_SANDBOX_SUBJECT_PREFIX = "bank_";

/**
 * The sandbox bank (BANK_PROVIDER=sandbox, the default): the local page (and POST
 * /api/dev/bank/code for a sandbox JS bridge) issue codes, single use and 5 minutes, that
 * `exchange` redeems. Works offline.
 */
export function createSandboxBank(options: { now: () => Date }): BankProvider {
  const store = createSandboxCodeStore(options.now);
  return {
    name: "sandbox",
    sandbox: store,
    async exchange(code) {
      const identity = store.take(code);
      if (!identity) throw new LoginProviderError("rejected", "sandbox bank: invalid auth code");
      return identity;
    },
  };
}
