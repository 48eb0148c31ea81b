import type { Config } from "../../config";
import { createWechatOAuth } from "./oauth";
import { createSandboxWechat } from "./sandbox";
import type { WechatOAuthProvider } from "./types";

/**
 * The WeChat OAuth provider named by WECHAT_PROVIDER: the offline sandbox (default) or the real
 * service with WECHAT_APP_ID / WECHAT_APP_SECRET (config.ts refuses "wechat" without them).
 */
export function createWechatProvider(config: Pick<Config, "wechat">, now: () => Date): WechatOAuthProvider {
  const c = config.wechat;
  if (c.provider === "sandbox") return createSandboxWechat({ now, scope: c.scope });
  return createWechatOAuth({ appId: c.appId, appSecret: c.appSecret, scope: c.scope, openBaseUrl: c.openBaseUrl, apiBaseUrl: c.apiBaseUrl });
}
