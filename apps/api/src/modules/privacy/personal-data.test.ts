import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonalDataExport, PersonalInfo } from "@wenlv/contract/privacy";
import { ZPersonalDataExport, ZPersonalInfo } from "@wenlv/contract/privacy";
import { maskIdNumber } from "@wenlv/validation";
import { couponRules, scenicSpots, userCoupons, userNotices, users, waitlistEntries } from "../../db/schema/index";
import { encryptField } from "../../lib/crypto";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { createOrderFor, idCardNumber, pickTicket } from "../orders/test-fixtures";

/** Every log line the app writes (Fastify/pino at level trace), to prove ID numbers never reach the log. */
const logLines: string[] = [];
let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;
const ALICE_ID = idCardNumber(321);
const ALICE_OWN_ID = idCardNumber(654);

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "trace" }, deps: { logStream: { write: (line: string) => void logLines.push(line) } } });
  alice = await t.loginAs("13770000001");
  bob = await t.loginAs("13770000002");
  await t.loginAs("13770000001");
  await t.db
    .update(users)
    .set({
      email: "alice@example.com",
      realNameEnc: encryptField(t.config.dataKey, "王芳"),
      realNameMasked: "*芳",
      idNumberEnc: encryptField(t.config.dataKey, ALICE_OWN_ID),
      idNumberMasked: maskIdNumber("ID_CARD", ALICE_OWN_ID),
      realNameVerifiedAt: t.clock.now(),
    })
    .where(eq(users.id, alice.userId));
  const [spot] = await t.db.select().from(scenicSpots).limit(1);
  await postForm(t.app, "/api/traveller/save", { name: "张三", id_number: ALICE_ID, phone: "13912345678", agree_id_consent: "1" }, alice.token);
  await postForm(t.app, "/api/address/save", { name: "张三", phone: "13912345678", district_code: "320508", detail: "平江路100号" }, alice.token);
  await postForm(t.app, "/api/pickup/save", { name: "张三", phone: "13912345678" }, alice.token);
  await postForm(t.app, "/api/collection/toggle", { target_type: "scenic", target_id: spot!.id, collected: "1" }, alice.token);
  await createOrderFor(t, alice, await pickTicket(t), 1, 77);
  await postForm(t.app, "/api/address/save", { name: "李四", phone: "13912345670", district_code: "110101", detail: "东长安街1号" }, bob.token);
});
afterAll(async () => t.close());

describe("personal information and its export", () => {
  it("personalInfo answers what is held about the caller only, masked, with counts", async () => {
    const res = await postForm<PersonalInfo>(t.app, "/api/uservice/user/personalInfo", {}, alice.token);
    expect(res.body.code).toBe(1);
    const info = ZPersonalInfo.parse(res.body.data);
    expect(info.profile).toMatchObject({
      id: alice.userId,
      phone_masked: "137****0001",
      email_masked: "a***@example.com",
      real_name_masked: "*芳",
      id_number_masked: maskIdNumber("ID_CARD", ALICE_OWN_ID),
      bound: [],
    });
    expect(info.travellers.map((x) => [x.name, x.id_number_masked])).toContainEqual(["张三", maskIdNumber("ID_CARD", ALICE_ID)]);
    expect(info.travellers).toHaveLength(2);
    expect(info.addresses.map((a) => a.detail)).toEqual(["平江路100号"]);
    expect(info.pickup_persons.map((p) => p.name)).toEqual(["张三"]);
    expect(info).toMatchObject({ collection_count: 1, order_count: 1, active_sessions: 2 });
    expect(info.consents.filter((c) => c.granted).map((c) => c.kind)).toEqual(["id_number", "travellers"]);
    expect(res.raw).not.toContain("东长安街");
    expect(res.raw).not.toContain("alice@example.com");
  });

  it("the export adds the collection and the orders, still only the caller's", async () => {
    const res = await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, alice.token);
    const data = ZPersonalDataExport.parse(res.body.data);
    expect(data.exported_at).toBe(t.clock.now().toISOString());
    expect(data.collection).toHaveLength(1);
    expect(data.collection[0]?.link).toMatch(/^\/ScenicDetail\?id=\d+$/);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ status: "待支付" });
    expect(data.orders[0]?.title).not.toBe("");
    expect(data.orders[0]?.amount_fen).toBeGreaterThan(0);
    const bobs = await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, bob.token);
    expect(bobs.body.data).toMatchObject({ orders: [], collection: [], travellers: [], collection_count: 0, waitlist: [], notices: [] });
    expect(bobs.body.data.addresses.map((a) => a.detail)).toEqual(["东长安街1号"]);
  });

  it("the export holds the caller's waiting-list entries and notices, and reading it marks no notice read", async () => {
    const line = { title: "拙政园", skuName: "成人票", day: "2026-12-01", slot: "09:00", inventoryId: 1, quantity: 2 };
    await t.db.insert(waitlistEntries).values({ userId: alice.userId, type: "ticket", productId: 1, inventoryIds: [1], stockKey: "1", quantity: 2, lines: [line], partnerCode: "default", status: "waiting" });
    await t.db.insert(userNotices).values({ userId: alice.userId, kind: "waitlist-offer", title: "候补成功，请尽快支付", body: "请在12月01日 09:15前完成支付", link: "/OrderPay?order_no=X" });
    const data = ZPersonalDataExport.parse((await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, alice.token)).body.data);
    expect(data.waitlist).toMatchObject([{ type: "ticket", title: "拙政园", sku_name: "成人票", first_day: "2026-12-01", quantity: 2, status: "waiting", position: 1 }]);
    expect(data.notices).toMatchObject([{ title: "候补成功，请尽快支付", link: "/OrderPay?order_no=X", read: false }]);
    const notices = await postForm<{ unread: number }>(t.app, "/api/notice/list", {}, alice.token);
    expect(notices.body.data.unread).toBe(1);
    const bobs = await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, bob.token);
    expect(bobs.body.data).toMatchObject({ waitlist: [], notices: [], ticket_cart: [], coupons: [] });
  });

  it("the export holds the caller's ticket-cart lines", async () => {
    const ticket = await pickTicket(t);
    const added = await postForm(t.app, "/api/ticketCart/add", { product_id: ticket.productId, sku_id: ticket.skuId, day: ticket.day, slot: ticket.slot, quantity: 2 }, alice.token);
    expect(added.body.code).toBe(1);
    const data = ZPersonalDataExport.parse((await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, alice.token)).body.data);
    expect(data.ticket_cart).toMatchObject([{ product_id: ticket.productId, sku_id: ticket.skuId, day: ticket.day, slot: ticket.slot, quantity: 2 }]);
  });

  it("the export holds every coupon the caller holds", async () => {
    const [rule] = await t.db.select().from(couponRules).where(eq(couponRules.slug, "platform-ticket-50-10"));
    await t.db.insert(userCoupons).values({ userId: alice.userId, ruleId: rule!.id, status: "used", claimedAt: t.clock.now(), expiresAt: new Date(t.clock.now().getTime() + 86_400_000) });
    const data = ZPersonalDataExport.parse((await postForm<PersonalDataExport>(t.app, "/api/uservice/user/exportPersonalData", {}, alice.token)).body.data);
    expect(data.coupons).toMatchObject([{ rule_id: rule!.id, title: "景区门票 满50减10", status: "used" }]);
  });

  it("never answers an ID number in full (personalInfo, export, traveller list)", async () => {
    for (const url of ["/api/uservice/user/personalInfo", "/api/uservice/user/exportPersonalData", "/api/traveller/list"]) {
      const res = await postForm(t.app, url, {}, alice.token);
      expect(res.body.code, url).toBe(1);
      for (const number of [ALICE_ID, ALICE_OWN_ID, idCardNumber(77)]) expect(res.raw, url).not.toContain(number);
    }
  });

  it("never writes an ID number to the log, even at level trace", async () => {
    const number = idCardNumber(555);
    const before = logLines.length;
    const saved = await postForm(t.app, "/api/traveller/save", { name: "赵六", id_number: number, agree_id_consent: "1" }, alice.token);
    expect(saved.body.code).toBe(1);
    const badCheck = number.slice(0, 17) + (number.endsWith("0") ? "1" : "0");
    expect((await postForm(t.app, "/api/traveller/save", { name: "赵六", id_number: badCheck, agree_id_consent: "1" }, alice.token)).body.code).toBe(0);
    await postForm(t.app, "/api/traveller/list", {}, alice.token);
    await postForm(t.app, "/api/uservice/user/exportPersonalData", {}, alice.token);
    const written = logLines.slice(before).join("\n");
    // The logger really ran at trace level for these requests ...
    expect(written).toContain("/api/traveller/save");
    expect(logLines.length - before).toBeGreaterThanOrEqual(8);
    // ... and no line carries any ID number in full.
    for (const secret of [number, badCheck, ALICE_ID, ALICE_OWN_ID]) expect(logLines.join("\n")).not.toContain(secret);
  });

  it("needs login", async () => {
    for (const url of ["/api/uservice/user/personalInfo", "/api/uservice/user/exportPersonalData"]) expect((await postForm(t.app, url, {})).status).toBe(401);
  });
});
