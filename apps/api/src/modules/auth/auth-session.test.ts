import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, sessions } from "../../db/schema/index";
import { sha256Hex } from "../../lib/crypto";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";

let t: TestApp;
const clock = createTestClock(new Date("2025-06-01T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

type Login = { token: string; signing_key: string; expires_at: string; user: { id: number; phone_masked: string; nickname: string; signing_key?: string } };

async function smsLogin(phone: string): Promise<Login> {
  clock.advance(2 * 60 * 60 * 1000);
  await postForm(t.app, "/api/uservice/sms/send", { phone });
  const code = (await t.app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` })).json().data.list[0].code;
  const res = await postForm<Login>(t.app, "/api/uservice/user/phoneLogin", { phone, code, agree_privacy: "1" });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

const myInfo = (token?: string) => postForm<{ id: number; signing_key: string; phone_masked: string }>(t.app, "/api/uservice/user/getMyInfo", {}, token);

describe("login session", () => {
  it("answers a 256-bit token, a signing key, a 30-day expiry and a masked phone", async () => {
    const login = await smsLogin("13812345678");
    expect(Buffer.from(login.token, "base64url")).toHaveLength(32);
    expect(login.signing_key).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(login.expires_at) - clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(login.user.phone_masked).toBe("138****5678");
    expect(login.user.nickname).toBe("游客5678");
    expect(JSON.stringify(login.user)).not.toContain("13812345678");
  });

  it("stores only the SHA-256 of the token, and records the privacy consent", async () => {
    const login = await smsLogin("13812345679");
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, login.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256Hex(login.token));
    expect(JSON.stringify(rows)).not.toContain(login.token);
    const agreed = await t.db.select().from(consents).where(eq(consents.userId, login.user.id));
    expect(agreed.map((c) => c.kind)).toEqual(["privacy"]);
  });

  it("getMyInfo validates the token from the header or the form field and answers the signing key", async () => {
    const login = await smsLogin("13812345680");
    const viaBoth = await myInfo(login.token);
    expect(viaBoth.body).toMatchObject({ code: 1, data: { id: login.user.id, signing_key: login.signing_key, phone_masked: "138****5680" } });
    const viaHeader = await t.app.inject({ method: "POST", url: "/api/uservice/user/getMyInfo", headers: { authorization: `Bearer ${login.token}` } });
    expect(viaHeader.json().code).toBe(1);
    const viaField = await t.app.inject({
      method: "POST",
      url: "/api/uservice/user/getMyInfo",
      payload: `token=${encodeURIComponent(login.token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(viaField.json().data.id).toBe(login.user.id);
  });

  it("answers HTTP 401 with code 4005 without a valid token", async () => {
    for (const token of [undefined, "not-a-real-token-at-all", "x".repeat(43)]) {
      const res = await myInfo(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 4005, msg: "请先登录", data: null });
    }
  });

  it("logout revokes the session; a second logout is harmless", async () => {
    const login = await smsLogin("13812345681");
    expect((await postForm(t.app, "/api/uservice/user/logout", {}, login.token)).body.code).toBe(1);
    expect((await myInfo(login.token)).status).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(login.token)));
    expect(row?.revokedAt).not.toBeNull();
    expect((await postForm(t.app, "/api/uservice/user/logout", {}, login.token)).body.code).toBe(1);
  });

  it("a session expires after 30 days", async () => {
    const login = await smsLogin("13812345682");
    clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await myInfo(login.token)).status).toBe(200);
    clock.advance(2000);
    expect((await myInfo(login.token)).status).toBe(401);
  });

  it("logging in again keeps the same user and opens another session", async () => {
    const a = await smsLogin("13812345683");
    const b = await smsLogin("13812345683");
    expect(b.user.id).toBe(a.user.id);
    expect(b.token).not.toBe(a.token);
    expect(b.signing_key).not.toBe(a.signing_key);
    expect((await myInfo(a.token)).status).toBe(200);
  });
});
