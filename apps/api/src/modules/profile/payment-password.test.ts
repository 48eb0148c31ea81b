import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { verifyPassword } from "../../lib/password";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { paymentPasswordProblem } from "./payment-password";
import { sealed, smsCode, wrongCode } from "./test-kit";

let t: TestApp;
const clock = createTestClock(new Date("2025-09-01T02:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

const U = "/api/uservice/user";
const payHashOf = async (id: number) => (await t.db.select({ h: users.payPasswordHash }).from(users).where(eq(users.id, id)))[0]?.h ?? null;
async function payCode(me: TestLogin, phone: string): Promise<string> {
  clock.advance(61_000);
  expect((await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "pay_password" }, me.token)).body.code).toBe(1);
  return smsCode(t, phone);
}
const setPay = async (me: TestLogin, digits: string, code: string) => postForm<{ has_payment_password: boolean }>(t.app, `${U}/setPaymentPassword`, { ...(await sealed(t, digits)), code }, me.token);
const verifyPay = async (me: TestLogin, digits: string) => postForm(t.app, `${U}/verifyPaymentPassword`, await sealed(t, digits), me.token);

describe("paymentPasswordProblem", () => {
  it("accepts 6 digits without an obvious pattern", () => {
    for (const v of ["135790", "204863", "112233", "123455"]) expect(paymentPasswordProblem(v), v).toBeNull();
  });
  it("refuses repeated digits and ascending or descending runs", () => {
    for (const v of ["000000", "888888", "123456", "234567", "456789", "654321", "987654", "890123", "098765"]) {
      expect(paymentPasswordProblem(v), v).toBe("支付密码过于简单");
    }
  });
  it("refuses anything but exactly 6 ASCII digits", () => {
    for (const v of ["12345", "1234567", "12345a", "１３５７９０", " 13579"]) expect(paymentPasswordProblem(v), v).toBe("支付密码须为6位数字");
  });
});

describe("payment password", () => {
  it("sets the password from a sealed payload and an SMS code, storing only PBKDF2", async () => {
    const me = await t.loginAs("13300000001");
    const res = await setPay(me, "735194", await payCode(me, "13300000001"));
    expect(res.body).toMatchObject({ code: 1, data: { has_payment_password: true } });
    expect(JSON.stringify(res.body)).not.toContain("735194");
    const stored = await payHashOf(me.userId);
    expect(stored).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(await verifyPassword("735194", stored)).toBe(true);

    expect((await verifyPay(me, "735194")).body).toMatchObject({ code: 1, data: { verified: true } });
    expect((await verifyPay(me, "735195")).body).toMatchObject({ code: 0, msg: "支付密码错误，还可尝试4次" });
  });

  it("refuses weak digits without using up the SMS code, and a wrong code", async () => {
    const me = await t.loginAs("13300000002");
    const code = await payCode(me, "13300000002");
    for (const digits of ["123456", "111111", "12345", "abcdef"]) {
      const res = await setPay(me, digits, code);
      expect(res.body.code, digits).toBe(0);
    }
    expect((await setPay(me, "123456", code)).body.msg).toBe("支付密码过于简单");
    expect((await setPay(me, "735194", wrongCode(code))).body.code).toBe(0);
    expect(await payHashOf(me.userId)).toBeNull();
    expect((await setPay(me, "735194", code)).body.code).toBe(1);
  });

  it("refuses a replayed cipher (same payload twice) and stale or future payloads", async () => {
    const me = await t.loginAs("13300000003");
    const code = await payCode(me, "13300000003");
    const once = await sealed(t, "735194");
    const first = await postForm(t.app, `${U}/setPaymentPassword`, { ...once, code }, me.token);
    expect(first.body.code).toBe(1);
    const replay = await postForm(t.app, `${U}/verifyPaymentPassword`, once, me.token);
    expect(replay.body).toMatchObject({ code: 4006, msg: "请求已失效，请重试" });

    const good = await sealed(t, "735194");
    expect((await postForm(t.app, `${U}/verifyPaymentPassword`, good, me.token)).body.code).toBe(1);
    expect((await postForm(t.app, `${U}/verifyPaymentPassword`, good, me.token)).body.code).toBe(4006);

    const now = clock.now().getTime();
    const stale = await sealed(t, "735194", { ts: now - 5 * 60 * 1000 - 1 });
    expect((await postForm(t.app, `${U}/verifyPaymentPassword`, stale, me.token)).body).toMatchObject({ code: 4006, msg: "请求已过期，请校准手机时间后重试" });
    const ahead = await sealed(t, "735194", { ts: now + 61_000 });
    expect((await postForm(t.app, `${U}/verifyPaymentPassword`, ahead, me.token)).body.code).toBe(4006);
    const edge = await sealed(t, "735194", { ts: now - 5 * 60 * 1000 + 1000 });
    expect((await postForm(t.app, `${U}/verifyPaymentPassword`, edge, me.token)).body.code).toBe(1);
  });

  it("refuses a wrong key id and a cipher that does not decrypt", async () => {
    const me = await t.loginAs("13300000004");
    const s = await sealed(t, "735194");
    const wrongKey = await postForm(t.app, `${U}/setPaymentPassword`, { key_id: "0123456789abcdef", cipher: s.cipher, code: "123456" }, me.token);
    expect(wrongKey.body).toMatchObject({ code: 0, msg: "密钥已更新，请重试" });
    const garbage = await postForm(t.app, `${U}/setPaymentPassword`, { key_id: s.key_id, cipher: Buffer.alloc(256, 7).toString("base64"), code: "123456" }, me.token);
    expect(garbage.body).toMatchObject({ code: 0, msg: "数据不正确，请重试" });
    expect(await payHashOf(me.userId)).toBeNull();
  });

  it("locks after 5 wrong passwords in an hour; right ones do not count", async () => {
    const me = await t.loginAs("13300000005");
    await setPay(me, "735194", await payCode(me, "13300000005"));
    expect((await verifyPay(me, "735194")).body.code).toBe(1);
    for (let left = 4; left >= 0; left--) {
      const res = await verifyPay(me, "000001");
      expect(res.body).toMatchObject({ code: 0, msg: left > 0 ? `支付密码错误，还可尝试${left}次` : "支付密码错误次数过多，请1小时后再试" });
    }
    expect((await verifyPay(me, "735194")).body).toMatchObject({ code: 4006, msg: "支付密码错误次数过多，请1小时后再试" });
    clock.advance(60 * 60 * 1000);
    expect((await verifyPay(me, "735194")).body.code).toBe(1);
  });

  it("needs a password before verifying, and strict bodies", async () => {
    const me = await t.loginAs("13300000006");
    expect((await verifyPay(me, "735194")).body).toMatchObject({ code: 0, msg: "请先设置支付密码" });
    const extra = await postForm(t.app, `${U}/setPaymentPassword`, { ...(await sealed(t, "735194")), code: "123456", user_id: "1" }, me.token);
    expect(extra.body.msg).toBe("不允许提交的字段：user_id");
    const plain = await postForm(t.app, `${U}/setPaymentPassword`, { key_id: "k", cipher: "735194", code: "123456", password: "735194" }, me.token);
    expect(plain.body.code).toBe(0);
    expect(await payHashOf(me.userId)).toBeNull();
  });
});
