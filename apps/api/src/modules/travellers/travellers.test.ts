import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller } from "@wenlv/contract/travellers";
import { mod11_2CheckChar } from "@wenlv/validation";
import { travellers } from "../../db/schema/index";
import { decryptField } from "../../lib/crypto";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { findUserTravellers, MAX_TRAVELLERS } from "./service";

let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13600000001");
  bob = await t.loginAs("13600000002");
});
afterAll(async () => t.close());

/** A valid mainland ID number (Suzhou Gusu region, born 1990-03-07) with sequence `seq`. */
function idCard(seq: number): string {
  const body = `32050819900307${String(seq).padStart(3, "0")}`;
  return body + mod11_2CheckChar(body);
}

/** Saves with the ID-number consent ticked, as the form does (consent rules: privacy/consents.test.ts). */
const save = (who: TestLogin, fields: Record<string, string | number | undefined>) =>
  postForm<Traveller>(t.app, "/api/traveller/save", { agree_id_consent: "1", ...fields }, who.token);
const list = (who: TestLogin) => postForm<Page<Traveller>>(t.app, "/api/traveller/list", {}, who.token);
const remove = (who: TestLogin, id: number | string) => postForm<{ id: number }>(t.app, "/api/traveller/delete", { id }, who.token);
const rowsOf = (userId: number) => t.db.select().from(travellers).where(eq(travellers.userId, userId));

describe("travellers", () => {
  it("need login: HTTP 401 with code 4005", async () => {
    for (const url of ["/api/traveller/list", "/api/traveller/save", "/api/traveller/delete"]) {
      const res = await postForm(t.app, url, { id: 1, name: "张三", id_number: idCard(1) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4005);
    }
    expect(await t.db.select().from(travellers)).toHaveLength(0);
  });

  it("saves an ID-card traveller, answers masked values only and stores the number encrypted", async () => {
    const number = idCard(11);
    const res = await save(alice, { name: "张三", id_type: "ID_CARD", id_number: number.toLowerCase(), phone: "13912345678" });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ name: "张三", id_type: "ID_CARD", id_number_masked: `320***********${number.slice(-4)}`, phone_masked: "139****5678" });
    expect(res.raw).not.toContain(number);
    expect(res.raw).not.toContain("13912345678");
    const [row] = await rowsOf(alice.userId);
    expect(row?.idNumberEnc).not.toContain(number);
    expect(row?.idNumberIndex).not.toContain(number);
    expect(decryptField(t.config.dataKey, row!.idNumberEnc)).toBe(number);
    const listed = await list(alice);
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, page_size: 50 });
    expect(listed.raw).not.toContain(number);
  });

  it("refuses a field the form does not own (user_id) and writes nothing", async () => {
    const before = (await rowsOf(bob.userId)).length;
    const res = await save(alice, { name: "钱一", id_number: idCard(20), user_id: bob.userId });
    expect(res.body).toMatchObject({ code: 0, msg: "不允许提交的字段：user_id" });
    expect(await rowsOf(bob.userId)).toHaveLength(before);
    expect((await rowsOf(alice.userId)).some((r) => r.name === "钱一")).toBe(false);
  });

  it("refuses the same document twice for one user, but another user may add it", async () => {
    const number = idCard(12);
    expect((await save(alice, { name: "李四", id_number: number })).body.code).toBe(1);
    const before = (await rowsOf(alice.userId)).length;
    const dup = await save(alice, { name: "李四", id_number: ` ${number} ` });
    expect(dup.body).toMatchObject({ code: 0, msg: "该证件已添加为联系人" });
    expect(await rowsOf(alice.userId)).toHaveLength(before);
    expect((await save(bob, { name: "李四", id_number: number })).body.code).toBe(1);
  });

  it("refuses bad input with a Chinese message (code 0) and stores nothing", async () => {
    const before = (await rowsOf(alice.userId)).length;
    const badCheck = idCard(13).slice(0, 17) + (idCard(13).endsWith("0") ? "1" : "0");
    const cases: [Record<string, string>, RegExp][] = [
      [{ name: "王五", id_number: badCheck }, /校验位/],
      [{ name: "王五", id_number: "12345" }, /18位/],
      [{ name: "John Smith", id_type: "ID_CARD", id_number: idCard(14) }, /中文姓名/],
      [{ name: "", id_number: idCard(14) }, /姓名/],
      [{ name: "王五", id_number: "" }, /证件号码/],
      [{ name: "王五", id_type: "DRIVER", id_number: idCard(14) }, /./],
      [{ name: "王五", id_number: idCard(14), phone: "12345" }, /手机号码/],
      [{ name: "Tom", id_type: "HK_MACAU_PERMIT", id_number: "X1234567" }, /通行证/],
    ];
    for (const [fields, msg] of cases) {
      const res = await save(alice, fields);
      expect(res.status, JSON.stringify(fields)).toBe(200);
      expect(res.body.code, JSON.stringify(fields)).toBe(0);
      expect(res.body.msg).toMatch(msg);
    }
    expect(await rowsOf(alice.userId)).toHaveLength(before);
  });

  it("accepts the other document types with Latin names", async () => {
    const docs = [
      { name: "John Smith", id_type: "PASSPORT", id_number: "E12345678" },
      { name: "Chan Tai Man", id_type: "HK_MACAU_PERMIT", id_number: "H12345678" },
      { name: "陈大文", id_type: "TAIWAN_PERMIT", id_number: "12345678" },
      { name: "Anna Müller", id_type: "FOREIGN_PR", id_number: "DEU123456789012" },
    ];
    for (const d of docs) {
      const res = await save(bob, d);
      expect(res.body.code, d.id_type).toBe(1);
      expect(res.body.data.id_number_masked).not.toBe(d.id_number);
      expect(res.body.data.id_number_masked).toContain("*");
    }
  });

  it("updates the user's own traveller in place", async () => {
    const created = await save(alice, { name: "赵六", id_number: idCard(15) });
    const updated = await save(alice, { id: created.body.data.id, name: "赵六一", id_number: idCard(16) });
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, name: "赵六一" });
    const names = (await list(alice)).body.data.list.map((x) => x.name);
    expect(names).toContain("赵六一");
    expect(names).not.toContain("赵六");
  });

  it("user B can neither see, change nor delete user A's traveller (BOLA)", async () => {
    const mine = await save(alice, { name: "孙七", id_number: idCard(17) });
    const id = mine.body.data.id;
    expect((await list(bob)).body.data.list.map((x) => x.id)).not.toContain(id);
    const del = await remove(bob, id);
    expect(del.body).toMatchObject({ code: 0, msg: "联系人不存在" });
    const edit = await save(bob, { id, name: "周八", id_number: idCard(18) });
    expect(edit.body).toMatchObject({ code: 0, msg: "联系人不存在" });
    const [row] = await t.db.select().from(travellers).where(eq(travellers.id, id));
    expect(row).toMatchObject({ userId: alice.userId, name: "孙七", deletedAt: null });
    expect(await findUserTravellers(t.ctx, bob.userId, [id])).toEqual([]);
    expect((await findUserTravellers(t.ctx, alice.userId, [id]))[0]?.idNumber).toBe(idCard(17));
  });

  it("deletes the user's own traveller, wiping the encrypted number; the document can be added again", async () => {
    const mine = await save(alice, { name: "吴九", id_number: idCard(19) });
    const id = mine.body.data.id;
    expect((await remove(alice, id)).body).toMatchObject({ code: 1, data: { id } });
    expect((await list(alice)).body.data.list.map((x) => x.id)).not.toContain(id);
    const [row] = await t.db.select().from(travellers).where(eq(travellers.id, id));
    expect(row?.idNumberEnc).toBe("");
    expect((await remove(alice, id)).body.code).toBe(0);
    expect((await remove(alice, "abc")).body.code).toBe(0);
    expect((await save(alice, { name: "吴九", id_number: idCard(19) })).body.code).toBe(1);
  });

  it(`keeps at most ${MAX_TRAVELLERS} travellers per user`, async () => {
    const carol = await t.loginAs("13600000003");
    for (let i = 0; i < MAX_TRAVELLERS; i++) expect((await save(carol, { name: "郑十", id_number: idCard(100 + i) })).body.code).toBe(1);
    const over = await save(carol, { name: "郑十", id_number: idCard(200) });
    expect(over.body.code).toBe(4006);
    expect(await rowsOf(carol.userId)).toHaveLength(MAX_TRAVELLERS);
    expect((await list(carol)).body.data.total).toBe(MAX_TRAVELLERS);
  });
});
