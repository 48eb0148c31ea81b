import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index";
import { verifyPassword } from "../../lib/password";
import { createTestApp, postForm, type TestApp } from "../../test-utils";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const U = "/api/uservice/user";
const hashOf = async (id: number) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.h ?? null;
const getMyInfo = (token: string) => postForm(t.app, `${U}/getMyInfo`, {}, token);

describe("POST /api/uservice/user/changePassword", () => {
  it("sets a first password without an old one, stores PBKDF2 and logs out the other sessions only", async () => {
    const me = await t.loginAs("13400000001");
    const otherDevice = await t.loginAs("13400000001");
    const res = await postForm<{ has_password: boolean }>(t.app, `${U}/changePassword`, { password: "Suzhou2025" }, me.token);
    expect(res.body).toMatchObject({ code: 1, data: { has_password: true } });
    const stored = await hashOf(me.userId);
    expect(stored).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(stored).not.toContain("Suzhou2025");
    expect(await verifyPassword("Suzhou2025", stored)).toBe(true);
    expect((await getMyInfo(me.token)).status).toBe(200);
    expect((await getMyInfo(otherDevice.token)).status).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    expect(live.filter((s) => s.revokedAt === null)).toHaveLength(1);
  });

  it("requires and verifies the old password once one exists", async () => {
    const me = await t.loginAs("13400000001");
    const missing = await postForm(t.app, `${U}/changePassword`, { password: "NewPass2025" }, me.token);
    expect(missing.body).toMatchObject({ code: 0, msg: "请输入原密码" });
    const wrong = await postForm(t.app, `${U}/changePassword`, { old_password: "Wrong2025", password: "NewPass2025" }, me.token);
    expect(wrong.body).toMatchObject({ code: 0, msg: "原密码错误，还可尝试4次" });
    expect(await verifyPassword("Suzhou2025", await hashOf(me.userId))).toBe(true);
    const ok = await postForm(t.app, `${U}/changePassword`, { old_password: "Suzhou2025", password: "NewPass2025" }, me.token);
    expect(ok.body.code).toBe(1);
    expect(await verifyPassword("NewPass2025", await hashOf(me.userId))).toBe(true);
  });

  it("refuses weak new passwords and fields it does not own, changing nothing", async () => {
    const me = await t.loginAs("13400000002");
    for (const password of ["short1", "onlyletters", "12345678901", "a".repeat(33) + "1"]) {
      const res = await postForm(t.app, `${U}/changePassword`, { password }, me.token);
      expect(res.body.code, password).toBe(0);
    }
    const res = await postForm(t.app, `${U}/changePassword`, { password: "Suzhou2025", user_id: "1", phone: "13400000009" }, me.token);
    expect(res.body.msg).toMatch(/^不允许提交的字段/);
    expect(await hashOf(me.userId)).toBeNull();
  });

  it("locks the old-password check after 5 wrong tries in an hour", async () => {
    const me = await t.loginAs("13400000003");
    await postForm(t.app, `${U}/changePassword`, { password: "Suzhou2025" }, me.token);
    for (let i = 4; i >= 0; i--) {
      const res = await postForm(t.app, `${U}/changePassword`, { old_password: "Wrong2025", password: "NewPass2025" }, me.token);
      expect(res.body.msg).toBe(i > 0 ? `原密码错误，还可尝试${i}次` : "原密码错误次数过多，请1小时后再试");
    }
    const locked = await postForm(t.app, `${U}/changePassword`, { old_password: "Suzhou2025", password: "NewPass2025" }, me.token);
    expect(locked.body.code).toBe(4006);
    expect(await verifyPassword("Suzhou2025", await hashOf(me.userId))).toBe(true);
    t.clock.advance(60 * 60 * 1000);
    expect((await postForm(t.app, `${U}/changePassword`, { old_password: "Suzhou2025", password: "NewPass2025" }, me.token)).body.code).toBe(1);
  });
});
