import type { ExternalIdentity, SandboxCodeStore } from "../login-identity";

/**
 * The social-security-card user centre (spec section 7 `loginWithUserCenterAuthCode`; /sbkLogin,
 * /sbkLoading): an OAuth 2.0 authorisation-code service that knows the cardholder and, when
 * registered there, their mobile number.
 */
export type UserCenterProvider = {
  /** "sandbox" (local page under /api/dev/sbk) or "oauth2" (the real user centre). */
  readonly name: "sandbox" | "oauth2";
  /** Where the browser goes to authorise; the user centre comes back to `redirectUri` with the code and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /**
   * Exchanges the code for the cardholder: `subject` (user-centre id) and `mobile` when known.
   * `redirectUri` is the callback the authorize step sent (RFC 6749 section 4.1.3: the token
   * request repeats it, identical, when the authorization request carried it).
   * Throws LoginProviderError: "rejected" for an invalid or used code, "unavailable" otherwise.
   */
  exchangeCode(code: string, redirectUri: string): Promise<ExternalIdentity>;
  /** The sandbox's code store; null for the real one. */
  readonly sandbox: SandboxCodeStore | null;
};
