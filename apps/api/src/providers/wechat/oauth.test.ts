import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-utils";
import { LoginProviderError } from "../login-identity";
import { createWechatOAuth } from "./oauth";

/** A local fake of WeChat's sns/oauth2/access_token, answering like the real one (HTTP 200 + errcode). */
let fake: FastifyInstance;
let base: string;
const calls: Record<string, string>[] = [];

beforeAll(async () => {
  fake = Fastify();
  fake.get("/sns/oauth2/access_token", async (request, reply) => {
    const q = request.query as Record<string, string>;
    calls.push(q);
    if (q.appid !== "wx0123456789" || q.secret !== "s3cret" || q.grant_type !== "authorization_code") return { errcode: 40125, errmsg: "invalid appsecret" };
    if (q.code === "boom") return reply.code(502).send("bad gateway");
    if (q.code === "garbage") return reply.type("text/html").send("<html>");
    if (q.code === "used") return { errcode: 40163, errmsg: "code been used" };
    if (q.code === "snapshot") return { access_token: "AT", expires_in: 7200, openid: "oVirtual", scope: "snsapi_base", is_snapshotuser: 1 };
    if (q.code === "good") return { access_token: "AT", expires_in: 7200, refresh_token: "RT", openid: "oReal_0001", scope: "snsapi_userinfo", unionid: "uX" };
    return { errcode: 40029, errmsg: "invalid code" };
  });
  base = await fake.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => fake.close());

const adapter = (secret = "s3cret") =>
  createWechatOAuth({ appId: "wx0123456789", appSecret: secret, scope: "snsapi_userinfo", openBaseUrl: "https://open.weixin.qq.com", apiBaseUrl: base });

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(LoginProviderError);
  return (err as LoginProviderError).reason;
}

describe("WeChat web authorisation adapter", () => {
  it("builds WeChat's authorize URL with the parameters in WeChat's order", () => {
    const url = adapter().authorizeUrl("https://trip.example.com/BaseLogin?redirect=%2FUser", "abc123");
    expect(url).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789&redirect_uri=https%3A%2F%2Ftrip.example.com%2FBaseLogin%3Fredirect%3D%252FUser&response_type=code&scope=snsapi_userinfo&state=abc123#wechat_redirect",
    );
  });

  it("exchanges a code for the openid with appid, secret, code and grant_type", async () => {
    expect(await adapter().exchangeCode("good")).toEqual({ subject: "oReal_0001" });
    expect(calls.at(-1)).toEqual({ appid: "wx0123456789", secret: "s3cret", code: "good", grant_type: "authorization_code" });
  });

  it("an invalid or used code is 'rejected'; a wrong secret, 5xx or garbage is 'unavailable'", async () => {
    expect(await reasonOf(adapter().exchangeCode("nope"))).toBe("rejected");
    expect(await reasonOf(adapter().exchangeCode("used"))).toBe("rejected");
    expect(await reasonOf(adapter().exchangeCode("snapshot"))).toBe("rejected");
    expect(await reasonOf(adapter("wrong").exchangeCode("good"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchangeCode("boom"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchangeCode("garbage"))).toBe("unavailable");
  });

  it("an unreachable WeChat is 'unavailable' and the error carries no secret", async () => {
    const down = createWechatOAuth({ appId: "wx0123456789", appSecret: "s3cret", scope: "snsapi_base", openBaseUrl: base, apiBaseUrl: "http://127.0.0.1:9" });
    const err = (await down.exchangeCode("good").catch((e: unknown) => e)) as LoginProviderError;
    expect(err.reason).toBe("unavailable");
    expect(err.message).not.toContain("s3cret");
  });
});

describe("the API with WECHAT_PROVIDER=wechat", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WECHAT_PROVIDER: "wechat", WECHAT_APP_ID: "wx0123456789", WECHAT_APP_SECRET: "s3cret", WECHAT_OPEN_BASE_URL: base, WECHAT_API_BASE_URL: base, WECHAT_OAUTH_SCOPE: "snsapi_base" },
    });
  });
  afterAll(async () => t.close());

  it("sends the browser to WeChat and logs in with WeChat's openid", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/wx/oauth/authorize?redirect=/Trades" });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(
      new RegExp(`^${base}/connect/oauth2/authorize\\?appid=wx0123456789&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2FBaseLogin%3Fredirect%3D%252FTrades&response_type=code&scope=snsapi_base&state=[0-9a-f]{32}#wechat_redirect$`),
    );
    const login = await wxLogin("good");
    expect(login).toMatchObject({ code: 1, data: { isBindMobile: false, openid: "oReal_0001" } });
    const refused = await wxLogin("used");
    expect(refused).toMatchObject({ code: 0, msg: "微信授权已失效，请重新授权" });
    const down = await wxLogin("boom");
    expect(down).toMatchObject({ code: 0, msg: "微信服务暂时不可用，请稍后再试" });
  });

  /** WeChat's callback as /BaseLogin sends it: `code` with the `state` of a fresh authorize step and its state cookie. */
  async function wxLogin(code: string): Promise<unknown> {
    const start = await t.app.inject({ method: "GET", url: "/api/wx/oauth/authorize?redirect=/Trades" });
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/uservice/user/wxLogin",
      payload: new URLSearchParams({ code, state, agree_privacy: "1" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    return res.json();
  }

  it("serves no sandbox WeChat page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/wechat/authorize?redirect_uri=%2FBaseLogin" });
    expect(res.statusCode).toBe(404);
  });
});
