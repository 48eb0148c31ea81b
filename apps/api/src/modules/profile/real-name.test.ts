import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_POLICY_VERSION } from "@wenlv/contract/privacy";
import type { IdentityRegistry } from "@wenlv/contract/profile";
import { consents, users } from "../../db/schema/index";
import { decryptField } from "../../lib/crypto";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { maskRealName } from "./real-name";

let t: TestApp;
const clock = createTestClock(new Date("2025-10-01T02:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(24 * 60 * 60 * 1000));

const U = "/api/uservice/user";
// Not in the sandbox registry: matches any valid Chinese name.
const FREE_ID = "320505199511110012";
const realName = (me: TestLogin, fields: Record<string, string>) =>
  postForm<Record<string, unknown>>(t.app, `${U}/realName`, { agree_id_consent: "1", ...fields }, me.token);
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const idConsents = async (id: number) => t.db.select().from(consents).where(and(eq(consents.userId, id), eq(consents.kind, "id_number")));
async function registry(): Promise<IdentityRegistry["list"]> {
  return (await t.app.inject({ method: "GET", url: "/api/dev/identity-registry" })).json().data.list;
}
function expectUnverified(row: Awaited<ReturnType<typeof rowOf>>) {
  expect(row).toMatchObject({ realNameVerifiedAt: null, realNameEnc: null, idNumberEnc: null, idNumberIndex: null, realNameMasked: "", idNumberMasked: "" });
}

describe("maskRealName", () => {
  it("masks every character but the last", () => {
    expect(maskRealName("王小明")).toBe("**明");
    expect(maskRealName("陈静")).toBe("*静");
    expect(maskRealName("买买提·艾力")).toBe("*****力");
  });
});

describe("POST /api/uservice/user/realName", () => {
  it("verifies a registry person, stores encrypted values and answers masked ones only", async () => {
    const me = await t.loginAs("13200000001");
    const person = (await registry()).find((p) => p.name === "王小明");
    expect(person?.id_number).toBe("320508199001011232");
    const res = await realName(me, { name: "王小明", id_number: "320508199001011232" });
    expect(res.body).toMatchObject({ code: 1, data: { real_name_verified: true, real_name_masked: "**明", id_number_masked: "320***********1232" } });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain("320508199001011232");
    expect(raw).not.toContain("王小明");

    const row = await rowOf(me.userId);
    expect(row?.realNameVerifiedAt).not.toBeNull();
    expect(row?.idNumberEnc).not.toContain("320508199001011232");
    expect(decryptField(t.config.dataKey, row?.idNumberEnc ?? "")).toBe("320508199001011232");
    expect(decryptField(t.config.dataKey, row?.realNameEnc ?? "")).toBe("王小明");
    expect(row?.idNumberIndex).toMatch(/^[0-9a-f]{64}$/);
    expect(await idConsents(me.userId)).toMatchObject([{ kind: "id_number", version: PRIVACY_POLICY_VERSION, granted: true }]);

    const info = await postForm<Record<string, unknown>>(t.app, `${U}/getMyInfo`, {}, me.token);
    expect(JSON.stringify(info.body)).not.toContain("320508199001011232");
  });

  it("answers 'ID number wrong' for a registry number with another name, and changes nothing", async () => {
    const me = await t.loginAs("13200000002");
    const res = await realName(me, { name: "张三", id_number: "320508198512032460" });
    expect(res.body).toMatchObject({ code: 0, msg: "ID number wrong" });
    expectUnverified(await rowOf(me.userId));
  });

  it("matches a number outside the registry with any valid Chinese name; lower-case x is accepted", async () => {
    const me = await t.loginAs("13200000003");
    expect((await realName(me, { name: "林黛玉", id_number: FREE_ID })).body.code).toBe(1);
    const other = await t.loginAs("13200000004");
    // Not in the registry either; the check character is X.
    const res = await realName(other, { name: "薛宝钗", id_number: "11010519491231002x" });
    expect(res.body).toMatchObject({ code: 1, data: { id_number_masked: "110***********002X" } });
  });

  it("verifies once: a second call is refused with 4006", async () => {
    const me = await t.loginAs("13200000003");
    const res = await realName(me, { name: "李秀英", id_number: "320508198512032460" });
    expect(res.body).toMatchObject({ code: 4006, msg: "已完成实名认证" });
    expect(decryptField(t.config.dataKey, (await rowOf(me.userId))?.realNameEnc ?? "")).toBe("林黛玉");
  });

  it("refuses an ID number another account verified (4006)", async () => {
    const me = await t.loginAs("13200000005");
    const res = await realName(me, { name: "林黛玉", id_number: FREE_ID });
    expect(res.body).toMatchObject({ code: 4006, msg: "该身份证已在其他账号完成实名认证" });
    expectUnverified(await rowOf(me.userId));
  });

  it("checks the name, the ID number and the consent before asking the provider, changing nothing", async () => {
    const me = await t.loginAs("13200000006");
    const cases: [Record<string, string>, RegExp][] = [
      [{ name: "Zhang San", id_number: FREE_ID }, /中文姓名/],
      [{ name: "王", id_number: FREE_ID }, /中文姓名/],
      [{ name: "王小明", id_number: "320508199001011233" }, /校验位/],
      [{ name: "王小明", id_number: "32050819900101123" }, /18位/],
      [{ name: "王小明", id_number: "320508209901011232" }, /出生日期/],
    ];
    for (const [fields, msg] of cases) {
      const res = await realName(me, fields);
      expect(res.body.code, JSON.stringify(fields)).toBe(0);
      expect(res.body.msg).toMatch(msg);
    }
    const noConsent = await postForm(t.app, `${U}/realName`, { name: "王小明", id_number: FREE_ID }, me.token);
    expect(noConsent.body).toMatchObject({ code: 0, msg: "请先同意身份信息处理规则" });
    const refusedConsent = await postForm(t.app, `${U}/realName`, { name: "王小明", id_number: FREE_ID, agree_id_consent: "0" }, me.token);
    expect(refusedConsent.body.code).toBe(0);
    expectUnverified(await rowOf(me.userId));
    expect(await idConsents(me.userId)).toHaveLength(0);
  });

  it("refuses fields it does not own (user_id, status, real_name_verified)", async () => {
    const me = await t.loginAs("13200000007");
    const extras: Record<string, string>[] = [{ user_id: "1" }, { status: "1" }, { real_name_verified: "true" }];
    for (const extra of extras) {
      const res = await realName(me, { name: "林黛玉", id_number: "320505199511110020", ...extra });
      expect(res.body.msg).toMatch(/^不允许提交的字段/);
    }
    expectUnverified(await rowOf(me.userId));
  });

  it("allows 5 checks per user per Shanghai day (4006 after), and again the next day", async () => {
    const me = await t.loginAs("13200000008");
    clock.set(new Date("2025-11-05T01:00:00Z"));
    for (let i = 0; i < 5; i++) {
      expect((await realName(me, { name: "张三", id_number: "320583197806150011" })).body.msg).toBe("ID number wrong");
    }
    const sixth = await realName(me, { name: "陈建国", id_number: "320583197806150011" });
    expect(sixth.body).toMatchObject({ code: 4006, msg: "今日实名认证次数已达上限，请明天再试" });
    expectUnverified(await rowOf(me.userId));
    clock.set(new Date("2025-11-05T16:00:30Z"));
    expect((await realName(me, { name: "陈建国", id_number: "320583197806150011" })).body.code).toBe(1);
  });
});

describe("GET /api/dev/identity-registry", () => {
  it("lists the sandbox people with valid ID numbers", async () => {
    const list = await registry();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((p) => p.name)).toContain("李秀英");
  });
});
