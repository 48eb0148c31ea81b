import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-utils";
import { LoginProviderError } from "../login-identity";
import { createUserCenterOAuth } from "./oauth2";

/**
 * A local fake OAuth 2.0 user centre: an authorize endpoint that consents at once for the user named
 * by `user` (good, nomobile, broken) and returns to redirect_uri with `code` and `state`; a token
 * endpoint (client_secret_post) that, as RFC 6749 section 4.1.3 requires, refuses a code whose
 * redirect_uri differs from its authorize request's; and a bearer userinfo endpoint.
 */
let fake: FastifyInstance;
let base: string;
const tokenRequests: Record<string, string>[] = [];
/** The callback the fixed codes below were issued for. */
const CALLBACK = "http://localhost:8080/sbkLoading?redirect=%2FUser";
const TOKENS: Record<string, string> = { good: "AT-mobile", nomobile: "AT-nomobile", broken: "AT-broken" };
/** Codes issued, with the access token they redeem for and the redirect_uri of their authorize request. */
const issued = new Map(Object.entries(TOKENS).map(([code, token]) => [code, { token, redirectUri: CALLBACK }]));

beforeAll(async () => {
  fake = Fastify();
  await fake.register(formbody);
  fake.get("/oauth/authorize", async (request, reply) => {
    const q = request.query as Record<string, string>;
    const code = `code-${issued.size + 1}`;
    issued.set(code, { token: TOKENS[q.user ?? "good"] ?? "AT-mobile", redirectUri: q.redirect_uri ?? "" });
    const back = new URL(q.redirect_uri ?? "");
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.state ?? "");
    return reply.redirect(back.toString(), 302);
  });
  fake.post("/oauth/token", async (request, reply) => {
    const f = request.body as Record<string, string>;
    tokenRequests.push(f);
    if (f.client_id !== "wenlv" || f.client_secret !== "uc-secret") return reply.code(401).send({ error: "invalid_client" });
    if (f.grant_type !== "authorization_code") return reply.code(400).send({ error: "unsupported_grant_type" });
    const grant = issued.get(f.code ?? "");
    if (!grant) return reply.code(400).send({ error: "invalid_grant", error_description: "code expired" });
    if (f.redirect_uri !== grant.redirectUri) return reply.code(400).send({ error: "invalid_grant", error_description: "redirect_uri mismatch" });
    return { access_token: grant.token, token_type: "Bearer", expires_in: 600 };
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

  it("exchanges the code (client_secret_post, with the authorize step's redirect_uri) and reads the subject and mobile from userinfo", async () => {
    expect(await adapter().exchangeCode("good", CALLBACK)).toEqual({ subject: "uc-1001", mobile: "13900000901" });
    expect(tokenRequests.at(-1)).toEqual({ grant_type: "authorization_code", code: "good", redirect_uri: CALLBACK, client_id: "wenlv", client_secret: "uc-secret" });
    expect(await adapter().exchangeCode("nomobile", CALLBACK)).toEqual({ subject: "1002" });
  });

  it("a redirect_uri other than the authorize request's is invalid_grant (RFC 6749 section 4.1.3): 'rejected'", async () => {
    expect(await reasonOf(adapter().exchangeCode("good", "http://localhost:8080/sbkLoading?redirect=%2FTrades"))).toBe("rejected");
    expect(tokenRequests.at(-1)?.redirect_uri).toBe("http://localhost:8080/sbkLoading?redirect=%2FTrades");
  });

  it("invalid_grant is 'rejected'; bad client, a failing userinfo or an unreachable centre 'unavailable'", async () => {
    expect(await reasonOf(adapter().exchangeCode("expired", CALLBACK))).toBe("rejected");
    expect(await reasonOf(adapter("wrong").exchangeCode("good", CALLBACK))).toBe("unavailable");
    expect(await reasonOf(adapter().exchangeCode("broken", CALLBACK))).toBe("unavailable");
    const down = createUserCenterOAuth({ authorizeUrl: base, tokenUrl: "http://127.0.0.1:9/t", userinfoUrl: base, clientId: "wenlv", clientSecret: "x", scope: "" });
    expect(await reasonOf(down.exchangeCode("good", CALLBACK))).toBe("unavailable");
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

  /**
   * The browser's way through: /api/sbk/authorize (state cookie) -> the user centre, where `user`
   * consents -> /sbkLoading?redirect=...&code=...&state=... Answers the callback URL and the cookie.
   */
  async function authorize(user: string, redirect = "/Trades"): Promise<{ landed: URL; cookie: string }> {
    const start = await t.app.inject({ method: "GET", url: `/api/sbk/authorize?redirect=${encodeURIComponent(redirect)}` });
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const consent = await fetch(`${String(start.headers.location)}&user=${user}`, { redirect: "manual" });
    return { landed: new URL(consent.headers.get("location") ?? ""), cookie };
  }

  /** The /sbkLoading page's login call: the code (the standard `code` parameter here), the state and the state cookie. */
  const login = async (code: string, state: string, cookie: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/uservice/user/loginWithUserCenterAuthCode",
      payload: new URLSearchParams({ auth_code: code, state, agree_privacy: "1" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });
    return res.json();
  };
  const through = async (user: string) => {
    const { landed, cookie } = await authorize(user);
    return login(landed.searchParams.get("code") ?? "", landed.searchParams.get("state") ?? "", cookie);
  };

  it("sends the browser to the user centre with the /sbkLoading callback", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/sbk/authorize?redirect=/Trades" });
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/oauth/authorize`);
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:8080/sbkLoading?redirect=%2FTrades");
  });

  it("logs a cardholder with a mobile in, sends one without to /BindPhone, refuses a stale code", async () => {
    expect(await through("good")).toMatchObject({ code: 1, data: { isBindMobile: true, openid: "uc-1001", user: { phone_masked: "139****0901", bound: ["sbk"] } } });
    expect(await through("nomobile")).toMatchObject({ code: 1, data: { isBindMobile: false, openid: "1002" } });
    const { landed, cookie } = await authorize("good");
    expect(await login("expired", landed.searchParams.get("state") ?? "", cookie)).toMatchObject({ code: 0, msg: "社保卡授权已失效，请重新授权" });
  });

  it("repeats the authorize step's redirect_uri, with its in-app return path, in the token request", async () => {
    const { landed, cookie } = await authorize("good", "/TicketOrder?id=3");
    expect(`${landed.origin}${landed.pathname}`).toBe("http://localhost:8080/sbkLoading");
    expect(landed.searchParams.get("redirect")).toBe("/TicketOrder?id=3");
    expect(await login(landed.searchParams.get("code") ?? "", landed.searchParams.get("state") ?? "", cookie)).toMatchObject({ code: 1 });
    expect(tokenRequests.at(-1)?.redirect_uri).toBe("http://localhost:8080/sbkLoading?redirect=%2FTicketOrder%3Fid%3D3");
  });

  it("serves no sandbox user-centre page", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/sbk/authorize?redirect_uri=%2FsbkLoading" })).statusCode).toBe(404);
  });
});
