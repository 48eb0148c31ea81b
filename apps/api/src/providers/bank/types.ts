import type { ExternalIdentity, SandboxCodeStore } from "../login-identity";

/**
 * The bank app's authorisation (/bankJsLogin): inside the bank app a JS bridge gives the page a
 * one-time authorisation code, which the API exchanges with the bank for the customer.
 */
export type BankProvider = {
  /** "sandbox" (local page and code endpoint under /api/dev/bank) or "bank" (the bank's open API). */
  readonly name: "sandbox" | "bank";
  /**
   * Exchanges `code` for the bank customer: `subject` (customer id at the bank) and `mobile` when
   * the bank shares it. Throws LoginProviderError: "rejected" for an invalid code, else "unavailable".
   */
  exchange(code: string): Promise<ExternalIdentity>;
  /** The sandbox's code store; null for the real one. */
  readonly sandbox: SandboxCodeStore | null;
};
