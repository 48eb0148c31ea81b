import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthCodeLoginResult } from "@wenlv/contract/auth";
import { sessions, userIdentities, users } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { OAUTH_STATE_COOKIE_PATH, oauthStateCookie } from "./oauth-state";
import { bindPhone, myInfo, postWithCookie, sbkGrant, sbkLogin, smsCode, throughSandbox, wechatCode, wxLogin, type Grant } from "./test-flows";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date("2025-06-01T02:00:00Z")) });
});
afterAll(async () => t.close());

const login = (path: string, fields: Record<string, string>, token?: string) =>
  postForm<AuthCodeLoginResult>(t.app, `/api/uservice/user/${path}`, { ...fields, agree_privacy: "1" }, token);

async function sbkCode(choices: Record<string, string>): Promise<Grant> {
  const grant = await sbkGrant(t, choices);
  expect(grant.landed.pathname).toBe("/sbkLoading");
  expect(grant.landed.searchParams.get("redirect")).toBe("/Trades");
  return grant;
}

async function partnerCode(partner: string, choices: Record<string, string>): Promise<string> {
  const landed = await throughSandbox(t, `/api/thirdapp/authorize?partner=${partner}&redirect=/Trades`, choices);
  expect(landed.pathname).toBe("/ThirdApp");
  expect(landed.searchParams.get("partner")).toBe(partner);
  return landed.searchParams.get("code") as string;
}

async function bankCode(choices: Record<string, string>): Promise<string> {
  const landed = await throughSandbox(t, "/api/bank/authorize?redirect=/Trades", choices);
  expect(landed.pathname).toBe("/bankJsLogin");
  return landed.searchParams.get("auth_code") as string;
}

describe("WeChat sandbox codes", () => {
  it("work once", async () => {
    const code = await wechatCode(t);
    expect((await wxLogin(t, code)).body.code).toBe(1);
    expect((await wxLogin(t, code)).body).toMatchObject({ code: 0, msg: "微信授权已失效，请重新授权" });
  });

  it("expire after 5 minutes", async () => {
    const code = await wechatCode(t);
    t.clock.advance(5 * 60 * 1000);
    expect((await wxLogin(t, code)).body).toMatchObject({ code: 0, msg: "微信授权已失效，请重新授权" });
  });

  it("need the privacy consent", async () => {
    const grant = await wechatCode(t);
    const res = await postWithCookie(t, "/api/uservice/user/wxLogin", { code: grant.code, state: grant.state }, grant.cookie);
    expect(res.body).toMatchObject({ code: 0, msg: "请先阅读并同意隐私政策" });
  });
});

describe("social-security card (loginWithUserCenterAuthCode)", () => {
  it("a cardholder whose user centre has a mobile logs straight in, and again as the same user", async () => {
    const res = await sbkLogin(t, await sbkCode({ holder: "mobile", mobile: "13900000101" }));
    expect(res.body).toMatchObject({ code: 1, msg: "登录成功", data: { isBindMobile: true, user: { phone_masked: "139****0101", bound: ["sbk"] } } });
    expect(JSON.stringify(res.body)).not.toContain("13900000101");
    const data = res.body.data as Extract<AuthCodeLoginResult, { isBindMobile: true }>;
    expect((await myInfo(t, data.token)).body.data.id).toBe(data.user.id);
    const again = await sbkLogin(t, await sbkCode({ holder: "mobile", mobile: "13900000101" }));
    expect(again.body.data).toMatchObject({ isBindMobile: true, openid: data.openid, user: { id: data.user.id } });
  });

  it("links the cardholder to the existing user of that mobile", async () => {
    const existing = await t.loginAs("13900000102");
    const res = await sbkLogin(t, await sbkCode({ holder: "mobile", mobile: "13900000102" }));
    expect(res.body.data).toMatchObject({ isBindMobile: true, user: { id: existing.userId, bound: ["sbk"] } });
  });

  it("refuses (4006) a mobile whose user already has another social-security account", async () => {
    await sbkLogin(t, await sbkCode({ holder: "mobile", mobile: "13900000103", subject: "sbk_first" }));
    const res = await sbkLogin(t, await sbkCode({ holder: "mobile", mobile: "13900000103", subject: "sbk_second" }));
    expect(res.body).toMatchObject({ code: 4006, msg: "该手机号已绑定其他社保卡账号" });
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, "sbk_second"))).toHaveLength(0);
  });

  it("a cardholder without a mobile goes to /BindPhone with a ticket, then binds and logs in", async () => {
    const res = await sbkLogin(t, await sbkCode({ holder: "nomobile" }));
    expect(res.body.data).toMatchObject({ isBindMobile: false });
    const { openid, bind_ticket } = res.body.data as { openid: string; bind_ticket: string };
    const bound = await bindPhone(t, { openid, bind_ticket, phone: "13900000104", code: await smsCode(t, "13900000104", "bind") });
    expect(bound.body.data.user).toMatchObject({ phone_masked: "139****0104", bound: ["sbk"] });
  });

  it("refuses a made-up auth code", async () => {
    const grant = await sbkCode({ holder: "nomobile" });
    expect((await sbkLogin(t, { ...grant, code: "made-up" })).body).toMatchObject({ code: 0, msg: "社保卡授权已失效，请重新授权" });
  });
});

describe("partner apps (thirdAppLogin)", () => {
  it("a kunshan user with a mobile logs in; the identity is namespaced by partner", async () => {
    const res = await login("thirdAppLogin", { partner: "kunshan", auth_code: await partnerCode("kunshan", { holder: "mobile", mobile: "13900000201" }) });
    expect(res.body.data).toMatchObject({ isBindMobile: true, user: { phone_masked: "139****0201", bound: ["partner:kunshan"] } });
  });

  it("a kunshan code is no good at changshu", async () => {
    const code = await partnerCode("kunshan", { holder: "mobile", mobile: "13900000202" });
    expect((await login("thirdAppLogin", { partner: "changshu", auth_code: code })).body).toMatchObject({ code: 0, msg: "应用授权已失效，请重新授权" });
  });

  it("a changshu user without a mobile binds through /BindPhone", async () => {
    const res = await login("thirdAppLogin", { partner: "changshu", auth_code: await partnerCode("changshu", { holder: "nomobile" }) });
    const { openid, bind_ticket } = res.body.data as { openid: string; bind_ticket: string };
    expect(openid).toMatch(/^changshu_/);
    const bound = await bindPhone(t, { openid, bind_ticket, phone: "13900000203", code: await smsCode(t, "13900000203", "bind") });
    expect(bound.body.data.user.bound).toEqual(["partner:changshu"]);
  });

  it("refuses an unknown partner", async () => {
    expect((await login("thirdAppLogin", { partner: "suzhou", auth_code: "x" })).body).toMatchObject({ code: 0, msg: "不支持的合作应用" });
  });
});

describe("bank app (bankLogin)", () => {
  it("through the sandbox authorisation page", async () => {
    const res = await login("bankLogin", { auth_code: await bankCode({ holder: "mobile", mobile: "13900000301" }) });
    expect(res.body.data).toMatchObject({ isBindMobile: true, user: { phone_masked: "139****0301", bound: ["bank"] } });
  });

  it("through the sandbox JS bridge's code endpoint, with and without a mobile", async () => {
    const withMobile = await postForm<{ auth_code: string; customer_id: string }>(t.app, "/api/dev/bank/code", { mobile: "13900000302" });
    expect(withMobile.body.data.customer_id).toMatch(/^bank_m[0-9a-f]{20}$/);
    const res = await login("bankLogin", { auth_code: withMobile.body.data.auth_code });
    expect(res.body.data).toMatchObject({ isBindMobile: true, openid: withMobile.body.data.customer_id });
    const [user] = await t.db.select().from(users).where(eq(users.phone, "13900000302"));
    const links = await t.db.select().from(userIdentities).where(and(eq(userIdentities.userId, user?.id ?? 0), eq(userIdentities.provider, "bank")));
    expect(links.map((l) => l.subject)).toEqual([withMobile.body.data.customer_id]);

    const without = await postForm<{ auth_code: string }>(t.app, "/api/dev/bank/code", {});
    expect((await login("bankLogin", { auth_code: without.body.data.auth_code })).body.data).toMatchObject({ isBindMobile: false });
    expect((await postForm(t.app, "/api/dev/bank/code", { mobile: "123" })).body).toMatchObject({ code: 0, msg: "请输入正确的手机号码" });
  });

  it("refuses a used code", async () => {
    const code = await bankCode({ holder: "nomobile" });
    expect((await login("bankLogin", { auth_code: code })).body.code).toBe(1);
    expect((await login("bankLogin", { auth_code: code })).body).toMatchObject({ code: 0, msg: "银行授权已失效，请重新授权" });
  });
});

describe("OAuth state (login CSRF, docs/decisions/011)", () => {
  const STATE_GONE = { code: 0, msg: "登录请求已失效，请重新登录", data: null };
  const flows = [
    { name: "WeChat", entry: "/api/wx/oauth/authorize?redirect=/User", cookie: oauthStateCookie("wx"), grant: () => wechatCode(t), login: wxLogin },
    { name: "user centre", entry: "/api/sbk/authorize?redirect=/User", cookie: oauthStateCookie("sbk"), grant: () => sbkCode({ holder: "nomobile" }), login: sbkLogin },
  ];
  const counts = async () => ({
    users: (await t.db.select({ id: users.id }).from(users)).length,
    identities: (await t.db.select({ id: userIdentities.id }).from(userIdentities)).length,
    sessions: (await t.db.select({ id: sessions.id }).from(sessions)).length,
  });

  it("the authorize step puts a fresh state in the provider URL and in an HttpOnly, SameSite=Lax cookie for the login calls, 10 minutes", async () => {
    for (const flow of flows) {
      const res = await t.app.inject({ method: "GET", url: flow.entry });
      expect(res.statusCode, flow.name).toBe(302);
      const state = new URL(String(res.headers.location), t.config.publicUrl).searchParams.get("state");
      expect(state, flow.name).toMatch(/^[0-9a-f]{32}$/);
      const cookie = res.cookies.find((c) => c.name === flow.cookie);
      expect(cookie, flow.name).toMatchObject({ httpOnly: true, sameSite: "Lax", path: OAUTH_STATE_COOKIE_PATH, maxAge: 600 });
      expect(cookie?.secure, flow.name).toBeFalsy();
      expect(cookie?.value.split(".")[0], flow.name).toBe(state);
      const again = await t.app.inject({ method: "GET", url: flow.entry });
      expect(again.cookies.find((c) => c.name === flow.cookie)?.value.split(".")[0], flow.name).not.toBe(state);
    }
  });

  it("a login with the state of its own authorize step works, and clears the cookie", async () => {
    for (const flow of flows) {
      const res = await flow.login(t, await flow.grant());
      expect(res.body.code, `${flow.name}: ${res.body.msg}`).toBe(1);
      const cleared = res.setCookies.find((c) => c.name === flow.cookie);
      expect(cleared, flow.name).toMatchObject({ value: "", maxAge: 0 });
    }
  });

  it("a missing state, a wrong state or no state cookie is refused and changes nothing; the code still works after", async () => {
    for (const flow of flows) {
      const grant = await flow.grant();
      const before = await counts();
      const path = flow.name === "WeChat" ? "/api/uservice/user/wxLogin" : "/api/uservice/user/loginWithUserCenterAuthCode";
      const codeField = flow.name === "WeChat" ? "code" : "auth_code";
      const missing = await postWithCookie(t, path, { [codeField]: grant.code, agree_privacy: "1" }, grant.cookie);
      expect(missing.body, `${flow.name}: missing`).toEqual(STATE_GONE);
      const wrong = grant.state.replace(/^./, (c) => (c === "a" ? "b" : "a"));
      expect((await flow.login(t, { ...grant, state: wrong })).body, `${flow.name}: wrong`).toEqual(STATE_GONE);
      expect((await flow.login(t, { ...grant, cookie: "" })).body, `${flow.name}: no cookie`).toEqual(STATE_GONE);
      // A state cookie of the other flow does not stand in for this one.
      const other = flows.find((f) => f !== flow) as (typeof flows)[number];
      const foreign = grant.cookie.replace(flow.cookie, other.cookie);
      expect((await flow.login(t, { ...grant, cookie: foreign })).body, `${flow.name}: other flow's cookie`).toEqual(STATE_GONE);
      expect(await counts(), flow.name).toEqual(before);
      // Refused before the provider was asked: the code was not spent.
      expect((await flow.login(t, grant)).body.code, flow.name).toBe(1);
    }
  });

  it("a state works once: the login call clears its cookie", async () => {
    const grant = await wechatCode(t);
    const first = await wxLogin(t, grant);
    expect(first.body.code).toBe(1);
    // The browser now holds the cleared cookie; sending the state again finds none.
    const res = await postWithCookie(t, "/api/uservice/user/wxLogin", { code: grant.code, state: grant.state, agree_privacy: "1" }, "");
    expect(res.body).toEqual(STATE_GONE);
  });

  it("partner-app and bank logins are app-initiated and carry no state", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/bank/authorize?redirect=/User" });
    expect(res.cookies).toEqual([]);
    expect((await login("bankLogin", { auth_code: (await bankCode({ holder: "nomobile" })) })).body.code).toBe(1);
  });
});

describe("OAuth state cookie behind https", () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_URL: "https://wenlv.example" } });
  });
  afterAll(async () => secure.close());

  it("is Secure when PUBLIC_URL is https", async () => {
    for (const [entry, flow] of [["/api/wx/oauth/authorize", "wx"], ["/api/sbk/authorize", "sbk"]] as const) {
      const res = await secure.app.inject({ method: "GET", url: entry });
      expect(res.cookies.find((c) => c.name === oauthStateCookie(flow)), entry).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    }
  });
});
