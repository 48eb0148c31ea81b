import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PickupPerson } from "@wenlv/contract/pickup";
import { pickupPersons } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { MAX_PICKUP_PERSONS } from "./service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (who: TestLogin, fields: Record<string, string | number | undefined>) =>
  postForm<PickupPerson>(t.app, "/api/pickup/save", fields, who.token);
const list = (who: TestLogin) => postForm<{ list: PickupPerson[] }>(t.app, "/api/pickup/list", {}, who.token);
const rowsOf = (userId: number) => t.db.select().from(pickupPersons).where(eq(pickupPersons.userId, userId));
const defaultsOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.isDefault).map((r) => r.id);

describe("pick-up persons", () => {
  it("need login: HTTP 401 with code 4005", async () => {
    for (const url of ["/api/pickup/list", "/api/pickup/save", "/api/pickup/delete"]) {
      const res = await postForm(t.app, url, { id: 1, name: "张三", phone: "13912345678" });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4005);
    }
  });

  it("saves a Chinese name with a mainland or Macau phone and answers it to its owner", async () => {
    const u = await t.loginAs("13710000001");
    const a = await save(u, { name: " 张三 ", phone: "13912345678" });
    expect(a.body).toMatchObject({ code: 1, data: { name: "张三", phone: "13912345678", is_default: true } });
    const b = await save(u, { name: "陈大文", phone: "66123456" });
    expect(b.body).toMatchObject({ code: 1, data: { name: "陈大文", phone: "66123456", is_default: false } });
    expect((await list(u)).body.data.list.map((p) => p.name)).toEqual(["张三", "陈大文"]);
  });

  it("refuses names that are not 2-4 Chinese characters and other phones (code 0), storing nothing", async () => {
    const u = await t.loginAs("13710000002");
    const cases: [Record<string, string>, string][] = [
      [{ name: "张", phone: "13912345678" }, "请输入2-4个汉字的姓名"],
      [{ name: "欧阳娜娜娜", phone: "13912345678" }, "请输入2-4个汉字的姓名"],
      [{ name: "John", phone: "13912345678" }, "请输入2-4个汉字的姓名"],
      [{ name: "", phone: "13912345678" }, "请输入姓名"],
      [{ name: "张三", phone: "12345678901" }, "请输入正确的手机号码"],
      [{ name: "张三", phone: "28123456" }, "请输入正确的手机号码"],
      [{ name: "张三", phone: "" }, "请输入手机号"],
    ];
    for (const [fields, msg] of cases) expect((await save(u, fields)).body, JSON.stringify(fields)).toMatchObject({ code: 0, msg });
    expect(await rowsOf(u.userId)).toHaveLength(0);
  });

  it("keeps exactly one default: is_default moves it, deleting it promotes the newest", async () => {
    const u = await t.loginAs("13710000003");
    const a = (await save(u, { name: "张三", phone: "13912345678" })).body.data;
    t.clock.advance(1000);
    const b = (await save(u, { name: "李四", phone: "13912345679" })).body.data;
    t.clock.advance(1000);
    const c = (await save(u, { name: "王五", phone: "13912345670", is_default: "1" })).body.data;
    expect(await defaultsOf(u.userId)).toEqual([c.id]);
    const edited = await save(u, { id: a.id, name: "张三丰", phone: "13912345678", is_default: "true" });
    expect(edited.body.data).toMatchObject({ id: a.id, name: "张三丰", is_default: true });
    expect(await defaultsOf(u.userId)).toEqual([a.id]);
    await postForm(t.app, "/api/pickup/delete", { id: a.id }, u.token);
    expect(await defaultsOf(u.userId)).toEqual([c.id]);
    await postForm(t.app, "/api/pickup/delete", { id: c.id }, u.token);
    expect(await defaultsOf(u.userId)).toEqual([b.id]);
  });

  it("refuses fields the form does not own and writes nothing", async () => {
    const u = await t.loginAs("13710000004");
    for (const extra of [{ user_id: 1 }, { status: "1" }, { price_fen: 0 }, { is_deleted: 1 }, { created_at: "2020-01-01" }]) {
      const res = await save(u, { name: "张三", phone: "13912345678", ...extra });
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toContain(Object.keys(extra)[0]);
    }
    expect(await rowsOf(u.userId)).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PICKUP_PERSONS} per user`, async () => {
    const u = await t.loginAs("13710000005");
    for (let i = 0; i < MAX_PICKUP_PERSONS; i++) expect((await save(u, { name: "张三", phone: `139123456${String(i).padStart(2, "0")}` })).body.code).toBe(1);
    expect((await save(u, { name: "张三", phone: "13800000000" })).body.code).toBe(4006);
    expect(await rowsOf(u.userId)).toHaveLength(MAX_PICKUP_PERSONS);
    expect(await defaultsOf(u.userId)).toHaveLength(1);
  });
});
