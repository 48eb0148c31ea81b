import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { OAUTH_STATE_EXPIRED } from "@wenlv/contract/auth";
import { safeEqual } from "../../lib/crypto";
import { userError } from "../../plugins/envelope";
import { inAppPath } from "./redirects";

/*
 * The OAuth `state` of the browser-initiated logins (docs/decisions/011-oauth-state.md): WeChat
 * (/api/wx/oauth/authorize -> wxLogin) and the social-security-card user centre (/api/sbk/authorize
 * -> loginWithUserCenterAuthCode). The authorize step puts a random state in the provider URL and
 * the same state in an HttpOnly cookie scoped to the login calls; the provider hands the state back
 * to the callback page, the app sends it with the login call, and the API compares the two. A login
 * somebody else started (login CSRF, RFC 6749 section 10.12) has no matching cookie and is refused.
 */

/** The flows that carry a state: the ones whose authorize step is ours. */
export type OAuthFlow = "wx" | "sbk";

/** The cookie is sent only to the login calls (wxLogin, loginWithUserCenterAuthCode). */
export const OAUTH_STATE_COOKIE_PATH = "/api/uservice/user";

/** How long an authorisation may take, in seconds (the cookie's Max-Age). */
export const OAUTH_STATE_MAX_AGE_S = 10 * 60;

/** The cookie of one flow, so a WeChat and a card login started in two tabs do not overwrite each other. */
export function oauthStateCookie(flow: OAuthFlow): string {
  return `wl_oauth_state_${flow}`;
}

/** A fresh OAuth `state`: 32 hex characters (128 random bits; WeChat allows [A-Za-z0-9], at most 128). */
export function newState(): string {
  return randomBytes(16).toString("hex");
}

/** `Secure` only when the app is served over https (development and e2e run on http://localhost). */
function cookieOptions(publicUrl: string) {
  return { path: OAUTH_STATE_COOKIE_PATH, httpOnly: true, sameSite: "lax" as const, secure: publicUrl.startsWith("https:") };
}

/**
 * Sets the state cookie of `flow` on the authorize step's 302: `<state>.<base64url(return path)>`,
 * HttpOnly, SameSite=Lax (the browser comes back from the provider by a top-level GET), Path
 * {@link OAUTH_STATE_COOKIE_PATH}, Max-Age 10 minutes, Secure when PUBLIC_URL is https. The return
 * path travels along so the token request can repeat the authorize step's redirect_uri exactly.
 */
export function rememberState(reply: FastifyReply, publicUrl: string, flow: OAuthFlow, state: string, returnPath: string): void {
  const value = `${state}.${Buffer.from(returnPath, "utf8").toString("base64url")}`;
  reply.setCookie(oauthStateCookie(flow), value, { ...cookieOptions(publicUrl), maxAge: OAUTH_STATE_MAX_AGE_S });
}

/**
 * Checks the `state` a login call sent against the cookie of `flow`, in constant time, and clears
 * the cookie (a state works once). Answers the in-app return path the authorize step recorded.
 * No cookie (expired, another browser, never authorised here) or a different state: code 0
 * {@link OAUTH_STATE_EXPIRED}, before anything else happens.
 */
export function takeState(request: FastifyRequest, reply: FastifyReply, publicUrl: string, flow: OAuthFlow, sent: string): string {
  const name = oauthStateCookie(flow);
  const stored = request.cookies[name];
  if (stored !== undefined) reply.clearCookie(name, cookieOptions(publicUrl));
  const dot = stored?.indexOf(".") ?? -1;
  if (!stored || dot <= 0 || !safeEqual(stored.slice(0, dot), sent)) throw userError(OAUTH_STATE_EXPIRED);
  return inAppPath(Buffer.from(stored.slice(dot + 1), "base64url").toString("utf8"));
}
