import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { LoginProviderError } from "../login-identity";
import { createPartnerAppHmac, PARTNER_SIGNATURE_HEADER, signPartnerBody } from "./hmac";

const SECRET = "kunshan-shared-secret-0123";
const NOW = new Date("2025-06-01T02:00:00Z");

/** A local fake of the kunshan app's verify endpoint, checking our signature and signing its answers. */
let fake: FastifyInstance;
let base: string;
const seen: Record<string, unknown>[] = [];

beforeAll(async () => {
  fake = Fastify();
  fake.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));
  fake.post("/verify", async (request, reply) => {
    const raw = request.body as string;
    const signed = (body: Record<string, unknown>, secret = SECRET) => {
      const text = JSON.stringify(body);
      return reply.header(PARTNER_SIGNATURE_HEADER, signPartnerBody(secret, text)).type("application/json").send(text);
    };
    if (request.headers[PARTNER_SIGNATURE_HEADER] !== signPartnerBody(SECRET, raw)) return reply.code(401).send({ code: 40100, msg: "bad signature" });
    const req = JSON.parse(raw) as { app_id: string; auth_code: string; timestamp: number; nonce: string };
    seen.push(req);
    if (Math.abs(req.timestamp - NOW.getTime() / 1000) > 300) return signed({ code: 40101, nonce: req.nonce, msg: "stale" });
    switch (req.auth_code) {
      case "good":
        return signed({ code: 0, nonce: req.nonce, data: { user_id: "ks-42", mobile: "13900000801" } });
      case "nomobile":
        return signed({ code: 0, nonce: req.nonce, data: { user_id: 43 } });
      case "forged":
        return signed({ code: 0, nonce: req.nonce, data: { user_id: "ks-admin", mobile: "13900000000" } }, "another-secret-000000");
      case "replayed":
        return signed({ code: 0, nonce: "0".repeat(32), data: { user_id: "ks-42" } });
      case "broken":
        return signed({ code: 50000, nonce: req.nonce, msg: "internal" });
      default:
        return signed({ code: 40001, nonce: req.nonce, msg: "auth code invalid" });
    }
  });
  base = await fake.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => fake.close());

const adapter = (secret = SECRET) =>
  createPartnerAppHmac({ partners: { kunshan: { verifyUrl: `${base}/verify`, appId: "wenlv-ks", secret } }, now: () => NOW });
const reasonOf = (p: Promise<unknown>) => p.then(() => "none", (e: unknown) => (e instanceof LoginProviderError ? e.reason : "other"));

describe("partner-app HMAC adapter", () => {
  it("posts a signed {app_id, auth_code, timestamp, nonce} and reads the signed answer", async () => {
    expect(await adapter().exchange("kunshan", "good")).toEqual({ subject: "ks-42", mobile: "13900000801" });
    expect(seen.at(-1)).toMatchObject({ app_id: "wenlv-ks", auth_code: "good", timestamp: NOW.getTime() / 1000 });
    expect(String(seen.at(-1)?.nonce)).toMatch(/^[0-9a-f]{32}$/);
    expect(await adapter().exchange("kunshan", "nomobile")).toEqual({ subject: "43" });
  });

  it("an invalid code is 'rejected'; partner failures 'unavailable'", async () => {
    expect(await reasonOf(adapter().exchange("kunshan", "used"))).toBe("rejected");
    expect(await reasonOf(adapter().exchange("kunshan", "broken"))).toBe("unavailable");
    expect(await reasonOf(adapter("wrong-secret-0000000").exchange("kunshan", "good"))).toBe("unavailable");
  });

  it("refuses a forged answer (wrong signature) and a replayed one (another nonce)", async () => {
    expect(await reasonOf(adapter().exchange("kunshan", "forged"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchange("kunshan", "replayed"))).toBe("unavailable");
  });

  it("supports only configured partners", async () => {
    expect(adapter().supports("kunshan")).toBe(true);
    expect(adapter().supports("changshu")).toBe(false);
    expect(await reasonOf(adapter().exchange("changshu", "good"))).toBe("unavailable");
  });
});

describe("the API with PARTNER_APP_PROVIDER=hmac (kunshan only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: createTestClock(NOW),
      env: { PARTNER_APP_PROVIDER: "hmac", PARTNER_KUNSHAN_VERIFY_URL: `${base}/verify`, PARTNER_KUNSHAN_APP_ID: "wenlv-ks", PARTNER_KUNSHAN_SECRET: SECRET },
    });
  });
  afterAll(async () => t.close());

  const login = (partner: string, auth_code: string) => postForm(t.app, "/api/uservice/user/thirdAppLogin", { partner, auth_code, agree_privacy: "1" });

  it("logs a kunshan user in, refuses a forged answer and an unconfigured partner", async () => {
    expect((await login("kunshan", "good")).body).toMatchObject({ code: 1, data: { isBindMobile: true, openid: "ks-42", user: { bound: ["partner:kunshan"] } } });
    expect((await login("kunshan", "forged")).body).toMatchObject({ code: 0, msg: "应用服务暂时不可用，请稍后再试" });
    expect((await login("changshu", "good")).body).toMatchObject({ code: 0, msg: "不支持的合作应用" });
  });

  it("has no sandbox partner page or entry", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/thirdapp/authorize?partner=kunshan" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/partner/authorize?partner=kunshan&redirect_uri=%2FThirdApp" })).statusCode).toBe(404);
  });
});
