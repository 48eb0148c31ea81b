import { createSandboxCodeStore, LoginProviderError } from "../login-identity";
import type { PartnerAppProvider } from "./types";

/** Path of the sandbox partner-app page (served by modules/auth/sandbox-routes.ts). */
export const PARTNER_SANDBOX_AUTHORIZE_PATH = "/api/dev/partner/authorize";

/** Prefix of sandbox partner user ids, e.g. "kunshan_". */
export function partnerSandboxPrefix(partner: string): string {
  return `${partner}_`;
}

/**
 * The sandbox partner apps (PARTNER_APP_PROVIDER=sandbox, the default): both partners are
 * supported; the local page plays the partner app and issues codes (single use, 5 minutes, one
 * store per partner, so a kunshan code is no good for changshu). Works offline.
 */
export function createSandboxPartnerApps(options: { now: () => Date }): PartnerAppProvider {
  const stores = { kunshan: createSandboxCodeStore(options.now), changshu: createSandboxCodeStore(options.now) };
  return {
    name: "sandbox",
    sandbox: stores,
    supports: () => true,
    async exchange(partner, code) {
      const identity = stores[partner].take(code);
      if (!identity) throw new LoginProviderError("rejected", `sandbox partner ${partner}: invalid auth code`);
      return identity;
    },
  };
}
