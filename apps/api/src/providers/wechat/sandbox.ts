import { createSandboxCodeStore, LoginProviderError } from "../login-identity";
import type { WechatOAuthProvider } from "./types";

/** Path of the sandbox consent page (served by modules/auth/sandbox-routes.ts). */
export const WECHAT_SANDBOX_AUTHORIZE_PATH = "/api/dev/wechat/authorize";

/** The appid the sandbox puts in its authorize URLs. */
export const WECHAT_SANDBOX_APP_ID = "wx-sandbox";

/** Prefix of sandbox openids ("o" like real ones, then "sbx_"). */
export const WECHAT_SANDBOX_OPENID_PREFIX = "osbx_";

/**
 * The sandbox WeChat (WECHAT_PROVIDER=sandbox, the default): `authorizeUrl` points at the local
 * consent page with WeChat's own parameters (appid, redirect_uri, response_type, scope, state,
 * #wechat_redirect), relative so it works behind any dev proxy; the page issues codes from an
 * in-memory store (single use, 5 minutes) that `exchangeCode` redeems. Works offline.
 */
export function createSandboxWechat(options: { now: () => Date; scope: string }): WechatOAuthProvider {
  const store = createSandboxCodeStore(options.now);
  return {
    name: "sandbox",
    sandbox: store,
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({ appid: WECHAT_SANDBOX_APP_ID, redirect_uri: redirectUri, response_type: "code", scope: options.scope, state });
      return `${WECHAT_SANDBOX_AUTHORIZE_PATH}?${q.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const identity = store.take(code);
      if (!identity) throw new LoginProviderError("rejected", "sandbox wechat: invalid code (errcode 40029)");
      return { subject: identity.subject };
    },
  };
}
