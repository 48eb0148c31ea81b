import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthCodeLoginResult, LoginResult } from "@wenlv/contract/auth";
import { sessions, userIdentities, users } from "../../db/schema/index";
import { sha256Hex } from "../../lib/crypto";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { myInfo, smsCode, wechatCode, wxLogin } from "./test-flows";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date("2025-06-01T02:00:00Z")) });
});
afterAll(async () => t.close());

async function phoneLogin(phone: string, token?: string) {
  return postForm<LoginResult>(t.app, "/api/uservice/user/phoneLogin", { phone, code: await smsCode(t, phone), agree_privacy: "1" }, token);
}

async function bankLogin(mobile: string, token?: string) {
  const code = await postForm<{ auth_code: string }>(t.app, "/api/dev/bank/code", { mobile });
  return postForm<AuthCodeLoginResult>(t.app, "/api/uservice/user/bankLogin", { auth_code: code.body.data.auth_code, agree_privacy: "1" }, token);
}

describe("token rotation", () => {
  it("a login sent with a token revokes that token's session (phone login)", async () => {
    const first = (await phoneLogin("13600000001")).body.data;
    const second = (await phoneLogin("13600000001", first.token)).body.data;
    expect(second.token).not.toBe(first.token);
    expect((await myInfo(t, first.token)).status).toBe(401);
    expect((await myInfo(t, second.token)).status).toBe(200);
  });

  it("an auth-code login sent with a token revokes it too, even when it logs in someone else", async () => {
    const before = await t.loginAs("13600000002");
    const res = await bankLogin("13600000003", before.token);
    expect(res.body.data.isBindMobile).toBe(true);
    expect((await myInfo(t, before.token)).status).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(before.token)));
    expect(row?.revokedAt).toEqual(t.clock.now());
  });

  it("an unbound auth-code login revokes nothing (no new session yet)", async () => {
    const before = await t.loginAs("13600000004");
    const res = await wxLogin(t, await wechatCode(t), before.token);
    expect(res.body.data.isBindMobile).toBe(false);
    expect((await myInfo(t, before.token)).status).toBe(200);
  });

  it("logout revokes the session on the server", async () => {
    const login = await t.loginAs("13600000005");
    expect((await postForm(t.app, "/api/uservice/user/logout", {}, login.token)).body.code).toBe(1);
    expect((await myInfo(t, login.token)).status).toBe(401);
  });
});

describe("account deletion and login", () => {
  const requestDeletion = (userId: number) =>
    t.db
      .update(users)
      .set({ deletionRequestedAt: t.clock.now(), deletionEffectiveAt: new Date(t.clock.now().getTime() + 15 * 86_400_000), deletionReason: "不再使用" })
      .where(eq(users.id, userId));

  it("a login while the deletion is pending withdraws it (phone, bank)", async () => {
    for (const [phone, how] of [["13600000011", phoneLogin], ["13600000012", bankLogin]] as const) {
      const { userId } = await t.loginAs(phone);
      await requestDeletion(userId);
      const res = await how(phone);
      expect(res.body.code, phone).toBe(1);
      const [user] = await t.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ deletionRequestedAt: null, deletionEffectiveAt: null, deletionReason: "" });
    }
  });

  it("an anonymised account never logs in", async () => {
    const { userId } = await t.loginAs("13600000013");
    await t.db.update(users).set({ anonymisedAt: t.clock.now() }).where(eq(users.id, userId));
    expect((await phoneLogin("13600000013")).body).toMatchObject({ code: 0, msg: "该账号已注销" });
    expect((await bankLogin("13600000013")).body).toMatchObject({ code: 0, msg: "该账号已注销" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });

  it("an identity left on an anonymised account is dropped: the person starts afresh", async () => {
    const { userId } = await t.loginAs("13600000014");
    await t.db.insert(userIdentities).values({ userId, provider: "wechat", subject: "oGone_1" });
    await t.db.update(users).set({ anonymisedAt: t.clock.now(), phone: null }).where(eq(users.id, userId));
    const res = await wxLogin(t, await wechatCode(t, "oGone_1"));
    expect(res.body.data).toMatchObject({ isBindMobile: false, openid: "oGone_1" });
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, "oGone_1"))).toHaveLength(0);
  });
});

describe("answers never carry a full phone number", () => {
  it("login answers and getMyInfo mask the phone", async () => {
    const login = (await phoneLogin("13600000021")).body;
    const bank = (await bankLogin("13600000022")).body;
    const info = (await myInfo(t, login.data.token)).body;
    for (const body of [login, bank, info]) {
      expect(JSON.stringify(body)).not.toMatch(/1360000002[12]/);
    }
    expect(info.data.phone_masked).toBe("136****0021");
  });
});
