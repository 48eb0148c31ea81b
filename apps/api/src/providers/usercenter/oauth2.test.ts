import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, postForm, type TestApp } from "../../test-utils";
import { LoginProviderError } from "../login-identity";
import { createUserCenterOAuth } from "./oauth2";

/** A local fake OAuth 2.0 user centre: token endpoint (client_secret_post) and a bearer userinfo endpoint. */
let fake: FastifyInstance;
let base: string;
const tokenRequests: Record<string, string>[] = [];

beforeAll(async () => {
  fake = Fastify();
  await fake.register(formbody);
  fake.post("/oauth/token", async (request, reply) => {
    const f = request.body as Record<string, string>;
    tokenRequests.push(f);
    if (f.client_id !== "wenlv" || f.client_secret !== "uc-secret") return reply.code(401).send({ error: "invalid_client" });
    if (f.grant_type !== "authorization_code") return reply.code(400).send({ error: "unsupported_grant_type" });
    const tokens: Record<string, string> = { good: "AT-mobile", nomobile: "AT-nomobile", broken: "AT-broken" };
    const token = tokens[f.code ?? ""];
    if (!token) return reply.code(400).send({ error: "invalid_grant", error_description: "code expired" });
    return { access_token: token, token_type: "Bearer", expires_in: 600 };
  });
  fake.get("/oauth/userinfo", async (request, reply) => {
    const auth = request.headers.authorization;
    if (auth === "Bearer AT-mobile") return { sub: "uc-1001", phone_number: "13900000901", name: "张三" };
    if (auth === "Bearer AT-nomobile") return { code: 0, data: { user_id: 1002 } };
    if (auth === "Bearer AT-broken") return reply.code(500).send({ message: "down" });
    return reply.code(401).send({ error: "invalid_token" });
  });
  base = await fake.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => fake.close());

const adapter = (secret = "uc-secret") =>
  createUserCenterOAuth({
    authorizeUrl: `${base}/oauth/authorize`,
    tokenUrl: `${base}/oauth/token`,
    userinfoUrl: `${base}/oauth/userinfo`,
    clientId: "wenlv",
    clientSecret: secret,
    scope: "openid phone",
  });

const reasonOf = (p: Promise<unknown>) => p.then(() => "none", (e: unknown) => (e instanceof LoginProviderError ? e.reason : "other"));

describe("user-centre OAuth 2.0 adapter", () => {
  it("builds the authorize URL (response_type, client_id, redirect_uri, state, scope)", () => {
    const url = new URL(adapter().authorizeUrl("http://localhost:8080/sbkLoading?redirect=%2FUser", "st"));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "wenlv",
      redirect_uri: "http://localhost:8080/sbkLoading?redirect=%2FUser",
      state: "st",
      scope: "openid phone",
    });
  });

  it("exchanges the code (client_secret_post) and reads the subject and mobile from userinfo", async () => {
    expect(await adapter().exchangeCode("good")).toEqual({ subject: "uc-1001", mobile: "13900000901" });
    expect(tokenRequests.at(-1)).toEqual({ grant_type: "authorization_code", code: "good", client_id: "wenlv", client_secret: "uc-secret" });
    expect(await adapter().exchangeCode("nomobile")).toEqual({ subject: "1002" });
  });

  it("invalid_grant is 'rejected'; bad client, a failing userinfo or an unreachable centre 'unavailable'", async () => {
    expect(await reasonOf(adapter().exchangeCode("expired"))).toBe("rejected");
    expect(await reasonOf(adapter("wrong").exchangeCode("good"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchangeCode("broken"))).toBe("unavailable");
    const down = createUserCenterOAuth({ authorizeUrl: base, tokenUrl: "http://127.0.0.1:9/t", userinfoUrl: base, clientId: "wenlv", clientSecret: "x", scope: "" });
    expect(await reasonOf(down.exchangeCode("good"))).toBe("unavailable");
  });
});

describe("the API with USERCENTER_PROVIDER=oauth2", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        USERCENTER_PROVIDER: "oauth2",
        USERCENTER_AUTHORIZE_URL: `${base}/oauth/authorize`,
        USERCENTER_TOKEN_URL: `${base}/oauth/token`,
        USERCENTER_USERINFO_URL: `${base}/oauth/userinfo`,
        USERCENTER_CLIENT_ID: "wenlv",
        USERCENTER_CLIENT_SECRET: "uc-secret",
      },
    });
  });
  afterAll(async () => t.close());

  const login = (auth_code: string) => postForm(t.app, "/api/uservice/user/loginWithUserCenterAuthCode", { auth_code, agree_privacy: "1" });

  it("sends the browser to the user centre with the /sbkLoading callback", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/sbk/authorize?redirect=/Trades" });
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/oauth/authorize`);
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:8080/sbkLoading?redirect=%2FTrades");
  });

  it("logs a cardholder with a mobile in, sends one without to /BindPhone, refuses a stale code", async () => {
    expect((await login("good")).body).toMatchObject({ code: 1, data: { isBindMobile: true, openid: "uc-1001", user: { phone_masked: "139****0901", bound: ["sbk"] } } });
    expect((await login("nomobile")).body).toMatchObject({ code: 1, data: { isBindMobile: false, openid: "1002" } });
    expect((await login("expired")).body).toMatchObject({ code: 0, msg: "社保卡授权已失效，请重新授权" });
  });

  it("serves no sandbox user-centre page", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/sbk/authorize?redirect_uri=%2FsbkLoading" })).statusCode).toBe(404);
  });
});
