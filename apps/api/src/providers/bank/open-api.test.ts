import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { LoginProviderError } from "../login-identity";
import { signParams, verifyParams } from "../payment/sign";
import { createBankOpenApi } from "./open-api";

const SECRET = "bank-app-secret-0123456789";
const NOW = new Date("2025-06-01T02:00:00Z");

/** A local fake of the bank's auth-code exchange: checks our signature, answers signed flat JSON. */
let fake: FastifyInstance;
let base: string;
const seen: Record<string, string>[] = [];

beforeAll(async () => {
  fake = Fastify();
  await fake.register(formbody);
  fake.post("/open/auth", async (request) => {
    const f = request.body as Record<string, string>;
    seen.push(f);
    const answer = (fields: Record<string, string>, secret = SECRET) => ({ ...fields, sign: signParams(fields, secret) });
    if (!verifyParams(f, SECRET) || f.app_id !== "wenlv-bank") return answer({ ret_code: "SIGN_ERROR", ret_msg: "签名错误", nonce_str: f.nonce_str ?? "" });
    const nonce = f.nonce_str as string;
    switch (f.auth_code) {
      case "good":
        return answer({ ret_code: "0000", ret_msg: "成功", nonce_str: nonce, customer_id: "C0001", mobile: "13900000701" });
      case "nomobile":
        return answer({ ret_code: "0000", ret_msg: "成功", nonce_str: nonce, customer_id: "C0002" });
      case "forged":
        return answer({ ret_code: "0000", ret_msg: "成功", nonce_str: nonce, customer_id: "C9999", mobile: "13900000000" }, "not-the-bank-secret-00");
      case "replayed":
        return answer({ ret_code: "0000", ret_msg: "成功", nonce_str: "f".repeat(32), customer_id: "C0001" });
      default:
        return answer({ ret_code: "AUTH_CODE_INVALID", ret_msg: "授权码无效", nonce_str: nonce });
    }
  });
  base = await fake.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => fake.close());

const adapter = (secret = SECRET) => createBankOpenApi({ authUrl: `${base}/open/auth`, appId: "wenlv-bank", appSecret: secret, now: () => NOW });
const reasonOf = (p: Promise<unknown>) => p.then(() => "none", (e: unknown) => (e instanceof LoginProviderError ? e.reason : "other"));

describe("bank open-API adapter", () => {
  it("posts signed parameters and reads the signed answer", async () => {
    expect(await adapter().exchange("good")).toEqual({ subject: "C0001", mobile: "13900000701" });
    expect(seen.at(-1)).toMatchObject({ app_id: "wenlv-bank", auth_code: "good", timestamp: String(NOW.getTime() / 1000), sign_type: "HMAC-SHA256" });
    expect(await adapter().exchange("nomobile")).toEqual({ subject: "C0002" });
  });

  it("AUTH_CODE_INVALID is 'rejected'; a wrong secret, a forged or replayed answer 'unavailable'", async () => {
    expect(await reasonOf(adapter().exchange("used"))).toBe("rejected");
    expect(await reasonOf(adapter("wrong-secret-000000000").exchange("good"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchange("forged"))).toBe("unavailable");
    expect(await reasonOf(adapter().exchange("replayed"))).toBe("unavailable");
  });
});

describe("the API with BANK_PROVIDER=bank", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(NOW), env: { BANK_PROVIDER: "bank", BANK_AUTH_URL: `${base}/open/auth`, BANK_APP_ID: "wenlv-bank", BANK_APP_SECRET: SECRET } });
  });
  afterAll(async () => t.close());

  const login = (auth_code: string) => postForm(t.app, "/api/uservice/user/bankLogin", { auth_code, agree_privacy: "1" });

  it("logs the bank customer in and refuses a stale code", async () => {
    expect((await login("good")).body).toMatchObject({ code: 1, data: { isBindMobile: true, openid: "C0001", user: { phone_masked: "139****0701", bound: ["bank"] } } });
    expect((await login("used")).body).toMatchObject({ code: 0, msg: "银行授权已失效，请重新授权" });
  });

  it("has no sandbox bank page, code endpoint or entry", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/bank/authorize?redirect=/User" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/bank/authorize?redirect_uri=%2FbankJsLogin" })).statusCode).toBe(404);
    expect((await postForm(t.app, "/api/dev/bank/code", { mobile: "13900000001" })).status).toBe(404);
  });
});
