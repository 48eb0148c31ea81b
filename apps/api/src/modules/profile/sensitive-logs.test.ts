import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxIdentity } from "../../providers/identity/sandbox";
import type { IdentityProvider } from "../../providers/identity/types";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { sealed, smsCode } from "./test-kit";

/** Every log line the app writes, at level trace. */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

// The sandbox, except that the name 故障测试 makes it fail with an error quoting the request,
// as a careless real adapter might.
const sandbox = createSandboxIdentity();
const identity: IdentityProvider = {
  name: "sandbox-with-failure",
  async verify(q) {
    if (q.name === "故障测试") throw new Error(`upstream refused ${q.name} ${q.idNumber}`);
    return sandbox.verify(q);
  },
};

let t: TestApp;
let me: TestLogin;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "trace" }, deps: { logStream, providers: { identity } } });
  me = await t.loginAs("13100000001");
});
afterAll(async () => t.close());

const U = "/api/uservice/user";
const ID = "320508199001011232";
const DIGITS = "735194";

describe("sandbox views", () => {
  it("are not served when another identity provider is in use", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/identity-registry" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mail-outbox" })).statusCode).toBe(200);
  });
});

describe("sensitive values never reach the log (trace level)", () => {
  it("realName: neither the ID number nor the name is logged, on mismatch, provider failure or success", async () => {
    const failing = await postForm(t.app, `${U}/realName`, { name: "故障测试", id_number: ID, agree_id_consent: "1" }, me.token);
    expect(failing.body).toMatchObject({ code: 0, msg: "实名认证服务暂时不可用，请稍后再试" });
    const mismatch = await postForm(t.app, `${U}/realName`, { name: "张三", id_number: ID, agree_id_consent: "1" }, me.token);
    expect(mismatch.body.msg).toBe("ID number wrong");
    const badCheck = await postForm(t.app, `${U}/realName`, { name: "王小明", id_number: `${ID.slice(0, 17)}9`, agree_id_consent: "1" }, me.token);
    expect(badCheck.body.code).toBe(0);
    const done = await postForm(t.app, `${U}/realName`, { name: "王小明", id_number: ID, agree_id_consent: "1" }, me.token);
    expect(done.body.code).toBe(1);

    const log = lines.join("");
    expect(log).toContain("/api/uservice/user/realName");
    expect(log).toContain("identity provider failed");
    for (const secret of [ID, ID.slice(0, 17), ID.slice(6, 14), "王小明", "故障测试"]) expect(log).not.toContain(secret);
    for (const answer of [failing, mismatch, badCheck, done]) {
      expect(answer.raw).not.toContain(ID);
      expect(answer.raw).not.toContain("王小明");
    }
    expect(done.body.data).toMatchObject({ real_name_masked: "**明", id_number_masked: "320***********1232" });
  });

  it("setPaymentPassword and verifyPaymentPassword: the digits are never logged or answered", async () => {
    const before = lines.length;
    await postForm(t.app, `${U}/sendMyPhoneCode`, { purpose: "pay_password" }, me.token);
    const code = await smsCode(t, "13100000001");
    const weak = await postForm(t.app, `${U}/setPaymentPassword`, { ...(await sealed(t, "123456")), code }, me.token);
    expect(weak.body.msg).toBe("支付密码过于简单");
    const set = await postForm(t.app, `${U}/setPaymentPassword`, { ...(await sealed(t, DIGITS)), code }, me.token);
    expect(set.body.code).toBe(1);
    const wrong = await postForm(t.app, `${U}/verifyPaymentPassword`, await sealed(t, "735195"), me.token);
    expect(wrong.body.code).toBe(0);
    const right = await postForm(t.app, `${U}/verifyPaymentPassword`, await sealed(t, DIGITS), me.token);
    expect(right.body).toMatchObject({ code: 1, data: { verified: true } });

    const log = lines.slice(before).join("");
    expect(log).toContain("/api/uservice/user/setPaymentPassword");
    for (const secret of [DIGITS, "735195", "123456"]) expect(log).not.toContain(secret);
    for (const answer of [weak, set, wrong, right]) expect(answer.raw).not.toContain(DIGITS);
  });
});
