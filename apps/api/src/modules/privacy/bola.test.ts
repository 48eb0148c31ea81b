import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, collections, pickupPersons, scenicSpots, travellers } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { idCardNumber } from "../orders/test-fixtures";

/**
 * BOLA (OWASP API1:2023) and mass assignment (API3:2023) across every id-taking endpoint of the
 * personal data (issue 3): user B gets nothing of user A's travellers, addresses, pick-up persons
 * and collection, and A's rows are byte-for-byte the same afterwards.
 */

let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;
const ids = { traveller: 0, address: 0, pickup: 0, collection: 0, spot: 0 };

const snapshotOfAlice = async () => ({
  travellers: await t.db.select().from(travellers).where(eq(travellers.userId, alice.userId)),
  addresses: await t.db.select().from(addresses).where(eq(addresses.userId, alice.userId)),
  pickup: await t.db.select().from(pickupPersons).where(eq(pickupPersons.userId, alice.userId)),
  collections: await t.db.select().from(collections).where(eq(collections.userId, alice.userId)),
});

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs("13730000001");
  bob = await t.loginAs("13730000002");
  const [spot] = await t.db.select().from(scenicSpots).limit(1);
  ids.spot = spot!.id;
  const tr = await postForm<{ id: number }>(t.app, "/api/traveller/save", { name: "张三", id_number: idCardNumber(501), agree_id_consent: "1" }, alice.token);
  const ad = await postForm<{ id: number }>(t.app, "/api/address/save", { name: "张三", phone: "13912345678", district_code: "320508", detail: "平江路100号" }, alice.token);
  const pk = await postForm<{ id: number }>(t.app, "/api/pickup/save", { name: "张三", phone: "13912345678" }, alice.token);
  await postForm(t.app, "/api/collection/toggle", { target_type: "scenic", target_id: ids.spot, collected: "1" }, alice.token);
  ids.traveller = tr.body.data.id;
  ids.address = ad.body.data.id;
  ids.pickup = pk.body.data.id;
  const [c] = await t.db.select().from(collections).where(eq(collections.userId, alice.userId));
  ids.collection = c!.id;
  // Bob has rows of his own, so "nothing of Alice's" is not just an empty list.
  await postForm(t.app, "/api/address/save", { name: "李四", phone: "13912345670", district_code: "110101", detail: "东长安街1号" }, bob.token);
});
afterAll(async () => t.close());

describe("user B and user A's personal data", () => {
  it("B's lists never show A's rows", async () => {
    const before = await snapshotOfAlice();
    const answers = await Promise.all(
      ["/api/traveller/list", "/api/address/list", "/api/pickup/list", "/api/collection/list", "/api/uservice/user/personalInfo", "/api/uservice/user/exportPersonalData"].map((url) =>
        postForm(t.app, url, {}, bob.token),
      ),
    );
    for (const a of answers) {
      expect(a.body.code).toBe(1);
      expect(a.raw).not.toContain("平江路100号");
      expect(a.raw).not.toContain("张三");
      expect(a.raw).not.toContain("13912345678");
    }
    expect(await snapshotOfAlice()).toEqual(before);
  });

  it("every id-taking endpoint refuses A's ids for B and changes nothing", async () => {
    const before = await snapshotOfAlice();
    const cases: [string, Record<string, string | number>, string][] = [
      ["/api/traveller/save", { id: ids.traveller, name: "李四", id_number: idCardNumber(502), agree_id_consent: "1" }, "联系人不存在"],
      ["/api/traveller/delete", { id: ids.traveller }, "联系人不存在"],
      ["/api/address/save", { id: ids.address, name: "李四", phone: "13912345670", district_code: "320508", detail: "观前街200号" }, "地址不存在"],
      ["/api/address/save", { id: ids.address, name: "李四", phone: "13912345670", district_code: "320508", detail: "观前街200号", is_default: "1" }, "地址不存在"],
      ["/api/address/delete", { id: ids.address }, "地址不存在"],
      ["/api/address/setDefault", { id: ids.address }, "地址不存在"],
      ["/api/pickup/save", { id: ids.pickup, name: "李四", phone: "13912345670" }, "取件人不存在"],
      ["/api/pickup/save", { id: ids.pickup, name: "李四", phone: "13912345670", is_default: "1" }, "取件人不存在"],
      ["/api/pickup/delete", { id: ids.pickup }, "取件人不存在"],
    ];
    for (const [url, fields, msg] of cases) {
      const res = await postForm(t.app, url, fields, bob.token);
      expect(res.body, url).toMatchObject({ code: 0, msg, data: null });
    }
    const removed = await postForm<{ removed: number }>(t.app, "/api/collection/delete", { ids: String(ids.collection) }, bob.token);
    expect(removed.body).toMatchObject({ code: 1, data: { removed: 0 } });
    // B's own view of the same target is B's own state, not A's.
    const state = await postForm(t.app, "/api/collection/status", { target_type: "scenic", target_id: ids.spot }, bob.token);
    expect(state.body.data).toEqual({ collected: false });
    expect(await snapshotOfAlice()).toEqual(before);
  });

  it("B cannot write into A's account with user_id, nor change status or flags by mass assignment", async () => {
    const before = await snapshotOfAlice();
    const bobAddresses = (await t.db.select().from(addresses).where(eq(addresses.userId, bob.userId))).length;
    const cases: [string, Record<string, string | number>][] = [
      ["/api/address/save", { user_id: alice.userId, name: "李四", phone: "13912345670", district_code: "320508", detail: "观前街200号" }],
      ["/api/address/save", { name: "李四", phone: "13912345670", district_code: "320508", detail: "观前街200号", province: "北京市" }],
      ["/api/pickup/save", { user_id: alice.userId, name: "李四", phone: "13912345670" }],
      ["/api/traveller/save", { user_id: alice.userId, name: "李四", id_number: idCardNumber(503), agree_id_consent: "1" }],
      ["/api/collection/toggle", { user_id: alice.userId, target_type: "scenic", target_id: ids.spot, collected: "1" }],
      ["/api/collection/delete", { user_id: alice.userId, ids: String(ids.collection) }],
      ["/api/address/delete", { id: ids.address, user_id: alice.userId }],
      ["/api/uservice/consent/grant", { kind: "location", user_id: alice.userId }],
      ["/api/address/save", { name: "李四", phone: "13912345670", district_code: "320508", detail: "观前街200号", status: "1", price_fen: 0, is_deleted: 0 }],
    ];
    for (const [url, fields] of cases) {
      const res = await postForm(t.app, url, fields, bob.token);
      expect(res.body.code, url).toBe(0);
      expect(res.body.msg, url).toMatch(/^不允许提交的字段：/);
    }
    expect(await snapshotOfAlice()).toEqual(before);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, bob.userId))).toHaveLength(bobAddresses);
    expect(await t.db.select().from(travellers).where(eq(travellers.userId, bob.userId))).toHaveLength(0);
  });
});
