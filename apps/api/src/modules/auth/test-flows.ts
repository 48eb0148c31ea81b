import { expect } from "vitest";
import type { AuthCodeLoginResult, LoginResult } from "@wenlv/contract/auth";
import { postForm, type InjectedAnswer, type TestApp } from "../../test-utils";

/**
 * Test helpers that walk the login flows the way a browser does (302s, the sandbox page's form),
 * shared by the auth test files. Not used by the app.
 */

/** GETs `url` and expects a 302; answers the Location. */
export async function redirectOf(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, `${url} -> ${res.body.slice(0, 200)}`).toBe(302);
  return String(res.headers.location);
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
 * browser lands on (the app callback with the code).
 */
export async function throughSandbox(t: TestApp, entry: string, choices: Record<string, string> = {}): Promise<URL> {
  const pageUrl = await redirectOf(t, entry);
  const page = await t.app.inject({ method: "GET", url: pageUrl });
  expect(page.statusCode).toBe(200);
  const form = formOf(page.body);
  const q = new URLSearchParams({ ...form.hidden, decision: "allow", ...choices });
  return new URL(await redirectOf(t, `${form.action}?${q.toString()}`), t.config.publicUrl);
}

/** The latest sandbox SMS code sent to `phone` for `purpose` (moves the clock past the resend gap first). */
export async function smsCode(t: TestApp, phone: string, purpose: "login" | "bind" = "login"): Promise<string> {
  t.clock.advance(3 * 60 * 1000);
  const sent = await postForm(t.app, "/api/uservice/sms/send", { phone, purpose });
  expect(sent.body.code, sent.body.msg).toBe(1);
  const outbox = await t.app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
  return outbox.json().data.list[0].code as string;
}

/** A WeChat code for `openid` (empty = a new sandbox WeChat user) through the sandbox consent page. */
export async function wechatCode(t: TestApp, openid = ""): Promise<string> {
  const landed = await throughSandbox(t, "/api/wx/oauth/authorize?redirect=/User", { subject: openid });
  return landed.searchParams.get("code") as string;
}

/** POSTs wxLogin with `code` (and `token` for rotation). */
export function wxLogin(t: TestApp, code: string, token?: string): Promise<InjectedAnswer<AuthCodeLoginResult>> {
  return postForm<AuthCodeLoginResult>(t.app, "/api/uservice/user/wxLogin", { code, agree_privacy: "1" }, token);
}

/** POSTs bindPhone. */
export function bindPhone(t: TestApp, fields: { openid: string; bind_ticket: string; phone: string; code: string }, token?: string): Promise<InjectedAnswer<LoginResult>> {
  return postForm<LoginResult>(t.app, "/api/uservice/user/bindPhone", { ...fields, agree_privacy: "1" }, token);
}

/** getMyInfo with `token`. */
export function myInfo(t: TestApp, token?: string): Promise<InjectedAnswer<LoginResult["user"]>> {
  return postForm<LoginResult["user"]>(t.app, "/api/uservice/user/getMyInfo", {}, token);
}
