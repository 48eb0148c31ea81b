import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smsCodes, users } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";

let t: TestApp;
const clock = createTestClock(new Date("2025-06-01T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
// A fresh hour for every test, so the per-IP limit (30 sends an hour) never leaks between tests.
beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

const send = (phone: string, purpose = "login") => postForm(t.app, "/api/uservice/sms/send", { phone, purpose });
const login = (phone: string, code: string, agree: string | null = "1") =>
  postForm<{ token: string; signing_key: string; expires_at: string; user: { id: number } }>(t.app, "/api/uservice/user/phoneLogin", {
    phone,
    code,
    agree_privacy: agree ?? undefined,
  });
async function lastCode(phone: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
  const list = res.json().data.list as { code: string }[];
  return list[0]?.code ?? "";
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/uservice/sms/send", () => {
  it("sends a 6-digit code, stores only a hash of it and lists it in the sandbox outbox", async () => {
    const res = await send("13800000001");
    expect(res.body).toMatchObject({ code: 1, data: { resend_after_s: 60, expires_in_s: 300 } });
    const code = await lastCode("13800000001");
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, "13800000001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a malformed phone with code 0 and sends nothing", async () => {
    for (const phone of ["1380000000", "12800000000", "abc", ""]) {
      const res = await send(phone);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/手机号/);
    }
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, "1380000000"))).toHaveLength(0);
  });

  it("limits the one-a-minute rule per purpose: a deletion code can follow a login code at once (issue 9)", async () => {
    expect((await send("13800000012", "login")).body.code).toBe(1);
    expect((await send("13800000012", "cancel")).body.code).toBe(1);
    expect((await send("13800000012", "login")).body).toMatchObject({ code: 4006 });
    expect((await send("13800000012", "cancel")).body).toMatchObject({ code: 4006 });
  });

  it("allows one send a minute per phone and purpose", async () => {
    expect((await send("13800000002")).body.code).toBe(1);
    clock.advance(59_000);
    const again = await send("13800000002");
    expect(again.body).toMatchObject({ code: 4006 });
    expect(again.body.msg).toMatch(/1分钟/);
    clock.advance(2_000);
    expect((await send("13800000002")).body.code).toBe(1);
  });

  it("allows 10 sends a Shanghai day per phone, and again the next day", async () => {
    clock.set(new Date("2025-06-10T01:00:00Z")); // 09:00 in Shanghai
    for (let i = 0; i < 10; i++) {
      expect((await send("13800000003")).body.code).toBe(1);
      clock.advance(61_000);
    }
    const eleventh = await send("13800000003");
    expect(eleventh.body.code).toBe(4006);
    expect(eleventh.body.msg).toMatch(/上限/);
    clock.set(new Date("2025-06-10T16:00:30Z")); // 00:00:30 on 11 June in Shanghai
    expect((await send("13800000003")).body.code).toBe(1);
  });

  it("limits sends per client IP to 30 an hour", async () => {
    for (let i = 0; i < 30; i++) expect((await send(`1390000${String(i).padStart(4, "0")}`)).body.code).toBe(1);
    const res = await send("13900009999");
    expect(res.body.code).toBe(4006);
    expect(await lastCode("13900009999")).toBe("");
  });
});

describe("POST /api/uservice/user/phoneLogin", () => {
  it("logs in with the right code once, creating the user; the code cannot be used again", async () => {
    await send("13800000010");
    const code = await lastCode("13800000010");
    const first = await login("13800000010", code);
    expect(first.body.code).toBe(1);
    expect(first.body.data.token.length).toBeGreaterThanOrEqual(43);
    const again = await login("13800000010", code);
    expect(again.body.code).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.phone, "13800000010"))).toHaveLength(1);
  });

  it("refuses an expired code (5 minutes)", async () => {
    await send("13800000011");
    const code = await lastCode("13800000011");
    clock.advance(5 * 60 * 1000 + 1000);
    const res = await login("13800000011", code);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/失效/);
    expect(await t.db.select().from(users).where(eq(users.phone, "13800000011"))).toHaveLength(0);
  });

  it("locks the code after 5 wrong tries, even for the right code afterwards", async () => {
    await send("13800000012");
    const code = await lastCode("13800000012");
    for (let i = 1; i <= 5; i++) {
      const res = await login("13800000012", wrong(code));
      expect(res.body.code).toBe(0);
      if (i < 5) expect(res.body.msg).toContain(`还可尝试${5 - i}次`);
    }
    const right = await login("13800000012", code);
    expect(right.body.code).toBe(0);
    expect(right.body.msg).toMatch(/次数过多/);
  });

  it("accepts the right code after fewer than 5 wrong tries", async () => {
    await send("13800000013");
    const code = await lastCode("13800000013");
    for (let i = 0; i < 4; i++) await login("13800000013", wrong(code));
    expect((await login("13800000013", code)).body.code).toBe(1);
  });

  it("only the newest code works after a resend", async () => {
    await send("13800000014");
    const old = await lastCode("13800000014");
    clock.advance(61_000);
    await send("13800000014");
    const fresh = await lastCode("13800000014");
    if (old !== fresh) expect((await login("13800000014", old)).body.code).toBe(0);
    expect((await login("13800000014", fresh)).body.code).toBe(1);
  });

  it("requires privacy consent and a 6-digit code, changing nothing otherwise", async () => {
    await send("13800000015");
    const code = await lastCode("13800000015");
    const noConsent = await login("13800000015", code, null);
    expect((await login("13800000015", code, "0")).body.code).toBe(0);
    expect(noConsent.body).toMatchObject({ code: 0, msg: "请先阅读并同意隐私政策" });
    expect((await login("13800000015", "12345")).body.code).toBe(0);
    expect((await login("13800000015", "abcdef")).body.code).toBe(0);
    expect(await t.db.select().from(users).where(eq(users.phone, "13800000015"))).toHaveLength(0);
    // Malformed attempts above never reached the code, so it still works.
    expect((await login("13800000015", code)).body.code).toBe(1);
  });

  it("does not accept a code sent for binding", async () => {
    await send("13800000016", "bind");
    const code = await lastCode("13800000016");
    expect((await login("13800000016", code)).body.code).toBe(0);
  });
});
