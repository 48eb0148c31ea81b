import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChangeTicket } from "@wenlv/contract/profile";
import { oneTimeTickets, users } from "../../db/schema/index";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { smsCode, wrongCode } from "./test-kit";

let t: TestApp;
const clock = createTestClock(new Date("2025-07-01T02:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
// A fresh hour (and minute) per test: the per-IP SMS limit is 30 an hour.
beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

const U = "/api/uservice/user";
const phoneOf = async (id: number) => (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]?.phone;

/** Sends and verifies the change_old code of `me`, answering the change ticket. */
async function ticketFor(me: TestLogin, phone: string): Promise<string> {
  expect((await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "change_old" }, me.token)).body.code).toBe(1);
  const res = await postForm<ChangeTicket>(t.app, `${U}/verifyOldPhone`, { code: await smsCode(t, phone) }, me.token);
  expect(res.body).toMatchObject({ code: 1, data: { expires_in_s: 600 } });
  return res.body.data.change_ticket;
}
async function newNumberCode(phone: string): Promise<string> {
  expect((await postForm(t.app, "/api/uservice/sms/send", { phone, purpose: "change_new" })).body.code).toBe(1);
  return smsCode(t, phone);
}

describe("POST /api/uservice/user/sendMyPhoneCode", () => {
  it("sends the code to the user's own phone, whatever else is posted", async () => {
    const me = await t.loginAs("13600000001");
    const res = await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "pay_password" }, me.token);
    expect(res.body).toMatchObject({ code: 1, data: { resend_after_s: 60, expires_in_s: 300 } });
    expect(await smsCode(t, "13600000001")).toMatch(/^\d{6}$/);
    const other = await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "cancel", phone: "13600000999" }, me.token);
    expect(other.body.msg).toBe("不允许提交的字段：phone");
    expect(await smsCode(t, "13600000999")).toBe("");
  });

  it("keeps the SMS limits: one a minute per number and purpose (issue 9: a deletion code may follow at once)", async () => {
    const me = await t.loginAs("13600000002");
    expect((await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "change_old" }, me.token)).body.code).toBe(1);
    const again = await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "change_old" }, me.token);
    expect(again.body.code).toBe(4006);
    expect((await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "cancel" }, me.token)).body.code).toBe(1);
  });

  it("refuses purposes meant for other numbers and accounts without a phone", async () => {
    const me = await t.loginAs("13600000003");
    for (const purpose of ["login", "change_new", "bind", ""]) {
      expect((await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose }, me.token)).body.code).toBe(0);
    }
    await t.db.update(users).set({ phone: null }).where(eq(users.id, me.userId));
    const res = await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "change_old" }, me.token);
    expect(res.body).toMatchObject({ code: 0, msg: "请先绑定手机号" });
  });
});

describe("changing the phone", () => {
  it("verifies the old number, then moves the account to the new one", async () => {
    const me = await t.loginAs("13600000010");
    const ticket = await ticketFor(me, "13600000010");
    const row = (await t.db.select().from(oneTimeTickets).where(eq(oneTimeTickets.userId, me.userId)))[0];
    expect(row).toMatchObject({ kind: "change_phone", usedAt: null });
    expect(row?.ticketHash).not.toBe(ticket);
    clock.advance(61_000);
    const code = await newNumberCode("13600000011");
    const res = await postForm<{ phone_masked: string }>(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "13600000011", code }, me.token);
    expect(res.body).toMatchObject({ code: 1, data: { phone_masked: "136****0011" } });
    expect(await phoneOf(me.userId)).toBe("13600000011");
    // The ticket works once.
    clock.advance(61_000);
    const again = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "13600000012", code: await newNumberCode("13600000012") }, me.token);
    expect(again.body).toMatchObject({ code: 0, msg: "请先验证原手机号" });
    expect(await phoneOf(me.userId)).toBe("13600000011");
  });

  it("refuses a wrong old-number code, and locks it after 5 tries", async () => {
    const me = await t.loginAs("13600000020");
    await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "change_old" }, me.token);
    const code = await smsCode(t, "13600000020");
    for (let i = 0; i < 5; i++) {
      expect((await postForm(t.app, `${U}/verifyOldPhone`, { code: wrongCode(code) }, me.token)).body.code).toBe(0);
    }
    const locked = await postForm(t.app, `${U}/verifyOldPhone`, { code }, me.token);
    expect(locked.body).toMatchObject({ code: 0, msg: "验证码错误次数过多，请重新获取" });
    expect(await t.db.select().from(oneTimeTickets).where(eq(oneTimeTickets.userId, me.userId))).toHaveLength(0);
  });

  it("refuses another user's ticket, and a code sent for another purpose", async () => {
    const a = await t.loginAs("13600000030");
    const b = await t.loginAs("13600000031");
    const ticketOfA = await ticketFor(a, "13600000030");
    clock.advance(61_000);
    const code = await newNumberCode("13600000032");
    const stolen = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticketOfA, phone: "13600000032", code }, b.token);
    expect(stolen.body).toMatchObject({ code: 0, msg: "请先验证原手机号" });
    expect(await phoneOf(b.userId)).toBe("13600000031");
    // A login code for the new number is not a change_new code.
    clock.advance(61_000);
    await postForm(t.app, "/api/uservice/sms/send", { phone: "13600000032", purpose: "login" });
    const loginCode = await smsCode(t, "13600000032");
    const res = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticketOfA, phone: "13600000032", code: loginCode }, a.token);
    expect(res.body.code).toBe(0);
    expect(await phoneOf(a.userId)).toBe("13600000030");
    // The ticket is still unused: the owner can finish with the right code.
    expect((await postForm(t.app, `${U}/changePhone`, { change_ticket: ticketOfA, phone: "13600000032", code }, a.token)).body.code).toBe(1);
  });

  it("refuses a number of another account (4006), the same number and an expired ticket, changing nothing", async () => {
    const me = await t.loginAs("13600000040");
    await t.loginAs("13600000041");
    const ticket = await ticketFor(me, "13600000040");
    clock.advance(61_000);
    const taken = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "13600000041", code: await newNumberCode("13600000041") }, me.token);
    expect(taken.body).toMatchObject({ code: 4006, msg: "该手机号已被其他账号使用" });
    const same = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "13600000040", code: "123456" }, me.token);
    expect(same.body.code).toBe(0);
    const bad = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "1360000004", code: "123456" }, me.token);
    expect(bad.body.msg).toBe("请输入正确的手机号码");
    clock.advance(10 * 60 * 1000);
    const code = await newNumberCode("13600000042");
    const late = await postForm(t.app, `${U}/changePhone`, { change_ticket: ticket, phone: "13600000042", code }, me.token);
    expect(late.body).toMatchObject({ code: 0, msg: "请先验证原手机号" });
    expect(await phoneOf(me.userId)).toBe("13600000040");
    const [row] = await t.db.select().from(oneTimeTickets).where(eq(oneTimeTickets.userId, me.userId));
    expect(row?.usedAt).toBeNull();
  });

  it("refuses a user_id or status field on changePhone", async () => {
    const me = await t.loginAs("13600000050");
    const res = await postForm(t.app, `${U}/changePhone`, { change_ticket: "x".repeat(43), phone: "13600000051", code: "123456", user_id: "1", status: "1" }, me.token);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/^不允许提交的字段/);
  });
});
