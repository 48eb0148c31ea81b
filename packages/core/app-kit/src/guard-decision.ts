import { wxAuthorize } from "@wenlv/contract/endpoints/auth";
import type { RouteMatchInfo } from "./types";

/** Login page of spec section 4 for browsers outside WeChat. */
export const LOGIN_PATH = "/PhoneLogin";
/** Page WeChat's OAuth sends the visitor back to with `code` (the auth-code login, spec section 7). */
export const WECHAT_CALLBACK_PATH = "/BaseLogin";
/** Pages of the login flow: never a redirect target after login (that would loop). */
export const LOGIN_FLOW_PATHS: readonly string[] = [
  "/BaseLogin", "/BindPhone", "/PhoneLogin", "/ThirdApp", "/ThirdApps", "/sbkLogin", "/sbkLoading", "/bankJsLogin",
];

/** Login page of the bank shell: the bank app's authorisation (spec section 2 "/bankJsLogin"). */
export const BANK_LOGIN_PATH = "/bankJsLogin";
/** Login entry of the district partner apps: asks the app for its own auth code (spec section 2). */
export const THIRD_APPS_PATH = "/ThirdApps";
/**
 * The part of the host detection the guard reads (`detectHost` from @wenlv/host): `partnerCode`
 * names the partner app whose own login an app host uses.
 */
export type GuardHost = { kind: string; isApp: boolean; partnerCode?: string };

/** Input of {@link guardDecision}. `target` is where the visitor is going: path + query string. */
export type GuardInput = {
  route: RouteMatchInfo;
  token: string | null | undefined;
  host: GuardHost;
  target: string;
  /** Login page outside WeChat and the app hosts; default /PhoneLogin (the bank shell: /bankJsLogin). */
  loginPath?: string;
  /** Product API origin when it is not the page's (createCityApp `apiBaseUrl`), for the OAuth start URL. */
  apiBaseUrl?: string;
};

/** Where a login starts: a page inside the app, or a URL that leaves the app (WeChat OAuth). */
export type LoginEntry = { redirect: string } | { leave: string };

/** What the guard decided: go on, redirect inside the app, or leave the app (WeChat OAuth). */
export type GuardDecision = "continue" | LoginEntry;

/** The phone-login URL that brings the visitor back to `target` after login. */
export function loginRedirect(target: string, loginPath: string = LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The URL that starts WeChat OAuth for `target`: the table entry `wxAuthorize` on `apiBaseUrl`
 * (default the page's origin) with `?redirect=<target>`. The API holds the appid and scope and
 * answers 302 to WeChat's authorize URL (or its sandbox page), which comes back to
 * `/BaseLogin?redirect=<target>&code=...`; so the app needs no WeChat settings.
 */
export function wechatAuthorizeUrl(target: string, apiBaseUrl?: string): string {
  const base = (apiBaseUrl ?? "").replace(/\/+$/, "");
  return `${base}${wxAuthorize.path}?redirect=${encodeURIComponent(target)}`;
}

/** Partner apps with their own login on /ThirdApps (contract ZThirdAppPartner). */
const THIRD_APP_PARTNERS: readonly string[] = ["kunshan", "changshu"];

/**
 * Where login starts for this host, regardless of the route (spec sections 4, 6; also the 401
 * dialog's "去登录"):
 * - an app host (`isApp`: the Kunshan and Changshu apps) -> `/ThirdApps?partner=<code>&redirect=`,
 *   the partner app hands over its own auth code;
 * - inside WeChat -> leave for {@link wechatAuthorizeUrl};
 * - the bank app (kind "bank") -> /bankJsLogin?redirect= whatever the shell's login page;
 * - otherwise -> `<loginPath>?redirect=<target>` (default /PhoneLogin).
 */
export function loginEntry(host: GuardHost, target: string, options: { loginPath?: string; apiBaseUrl?: string } = {}): LoginEntry {
  if (host.isApp && host.partnerCode && THIRD_APP_PARTNERS.includes(host.partnerCode)) {
    return { redirect: `${THIRD_APPS_PATH}?partner=${encodeURIComponent(host.partnerCode)}&redirect=${encodeURIComponent(target)}` };
  }
  if (host.kind === "wechat") return { leave: wechatAuthorizeUrl(target, options.apiBaseUrl) };
  if (host.kind === "bank") return { redirect: loginRedirect(target, BANK_LOGIN_PATH) };
  return { redirect: loginRedirect(target, options.loginPath) };
}

/**
 * The login guard of spec sections 4 and 6 as a pure function:
 * - a route not flagged `require` -> continue;
 * - a token (already revalidated by the router with getMyInfo) -> continue;
 * - an app host (`isApp`, spec section 6: "an app host flagged app skips login") -> continue;
 * - otherwise the host's {@link loginEntry}: WeChat OAuth through the API inside WeChat, else the
 *   login page with `?redirect=<target>`.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  if (!input.route.flags.require) return "continue";
  if (input.token) return "continue";
  if (input.host.isApp) return "continue";
  return loginEntry(input.host, input.target, { loginPath: input.loginPath, apiBaseUrl: input.apiBaseUrl });
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TARGET = /[\\\s\u0000-\u001f\u007f]/;

/**
 * Where to go after login: the `redirect` value when it is a path inside the app (starts with one
 * "/", not a login-flow page), else "/". Refuses absolute and protocol-relative URLs so a crafted
 * link cannot send the visitor to another site (open-redirect guard). Backslashes, whitespace and
 * control characters are refused anywhere: URL parsers drop tabs and newlines and read "\\" as "/",
 * so "/\t/evil.example" or "/\\evil.example" would become "//evil.example".
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || UNSAFE_IN_TARGET.test(raw)) return "/";
  const path = (raw.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "").toLowerCase();
  if (LOGIN_FLOW_PATHS.some((p) => p.toLowerCase() === path)) return "/";
  return raw;
}
