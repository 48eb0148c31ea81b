import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "@wenlv/contract/auth";
import { consents, users } from "../../db/schema/index";
import { hashPassword } from "../../lib/password";
import { createTestApp, createTestClock, type TestApp } from "../../test-utils";
import { myInfo } from "./test-flows";

let t: TestApp;
const PASSWORD = "Suzhou-2025!";

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date("2025-06-01T02:00:00Z")) });
});
afterAll(async () => t.close());

/** A user with PASSWORD (hashed with few iterations to keep the test fast; the stored count is used). */
async function userWithPassword(phone: string): Promise<number> {
  const { userId } = await t.loginAs(phone);
  await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD, 1000) }).where(eq(users.id, userId));
  return userId;
}

async function passwordLogin(phone: string, password: string, opts: { ip?: string; token?: string } = {}) {
  const form = new URLSearchParams({ phone, password, agree_privacy: "1", ...(opts.token ? { token: opts.token } : {}) });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/uservice/user/passwordLogin",
    payload: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress: opts.ip ?? "10.0.0.1",
  });
  return res.json() as { code: number; msg: string; data: LoginResult };
}

describe("POST /api/uservice/user/passwordLogin", () => {
  it("logs in with the right password, records consent, masks the phone", async () => {
    const userId = await userWithPassword("13500000001");
    const res = await passwordLogin("13500000001", PASSWORD);
    expect(res).toMatchObject({ code: 1, data: { user: { id: userId, phone_masked: "135****0001", has_password: true } } });
    expect(JSON.stringify(res)).not.toContain("13500000001");
    expect((await myInfo(t, res.data.token)).status).toBe(200);
    expect((await t.db.select().from(consents).where(eq(consents.userId, userId))).map((c) => c.kind)).toEqual(["privacy"]);
  });

  it("answers the same message for a wrong password, an unknown phone and a phone without password", async () => {
    await userWithPassword("13500000002");
    await t.loginAs("13500000003");
    for (const [phone, password] of [["13500000002", "wrong"], ["13500000099", PASSWORD], ["13500000003", PASSWORD]] as const) {
      expect(await passwordLogin(phone, password)).toEqual({ code: 0, msg: "手机号或密码错误", data: null });
    }
    expect((await passwordLogin("12345", PASSWORD)).msg).toBe("请输入正确的手机号码");
  });

  it("locks the phone after 5 wrong passwords for 15 minutes, even for the right one", async () => {
    await userWithPassword("13500000004");
    t.clock.set(new Date("2025-06-02T02:00:00Z"));
    for (let i = 0; i < 5; i++) expect((await passwordLogin("13500000004", `wrong-${i}`, { ip: `10.0.1.${i}` })).code).toBe(0);
    const locked = await passwordLogin("13500000004", PASSWORD, { ip: "10.0.1.9" });
    expect(locked).toMatchObject({ code: 4006, msg: "密码错误次数过多，请15分钟后再试或使用验证码登录" });
    t.clock.advance(15 * 60 * 1000);
    expect((await passwordLogin("13500000004", PASSWORD)).code).toBe(1);
  });

  it("counts only wrong passwords, and parallel guesses cannot exceed 5", async () => {
    await userWithPassword("13500000005");
    t.clock.set(new Date("2025-06-03T02:00:00Z"));
    for (let i = 0; i < 4; i++) await passwordLogin("13500000005", "wrong");
    expect((await passwordLogin("13500000005", PASSWORD)).code).toBe(1);
    expect((await passwordLogin("13500000005", PASSWORD)).code).toBe(1);

    await userWithPassword("13500000006");
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => passwordLogin("13500000006", `guess-${i}`, { ip: `10.0.2.${i}` })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 4006)).toHaveLength(7);
  });

  it("limits attempts per IP (30 per 15 minutes)", async () => {
    await userWithPassword("13500000007");
    t.clock.set(new Date("2025-06-04T02:00:00Z"));
    for (let i = 0; i < 30; i++) expect((await passwordLogin("13500000007", "wrong", { ip: "10.9.9.9" })).code).not.toBe(1);
    expect(await passwordLogin("13500000007", PASSWORD, { ip: "10.9.9.9" })).toMatchObject({ code: 4006, msg: "操作太频繁，请稍后再试" });
  });

  it("an anonymised account cannot log in with its old password", async () => {
    const userId = await userWithPassword("13500000008");
    await t.db.update(users).set({ anonymisedAt: t.clock.now() }).where(eq(users.id, userId));
    expect((await passwordLogin("13500000008", PASSWORD)).msg).toBe("手机号或密码错误");
  });

  it("rotates the token sent with it", async () => {
    await userWithPassword("13500000009");
    const before = await t.loginAs("13500000009");
    expect((await passwordLogin("13500000009", PASSWORD, { token: before.token })).code).toBe(1);
    expect((await myInfo(t, before.token)).status).toBe(401);
  });
});
