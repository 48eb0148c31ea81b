import type { RouteMatchInfo } from "./types";

/** Login page of spec section 4 for browsers outside WeChat. */
export const LOGIN_PATH = "/PhoneLogin";
/** Page WeChat's OAuth sends the visitor back to with `code` (the auth-code login, spec section 7). */
export const WECHAT_CALLBACK_PATH = "/BaseLogin";
/** Pages of the login flow: never a redirect target after login (that would loop). */
export const LOGIN_FLOW_PATHS: readonly string[] = [
  "/BaseLogin", "/BindPhone", "/PhoneLogin", "/ThirdApp", "/ThirdApps", "/sbkLogin", "/sbkLoading", "/bankJsLogin",
];

/** The part of the host detection the guard reads (`detectHost` from @wenlv/host). */
export type GuardHost = { kind: string; isApp: boolean };

/** Input of {@link guardDecision}. `target` is where the visitor is going: path + query string. */
export type GuardInput = {
  route: RouteMatchInfo;
  token: string | null | undefined;
  host: GuardHost;
  target: string;
  /** WeChat official-account appid; without it WeChat visitors get the phone login. */
  wechatAppId?: string;
  /** Origin of the app, e.g. "https://m.example.cn", for the OAuth redirect_uri. */
  origin?: string;
  /** Login page outside WeChat; default /PhoneLogin (the bank shell may use /bankJsLogin). */
  loginPath?: string;
};

/** What the guard decided: go on, redirect inside the app, or leave for WeChat OAuth. */
export type GuardDecision = "continue" | { redirect: string } | { wechatOAuth: string };

/** The phone-login URL that brings the visitor back to `target` after login. */
export function loginRedirect(target: string, loginPath: string = LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The WeChat web OAuth authorize URL (WeChat Official Accounts "网页授权" doc: parameters in this
 * order, `#wechat_redirect` last). Scope `snsapi_userinfo` so an unbound visitor can be shown with
 * nickname and avatar on /BindPhone; WeChat comes back to `/BaseLogin?redirect=<target>&code=...`.
 */
export function wechatOAuthUrl(appId: string, origin: string, target: string): string {
  const callback = `${origin}${WECHAT_CALLBACK_PATH}?redirect=${encodeURIComponent(target)}`;
  return (
    "https://open.weixin.qq.com/connect/oauth2/authorize" +
    `?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(callback)}` +
    "&response_type=code&scope=snsapi_userinfo&state=wenlv#wechat_redirect"
  );
}

/**
 * The login guard of spec sections 4 and 6 as a pure function:
 * - a route not flagged `require` -> continue;
 * - a token (already revalidated by the router with getMyInfo) -> continue;
 * - an app host (`isApp`, spec section 6: "an app host flagged app skips login") -> continue;
 * - inside WeChat with an appid configured -> WeChat OAuth redirect;
 * - otherwise -> /PhoneLogin?redirect=<target> (or `loginPath`).
 */
export function guardDecision(input: GuardInput): GuardDecision {
  if (!input.route.flags.require) return "continue";
  if (input.token) return "continue";
  if (input.host.isApp) return "continue";
  if (input.host.kind === "wechat" && input.wechatAppId && input.origin) {
    return { wechatOAuth: wechatOAuthUrl(input.wechatAppId, input.origin, input.target) };
  }
  return { redirect: loginRedirect(input.target, input.loginPath) };
}

/**
 * Where to go after login: the `redirect` value when it is a path inside the app (starts with one
 * "/", not a login-flow page), else "/". Refuses absolute and protocol-relative URLs so a crafted
 * link cannot send the visitor to another site (open-redirect guard).
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  const path = (raw.split(/[?#]/, 1)[0] ?? "").toLowerCase();
  if (LOGIN_FLOW_PATHS.some((p) => p.toLowerCase() === path)) return "/";
  return raw;
}
