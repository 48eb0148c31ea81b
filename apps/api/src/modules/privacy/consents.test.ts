import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_POLICY_VERSION, type Consent } from "@wenlv/contract/privacy";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller } from "@wenlv/contract/travellers";
import { consents, travellers } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { idCardNumber } from "../orders/test-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const consentList = async (who: TestLogin) => (await postForm<{ list: Consent[] }>(t.app, "/api/uservice/consent/list", {}, who.token)).body.data.list;
const stateOf = async (who: TestLogin, kind: string) => (await consentList(who)).find((c) => c.kind === kind);
const grant = (who: TestLogin, kind: string) => postForm<Consent>(t.app, "/api/uservice/consent/grant", { kind }, who.token);
const withdraw = (who: TestLogin, kind: string) => postForm<Consent>(t.app, "/api/uservice/consent/withdraw", { kind }, who.token);
const saveTraveller = (who: TestLogin, seq: number, agree?: string) =>
  postForm<Traveller>(t.app, "/api/traveller/save", { name: "张三", id_number: idCardNumber(seq), agree_id_consent: agree }, who.token);
const travellerRows = (userId: number) => t.db.select().from(travellers).where(eq(travellers.userId, userId));
const consentRows = (userId: number) => t.db.select().from(consents).where(eq(consents.userId, userId));

describe("consents", () => {
  it("need login", async () => {
    for (const url of ["/api/uservice/consent/list", "/api/uservice/consent/grant", "/api/uservice/consent/withdraw"]) {
      expect((await postForm(t.app, url, { kind: "location" })).status).toBe(401);
    }
  });

  it("lists every kind with its latest state; grant and withdraw append rows", async () => {
    const u = await t.loginAs("13740000001");
    expect(await consentList(u)).toEqual([
      { kind: "privacy", granted: false, version: "", at: "" },
      { kind: "id_number", granted: false, version: "", at: "" },
      { kind: "travellers", granted: false, version: "", at: "" },
      { kind: "location", granted: false, version: "", at: "" },
    ]);
    const granted = await grant(u, "location");
    expect(granted.body).toMatchObject({ code: 1, data: { kind: "location", granted: true, version: PRIVACY_POLICY_VERSION, at: t.clock.now().toISOString() } });
    t.clock.advance(1000);
    expect((await withdraw(u, "location")).body.data).toMatchObject({ kind: "location", granted: false });
    expect(await stateOf(u, "location")).toMatchObject({ granted: false, at: t.clock.now().toISOString() });
    expect(await consentRows(u.userId)).toHaveLength(2);
    expect((await grant(u, "camera")).body).toMatchObject({ code: 0, msg: "授权类型不正确" });
  });

  it("refuses to withdraw the privacy policy: delete the account instead", async () => {
    const u = await t.loginAs("13740000002");
    await grant(u, "privacy");
    const res = await withdraw(u, "privacy");
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toContain("注销账号");
    expect(await stateOf(u, "privacy")).toMatchObject({ granted: true });
    expect(await consentRows(u.userId)).toHaveLength(1);
  });

  it("a traveller save without the ID-number consent is refused and saves nothing", async () => {
    const u = await t.loginAs("13740000003");
    for (const agree of [undefined, "0", "no"]) {
      const res = await saveTraveller(u, 1, agree);
      expect(res.body.code, String(agree)).toBe(0);
      if (agree === undefined) expect(res.body.msg).toBe("请先同意身份信息处理规则");
    }
    expect(await travellerRows(u.userId)).toHaveLength(0);
    expect(await consentRows(u.userId)).toHaveLength(0);
  });

  it("agreeing records id_number and travellers; later saves need no tick while both stay granted", async () => {
    const u = await t.loginAs("13740000004");
    expect((await saveTraveller(u, 2, "1")).body.code).toBe(1);
    expect(await stateOf(u, "id_number")).toMatchObject({ granted: true, version: PRIVACY_POLICY_VERSION });
    expect(await stateOf(u, "travellers")).toMatchObject({ granted: true });
    expect((await saveTraveller(u, 3)).body.code).toBe(1);
    expect((await saveTraveller(u, 4, "1")).body.code).toBe(1);
    // Already granted: no new rows for every save.
    expect(await consentRows(u.userId)).toHaveLength(2);
  });

  it("withdrawing keeps the saved travellers but blocks new saves until granted again", async () => {
    const u = await t.loginAs("13740000005");
    await saveTraveller(u, 5, "1");
    let saved = 1;
    for (const kind of ["id_number", "travellers"]) {
      expect((await withdraw(u, kind)).body.code).toBe(1);
      const list = await postForm<Page<Traveller>>(t.app, "/api/traveller/list", {}, u.token);
      expect(list.body.data.total).toBe(saved);
      expect((await saveTraveller(u, 6)).body).toMatchObject({ code: 0, msg: "请先同意身份信息处理规则" });
      expect(await travellerRows(u.userId)).toHaveLength(saved);
      expect((await grant(u, kind)).body.code).toBe(1);
      expect((await saveTraveller(u, 10 + kind.length)).body.code).toBe(1);
      saved += 1;
    }
    expect(await travellerRows(u.userId)).toHaveLength(3);
  });

  it("a save that fails after the tick records no consent (same transaction)", async () => {
    const u = await t.loginAs("13740000006");
    await saveTraveller(u, 7, "1");
    await withdraw(u, "travellers");
    const rowsBefore = (await consentRows(u.userId)).length;
    const dup = await saveTraveller(u, 7, "1");
    expect(dup.body).toMatchObject({ code: 0, msg: "该证件已添加为联系人" });
    expect(await consentRows(u.userId)).toHaveLength(rowsBefore);
    expect(await stateOf(u, "travellers")).toMatchObject({ granted: false });
  });
});
