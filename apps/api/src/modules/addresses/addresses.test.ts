import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Address } from "@wenlv/contract/addresses";
import { addresses } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { MAX_ADDRESSES } from "./service";

let t: TestApp;
let alice: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13700000001");
});
afterAll(async () => t.close());

const GUSU = { name: "张三", phone: "13912345678", district_code: "320508", detail: "平江路100号" };
const save = (who: TestLogin, fields: Record<string, string | number | undefined>) =>
  postForm<Address>(t.app, "/api/address/save", fields, who.token);
const list = (who: TestLogin) => postForm<{ list: Address[] }>(t.app, "/api/address/list", {}, who.token);
const rowsOf = (userId: number) => t.db.select().from(addresses).where(eq(addresses.userId, userId));
const defaultsOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.isDefault).map((r) => r.id);

describe("addresses", () => {
  it("need login: HTTP 401 with code 4005", async () => {
    for (const url of ["/api/address/list", "/api/address/save", "/api/address/delete", "/api/address/setDefault"]) {
      const res = await postForm(t.app, url, { id: 1, ...GUSU });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4005);
    }
    expect(await t.db.select().from(addresses)).toHaveLength(0);
  });

  it("derives province, city and district names from the division code (320508 = 江苏省 苏州市 姑苏区)", async () => {
    const carol = await t.loginAs("13700000003");
    const res = await save(carol, GUSU);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      name: "张三",
      phone: "13912345678",
      phone_region: "mainland",
      province_code: "32",
      province: "江苏省",
      city_code: "3205",
      city: "苏州市",
      district_code: "320508",
      district: "姑苏区",
      detail: "平江路100号",
      is_default: true,
    });
    expect((await list(carol)).body.data.list).toHaveLength(1);
  });

  it("refuses codes that are not districts (3205, 999999, letters) with 请选择所在地区 and stores nothing", async () => {
    const before = (await rowsOf(alice.userId)).length;
    for (const code of ["3205", "32", "999999", "320599", "abcdef", "3205080"]) {
      const res = await save(alice, { ...GUSU, district_code: code });
      expect(res.body, code).toMatchObject({ code: 0, msg: "请选择所在地区" });
    }
    expect(await rowsOf(alice.userId)).toHaveLength(before);
  });

  it("checks the phone by its region: Macau 8-digit numbers with a Macau district", async () => {
    const dave = await t.loginAs("13700000004");
    const macau = await save(dave, { name: "陈大文", phone: "66123456", phone_region: "macau", district_code: "820101", detail: "新马路1号二楼" });
    expect(macau.body.code).toBe(1);
    expect(macau.body.data).toMatchObject({ phone_region: "macau", province: "澳门特别行政区", city: "澳门半岛", district: "大堂区", phone: "66123456" });
    const cases: [Record<string, string>, string][] = [
      [{ ...GUSU, phone: "66123456" }, "请输入正确的手机号码"],
      [{ ...GUSU, phone: "13912345678", phone_region: "macau" }, "请输入正确的澳门手机号码"],
      [{ ...GUSU, phone: "28123456", phone_region: "macau" }, "请输入正确的澳门手机号码"],
      [{ ...GUSU, phone: "12345678901" }, "请输入正确的手机号码"],
      [{ ...GUSU, phone_region: "hk" }, "请选择手机号地区"],
      [{ ...GUSU, name: "张" }, "收货人至少2个字"],
      [{ ...GUSU, detail: "平江路" }, "详细地址至少5个字"],
    ];
    for (const [fields, msg] of cases) expect((await save(dave, fields)).body, JSON.stringify(fields)).toMatchObject({ code: 0, msg });
    expect(await rowsOf(dave.userId)).toHaveLength(1);
  });

  it("takes Hong Kong (+852) and Taiwan (+886) mobiles by their own rules (issue 9)", async () => {
    const fay = await t.loginAs("13700000014");
    const hk = await save(fay, { ...GUSU, name: "陈小明", phone: "51234567", phone_region: "hongkong" });
    expect(hk.body).toMatchObject({ code: 1, data: { phone_region: "hongkong", phone: "51234567" } });
    const tw = await save(fay, { ...GUSU, name: "林小华", phone: "0912345678", phone_region: "taiwan" });
    expect(tw.body).toMatchObject({ code: 1, data: { phone_region: "taiwan", phone: "0912345678" } });
    const cases: [Record<string, string>, string][] = [
      [{ ...GUSU, phone: "21234567", phone_region: "hongkong" }, "请输入正确的香港手机号码"],
      [{ ...GUSU, phone: "912345678", phone_region: "taiwan" }, "请输入正确的台湾手机号码"],
      [{ ...GUSU, phone: "0212345678", phone_region: "taiwan" }, "请输入正确的台湾手机号码"],
    ];
    for (const [fields, msg] of cases) expect((await save(fay, fields)).body, JSON.stringify(fields)).toMatchObject({ code: 0, msg });
    expect(await rowsOf(fay.userId)).toHaveLength(2);
  });

  it("keeps exactly one default: the first, a new default moves it, setDefault moves it, deleting it promotes the newest", async () => {
    const erin = await t.loginAs("13700000005");
    const a = (await save(erin, GUSU)).body.data;
    expect(a.is_default).toBe(true);
    const b = (await save(erin, { ...GUSU, detail: "观前街200号" })).body.data;
    expect(b.is_default).toBe(false);
    expect(await defaultsOf(erin.userId)).toEqual([a.id]);

    t.clock.advance(1000);
    const c = (await save(erin, { ...GUSU, detail: "山塘街300号", is_default: "1" })).body.data;
    expect(c.is_default).toBe(true);
    expect(await defaultsOf(erin.userId)).toEqual([c.id]);

    // Unticking default on the default address keeps it the default (there must be one).
    const kept = await save(erin, { ...GUSU, id: c.id, detail: "山塘街301号", is_default: "0" });
    expect(kept.body.data).toMatchObject({ id: c.id, detail: "山塘街301号", is_default: true });

    const moved = await postForm<Address>(t.app, "/api/address/setDefault", { id: a.id }, erin.token);
    expect(moved.body.data).toMatchObject({ id: a.id, is_default: true });
    expect(await defaultsOf(erin.userId)).toEqual([a.id]);
    expect((await list(erin)).body.data.list.map((x) => x.id)).toEqual([a.id, c.id, b.id]);

    // Deleting the default promotes the newest remaining address (c was created last).
    expect((await postForm(t.app, "/api/address/delete", { id: a.id }, erin.token)).body).toMatchObject({ code: 1, data: { id: a.id } });
    expect(await defaultsOf(erin.userId)).toEqual([c.id]);
    await postForm(t.app, "/api/address/delete", { id: c.id }, erin.token);
    expect(await defaultsOf(erin.userId)).toEqual([b.id]);
    await postForm(t.app, "/api/address/delete", { id: b.id }, erin.token);
    expect(await rowsOf(erin.userId)).toHaveLength(0);
    expect((await postForm(t.app, "/api/address/delete", { id: b.id }, erin.token)).body).toMatchObject({ code: 0, msg: "地址不存在" });
  });

  it("refuses fields the form does not own (user_id, province, is_deleted, status, price_fen) and writes nothing", async () => {
    const frank = await t.loginAs("13700000006");
    const mine = (await save(frank, GUSU)).body.data;
    const cases: [Record<string, string | number>, string][] = [
      [{ ...GUSU, user_id: alice.userId }, "user_id"],
      [{ ...GUSU, province: "北京市" }, "province"],
      [{ ...GUSU, city: "北京市", district: "东城区" }, "city"],
      [{ ...GUSU, is_deleted: 1 }, "is_deleted"],
      [{ ...GUSU, status: "PAID" }, "status"],
      [{ ...GUSU, price_fen: 1 }, "price_fen"],
      [{ ...GUSU, id: mine.id, user_id: alice.userId }, "user_id"],
    ];
    for (const [fields, field] of cases) {
      const res = await save(frank, fields);
      expect(res.body.code, field).toBe(0);
      expect(res.body.msg, field).toContain(field);
    }
    const rows = await rowsOf(frank.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: mine.id, detail: GUSU.detail, districtCode: "320508" });
    expect(await rowsOf(alice.userId)).toHaveLength(0);
    const extra = await postForm(t.app, "/api/address/setDefault", { id: mine.id, user_id: alice.userId }, frank.token);
    expect(extra.body.code).toBe(0);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const gina = await t.loginAs("13700000007");
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await save(gina, { ...GUSU, detail: `平江路${i + 1}号院` })).body.code).toBe(1);
    const over = await save(gina, { ...GUSU, detail: "平江路999号" });
    expect(over.body.code).toBe(4006);
    expect(await rowsOf(gina.userId)).toHaveLength(MAX_ADDRESSES);
    expect(await defaultsOf(gina.userId)).toHaveLength(1);
  });
});
