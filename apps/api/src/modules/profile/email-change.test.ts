import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smsCodes, users } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { mailCode, wrongCode } from "./test-kit";

let t: TestApp;
const clock = createTestClock(new Date("2025-08-01T02:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

const U = "/api/uservice/user";
const emailOf = async (id: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ?? null;
const sendCode = (token: string, email: string, ip?: string) =>
  t.app
    .inject({
      method: "POST",
      url: `${U}/sendEmailCode`,
      payload: new URLSearchParams({ email, token }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ...(ip ? { remoteAddress: ip } : {}),
    })
    .then((r) => r.json() as { code: number; msg: string });

describe("changing the email", () => {
  it("mails a code through the sandbox outbox, stores it hashed and binds the address", async () => {
    const me = await t.loginAs("13500000001");
    const res = await sendCode(me.token, " Xiao.Ming@Example.COM ");
    expect(res).toMatchObject({ code: 1 });
    const outbox = await t.app.inject({ method: "GET", url: "/api/dev/mail-outbox?to=xiao.ming@example.com" });
    const [mail] = outbox.json().data.list as { to: string; subject: string; code: string; sent_at: string }[];
    expect(mail).toMatchObject({ to: "xiao.ming@example.com", code: expect.stringMatching(/^\d{6}$/) });
    const [row] = await t.db.select().from(smsCodes).where(and(eq(smsCodes.phone, "xiao.ming@example.com"), eq(smsCodes.purpose, "email")));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(mail?.code);

    const done = await postForm<{ email_masked: string }>(t.app, `${U}/changeEmail`, { email: "xiao.ming@example.com", code: mail?.code }, me.token);
    expect(done.body).toMatchObject({ code: 1, data: { email_masked: "x***@example.com" } });
    expect(await emailOf(me.userId)).toBe("xiao.ming@example.com");
    // The code works once.
    const again = await postForm(t.app, `${U}/changeEmail`, { email: "xiao.ming@example.com", code: mail?.code }, me.token);
    expect(again.body.code).toBe(0);
  });

  it("refuses a malformed address without sending anything", async () => {
    const me = await t.loginAs("13500000002");
    for (const email of ["not-an-email", "a@b", "a b@example.com", ""]) {
      expect((await sendCode(me.token, email)).code, email).toBe(0);
    }
    const outbox = await t.app.inject({ method: "GET", url: "/api/dev/mail-outbox?to=not-an-email" });
    expect(outbox.json().data.list).toHaveLength(0);
  });

  it("locks a code after 5 wrong tries and changes nothing", async () => {
    const me = await t.loginAs("13500000003");
    await sendCode(me.token, "lock@example.com");
    const code = await mailCode(t, "lock@example.com");
    for (let i = 0; i < 5; i++) {
      const res = await postForm(t.app, `${U}/changeEmail`, { email: "lock@example.com", code: wrongCode(code) }, me.token);
      expect(res.body.code).toBe(0);
    }
    const locked = await postForm(t.app, `${U}/changeEmail`, { email: "lock@example.com", code }, me.token);
    expect(locked.body).toMatchObject({ code: 0, msg: "验证码错误次数过多，请重新获取" });
    expect(await emailOf(me.userId)).toBeNull();
  });

  it("refuses a code another user asked for", async () => {
    const a = await t.loginAs("13500000004");
    const b = await t.loginAs("13500000005");
    await sendCode(a.token, "shared@example.com");
    const code = await mailCode(t, "shared@example.com");
    const res = await postForm(t.app, `${U}/changeEmail`, { email: "shared@example.com", code }, b.token);
    expect(res.body.code).toBe(0);
    expect(await emailOf(b.userId)).toBeNull();
  });

  it("refuses an address another account holds (4006) at both steps", async () => {
    const a = await t.loginAs("13500000006");
    const b = await t.loginAs("13500000007");
    await t.db.update(users).set({ email: "taken@example.com" }).where(eq(users.id, a.userId));
    expect(await sendCode(b.token, "TAKEN@example.com")).toMatchObject({ code: 4006, msg: "该邮箱已被其他账号使用" });
    const res = await postForm(t.app, `${U}/changeEmail`, { email: "taken@example.com", code: "123456" }, b.token);
    expect(res.body).toMatchObject({ code: 4006, msg: "该邮箱已被其他账号使用" });
    expect(await emailOf(b.userId)).toBeNull();
  });

  it("limits sends: 1 a minute and 10 a Shanghai day per address", async () => {
    const users10 = await Promise.all(Array.from({ length: 11 }, (_, i) => t.loginAs(`1350000${String(100 + i).padStart(4, "0")}`)));
    clock.set(new Date("2025-08-10T01:00:00Z"));
    expect((await sendCode(users10[0]!.token, "busy@example.com")).code).toBe(1);
    expect(await sendCode(users10[1]!.token, "busy@example.com")).toMatchObject({ code: 4006, msg: "验证码发送太频繁，请1分钟后再试" });
    for (let i = 1; i < 10; i++) {
      clock.advance(61_000);
      expect((await sendCode(users10[i]!.token, "busy@example.com")).code).toBe(1);
    }
    clock.advance(61_000);
    expect((await sendCode(users10[10]!.token, "busy@example.com")).code).toBe(4006);
    clock.set(new Date("2025-08-10T16:00:30Z"));
    expect((await sendCode(users10[10]!.token, "busy@example.com")).code).toBe(1);
  });

  it("limits sends per user to 10 a Shanghai day and per IP to 30 an hour", async () => {
    const me = await t.loginAs("13500000008");
    clock.set(new Date("2025-08-20T01:00:00Z"));
    for (let i = 0; i < 10; i++) expect((await sendCode(me.token, `u${i}@example.com`)).code).toBe(1);
    expect(await sendCode(me.token, "u10@example.com")).toMatchObject({ code: 4006, msg: "今日邮箱验证码发送次数已达上限，请明天再试" });

    clock.set(new Date("2025-08-21T01:00:00Z"));
    const many = await Promise.all(Array.from({ length: 4 }, (_, i) => t.loginAs(`1350000${String(200 + i).padStart(4, "0")}`)));
    let sent = 0;
    for (let i = 0; i < 30; i++) {
      const res = await sendCode(many[i % 4]!.token, `ip${i}@example.com`, "203.0.113.7");
      if (res.code === 1) sent++;
    }
    expect(sent).toBe(30);
    expect((await sendCode(many[3]!.token, "ip-extra@example.com", "203.0.113.7")).code).toBe(4006);
    expect((await sendCode(many[3]!.token, "ip-extra@example.com", "203.0.113.8")).code).toBe(1);
  });

  it("refuses fields it does not own", async () => {
    const me = await t.loginAs("13500000009");
    const res = await postForm(t.app, `${U}/changeEmail`, { email: "x@example.com", code: "123456", user_id: "1" }, me.token);
    expect(res.body.msg).toBe("不允许提交的字段：user_id");
  });
});
