import type { ExternalIdentity, SandboxCodeStore } from "../login-identity";

/**
 * WeChat official-account web authorisation ("网页授权", OAuth 2.0 in the WeChat browser;
 * developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html).
 */
export type WechatOAuthProvider = {
  /** "sandbox" (the local consent page under /api/dev/wechat) or "wechat" (the real service). */
  readonly name: "sandbox" | "wechat";
  /**
   * Where the browser goes to authorise: `redirectUri` is the absolute callback on our origin
   * (WeChat appends `code` and `state`), `state` at most 128 characters of [A-Za-z0-9].
   */
  authorizeUrl(redirectUri: string, state: string): string;
  /**
   * Exchanges the single-use `code` for the openid (`subject`; WeChat never answers a mobile here).
   * Throws LoginProviderError: "rejected" for an invalid or used code, "unavailable" otherwise.
   */
  exchangeCode(code: string): Promise<ExternalIdentity>;
  /** The sandbox's code store (the consent page issues codes through it); null for the real one. */
  readonly sandbox: SandboxCodeStore | null;
};
