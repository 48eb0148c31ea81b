import type { ThirdAppPartner } from "@wenlv/contract/auth";
import type { ExternalIdentity, SandboxCodeStore } from "../login-identity";

/**
 * District partner apps (kunshan, changshu) that hand their own auth code to /ThirdApp(s)
 * (issue 3 "Every way in"); the API verifies the code with that partner.
 */
export type PartnerAppProvider = {
  /** "sandbox" (local page under /api/dev/partner) or "hmac" (each partner's verify URL). */
  readonly name: "sandbox" | "hmac";
  /** True when codes of `partner` can be verified (configured); the others are refused. */
  supports(partner: ThirdAppPartner): boolean;
  /**
   * Verifies `code` with `partner`: the partner's user id (`subject`) and their mobile when the
   * partner shares it. Throws LoginProviderError: "rejected" for an invalid code, else "unavailable".
   */
  exchange(partner: ThirdAppPartner, code: string): Promise<ExternalIdentity>;
  /** The sandbox's code store per partner; null for the real one. */
  readonly sandbox: Record<ThirdAppPartner, SandboxCodeStore> | null;
};
