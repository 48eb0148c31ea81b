import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { AuthCodeLoginResult, LoginResult } from "@wenlv/contract/auth";
import { postForm, type InjectedAnswer, type TestApp } from "../../test-utils";

/**
 * Test helpers that walk the login flows the way a browser does (302s, the sandbox page's form),
 * shared by the auth test files. Not used by the app.
 */

/** GETs `url` and expects a 302; answers the Location. */
export async function redirectOf(t: TestApp, url: string): Promise<string> {
  return String((await redirectWithCookies(t, url)).location);
}

/** GETs `url`, expects a 302, and answers its Location and the cookies it set ("name=value; ..." as a browser sends them back). */
async function redirectWithCookies(t: TestApp, url: string): Promise<{ location: string; cookie: string }> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBe(302);
  return { location: String(res.headers.location), cookie: cookieHeaderOf(res) };
}

/** The cookies a response set, as the `Cookie` header a browser sends back ("" when none). */
export function cookieHeaderOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The action and hidden fields of the first form of a sandbox page. */
export function formOf(page: string): { action: string; hidden: Record<string, string> } {
  const action = /<form method="get" action="([^"]+)"/.exec(page)?.[1];
  expect(action).toBeTruthy();
  const hidden: Record<string, string> = {};
  for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    hidden[m[1] as string] = (m[2] as string).replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  }
  return { action: (action as string).replace(/&amp;/g, "&"), hidden };
}

/**
 * From an app entry (`/api/wx/oauth/authorize?redirect=...` etc.): follows the 302 to the sandbox
 * page, submits its form with `choices` (decision "allow" unless given) and answers the URL the
 * browser lands on (the app callback with the code and state) and the cookies the entry set (the
 * OAuth state cookie of WeChat and the user centre).
 */
export async function authorizeThroughSandbox(t: TestApp, entry: string, choices: Record<string, string> = {}): Promise<{ landed: URL; cookie: string }> {
  const start = await redirectWithCookies(t, entry);
  const page = await t.app.inject({ method: "GET", url: start.location });
  expect(page.statusCode).toBe(200);
  const form = formOf(page.body);
  const q = new URLSearchParams({ ...form.hidden, decision: "allow", ...choices });
  return { landed: new URL(await redirectOf(t, `${form.action}?${q.toString()}`), t.config.publicUrl), cookie: start.cookie };
}

/** {@link authorizeThroughSandbox}, answering only the URL the browser lands on. */
export async function throughSandbox(t: TestApp, entry: string, choices: Record<string, string> = {}): Promise<URL> {
  return (await authorizeThroughSandbox(t, entry, choices)).landed;
}

/**
 * What an auth-code callback page holds after the provider's consent: the code, the `state` the
 * provider handed back, and the browser's cookies (the state cookie of the authorize step).
 */
export type Grant = { code: string; state: string; cookie: string };

/** Authorises through a sandbox page from `entry` and answers the grant (`codeParam`: "code" or "auth_code"). */
export async function grantThroughSandbox(t: TestApp, entry: string, codeParam: "code" | "auth_code", choices: Record<string, string> = {}): Promise<Grant & { landed: URL }> {
  const { landed, cookie } = await authorizeThroughSandbox(t, entry, choices);
  return { code: landed.searchParams.get(codeParam) ?? "", state: landed.searchParams.get("state") ?? "", cookie, landed };
}

/** An injected answer with the cookies the reply set (or cleared). */
export type CookieAnswer<T> = InjectedAnswer<T> & { setCookies: LightMyRequestResponse["cookies"] };

/**
 * POSTs form `fields` to `url` like {@link postForm}, with the `Cookie` header `cookie` (the state
 * cookie goes only to /api/uservice/user/*, as its Path says), and answers the reply's cookies too.
 */
export async function postWithCookie<T = unknown>(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  cookie: string,
  token?: string,
): Promise<CookieAnswer<T>> {
  const form = new URLSearchParams(fields);
  if (token) form.append("token", token);
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: form.toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res.body, setCookies: res.cookies };
}

/** The latest sandbox SMS code sent to `phone` for `purpose` (moves the clock past the resend gap first). */
export async function smsCode(t: TestApp, phone: string, purpose: "login" | "bind" = "login"): Promise<string> {
  t.clock.advance(3 * 60 * 1000);
  const sent = await postForm(t.app, "/api/uservice/sms/send", { phone, purpose });
  expect(sent.body.code, sent.body.msg).toBe(1);
  const outbox = await t.app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
  return outbox.json().data.list[0].code as string;
}

/** A WeChat grant for `openid` (empty = a new sandbox WeChat user) through the sandbox consent page. */
export async function wechatCode(t: TestApp, openid = ""): Promise<Grant> {
  return grantThroughSandbox(t, "/api/wx/oauth/authorize?redirect=/User", "code", { subject: openid });
}

/** POSTs wxLogin with the grant's code and state and its state cookie (and `token` for rotation). */
export function wxLogin(t: TestApp, grant: Grant, token?: string): Promise<CookieAnswer<AuthCodeLoginResult>> {
  return postWithCookie<AuthCodeLoginResult>(t, "/api/uservice/user/wxLogin", { code: grant.code, state: grant.state, agree_privacy: "1" }, grant.cookie, token);
}

/** A user-centre grant through the sandbox cardholder page (`choices`: holder, mobile, subject). */
export async function sbkGrant(t: TestApp, choices: Record<string, string>, redirect = "/Trades"): Promise<Grant & { landed: URL }> {
  return grantThroughSandbox(t, `/api/sbk/authorize?redirect=${encodeURIComponent(redirect)}`, "auth_code", choices);
}

/** POSTs loginWithUserCenterAuthCode with the grant's code and state and its state cookie. */
export function sbkLogin(t: TestApp, grant: Grant, token?: string): Promise<CookieAnswer<AuthCodeLoginResult>> {
  return postWithCookie<AuthCodeLoginResult>(
    t,
    "/api/uservice/user/loginWithUserCenterAuthCode",
    { auth_code: grant.code, state: grant.state, agree_privacy: "1" },
    grant.cookie,
    token,
  );
}

/** POSTs bindPhone. */
export function bindPhone(t: TestApp, fields: { openid: string; bind_ticket: string; phone: string; code: string }, token?: string): Promise<InjectedAnswer<LoginResult>> {
  return postForm<LoginResult>(t.app, "/api/uservice/user/bindPhone", { ...fields, agree_privacy: "1" }, token);
}

/** getMyInfo with `token`. */
export function myInfo(t: TestApp, token?: string): Promise<InjectedAnswer<LoginResult["user"]>> {
  return postForm<LoginResult["user"]>(t.app, "/api/uservice/user/getMyInfo", {}, token);
}
