import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimSigningText, type CouponCenter, type CouponClaimed, type MyCoupons } from "@wenlv/contract/coupons";
import { couponRules, userCoupons } from "../../db/schema/index";
import { createPaymentProvider } from "../../providers/payment";
import { createTestApp, createTestClock, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { sign } from "../orders/test-fixtures";
import { startOrderSweeper } from "../orders/sweeper";

// Coupons and consumption vouchers (issue 11, decision 037) on PGlite and, with DATABASE_URL, PostgreSQL.
// 09:00 on Tuesday 1 December 2026 in Shanghai: an hour before the daily 10:00 release.
const clock = createTestClock(new Date("2026-12-01T01:00:00Z"));
let t: TestApp;
let alice: TestLogin;
let bob: TestLogin;
let carol: TestLogin;
let ruleId: (slug: string) => number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await t.loginAs("13700009101");
  bob = await t.loginAs("13700009102");
  carol = await t.loginAs("13700009103");
  const rules = await t.db.select({ id: couponRules.id, slug: couponRules.slug }).from(couponRules);
  ruleId = (slug) => rules.find((r) => r.slug === slug)!.id;
});
afterAll(async () => t.close());

/** A signed claim of `ids` as the app sends it (timestamp from the test clock unless given). */
function claim(login: TestLogin, ids: string, extra: { timestamp?: number; signature?: string; source_from?: string } = {}) {
  const fields = { ids, source_from: extra.source_from ?? "voucherCenter", timestamp: extra.timestamp ?? clock.now().getTime() };
  const signature = extra.signature ?? sign(claimSigningText(fields), login.signing_key);
  return postForm<CouponClaimed>(t.app, "/api/coupon/getNewCouponsByActivitiesIds", { ...fields, signature }, login.token);
}
const center = async (kind: string, login?: TestLogin) => (await postForm<CouponCenter>(t.app, "/api/coupon/center", { kind }, login?.token)).body.data.list;
const mine = async (login: TestLogin, status = "unused") => (await postForm<MyCoupons>(t.app, "/api/coupon/mine", { status }, login.token)).body.data.list;

describe("the voucher centre and a daily release", () => {
  it("lists the government vouchers with their stock, not yet open before the day's release time", async () => {
    const list = await center("government");
    expect(list.map((r) => r.kind)).toEqual(list.map(() => "government"));
    const voucher = list.find((r) => r.id === ruleId("gov-culture-tourism-200-50"))!;
    expect(voucher).toMatchObject({
      title: "苏州文旅消费券 满200减50",
      discount: { type: "threshold", threshold_fen: 20000, discount_fen: 5000 },
      scope: ["ticket", "hotel", "line", "performance"],
      release_time: "10:00",
      daily_stock: 200,
      remaining: 200,
      state: "upcoming",
      next_release_at: "2026-12-01T02:00:00.000Z",
      stackable: true,
      sample: true,
    });
    expect(voucher.note).toMatch(/示例/);
    expect((await center("platform")).every((r) => r.kind === "platform" && r.release_time === null)).toBe(true);
  });

  it("refuses a claim before the release, a bad signature and a stale timestamp", async () => {
    const id = String(ruleId("gov-culture-tourism-200-50"));
    expect((await claim(alice, id)).body).toMatchObject({ code: 0, msg: "活动尚未开始", data: { list: [{ result: "upcoming", coupon: null }] } });
    expect((await claim(alice, id, { signature: "0".repeat(64) })).body).toMatchObject({ code: 4006, msg: "签名校验失败" });
    expect((await claim(alice, id, { signature: sign(claimSigningText({ ids: id, source_from: "voucherCenter", timestamp: clock.now().getTime() }), bob.signing_key) })).body.code).toBe(4006);
    expect((await claim(alice, id, { timestamp: clock.now().getTime() - 6 * 60_000 })).body).toMatchObject({ code: 4006, msg: "请求已过期，请校准手机时间后重试" });
    expect((await postForm(t.app, "/api/coupon/getNewCouponsByActivitiesIds", { ids: id, timestamp: 1, signature: "0".repeat(64) })).status).toBe(401);
  });

  it("gives one voucher per user from 10:00, valid to the end of the seventh day, and marks it claimed", async () => {
    clock.set(new Date("2026-12-01T02:00:00Z"));
    const id = ruleId("gov-culture-tourism-200-50");
    const first = await claim(alice, String(id));
    expect(first.body).toMatchObject({ code: 1, msg: "领取成功", data: { list: [{ id, result: "claimed" }] } });
    expect(first.body.data.list[0]!.coupon).toMatchObject({ rule_id: id, status: "unused", expires_at: "2026-12-07T16:00:00.000Z", claimed_at: "2026-12-01T02:00:00.000Z" });
    const again = await claim(alice, String(id));
    expect(again.body).toMatchObject({ code: 1, msg: "您已领取过该券", data: { list: [{ result: "already" }] } });
    expect(again.body.data.list[0]!.coupon!.id).toBe(first.body.data.list[0]!.coupon!.id);
    expect((await center("government", alice)).find((r) => r.id === id)).toMatchObject({ state: "claimed", remaining: 199 });
    expect((await center("government")).find((r) => r.id === id)).toMatchObject({ state: "open", remaining: 199 });
    expect(await mine(alice)).toMatchObject([{ rule_id: id, status: "unused", order_no: null }]);
    const [row] = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, alice.userId));
    expect(row).toMatchObject({ sourceFrom: "voucherCenter" });
  });

  it("stops at the day's release, says when the next opens, and gives again the next day at 10:00", async () => {
    const id = ruleId("gov-dining-100-30");
    await t.db.update(couponRules).set({ dailyStock: 2 }).where(eq(couponRules.id, id));
    expect((await claim(alice, `${id}`)).body.code).toBe(1);
    expect((await claim(bob, `${id}`)).body.code).toBe(1);
    expect((await claim(carol, `${id}`)).body).toMatchObject({ code: 0, msg: "优惠券已抢光", data: { list: [{ result: "sold_out" }] } });
    expect((await center("government", carol)).find((r) => r.id === id)).toMatchObject({ state: "sold_out", remaining: 0, next_release_at: "2026-12-02T02:00:00.000Z" });
    clock.set(new Date("2026-12-02T01:59:00Z"));
    expect((await claim(carol, `${id}`)).body).toMatchObject({ code: 0, msg: "活动尚未开始" });
    clock.set(new Date("2026-12-02T02:00:00Z"));
    expect((await claim(carol, `${id}`)).body).toMatchObject({ code: 1, msg: "领取成功" });
    expect((await t.db.select().from(couponRules).where(eq(couponRules.id, id)))[0]!.claimed).toBe(3);
  });

  it("claims several rules in one call, says a rule whose whole stock is gone is sold out, and knows no unknown rule", async () => {
    const ticket = ruleId("platform-ticket-50-10");
    const movie = ruleId("platform-movie-5");
    await t.db.update(couponRules).set({ totalStock: 1 }).where(eq(couponRules.id, movie));
    const both = await claim(bob, `${ticket},${movie},${ticket}`, { source_from: "GetCoupons" });
    expect(both.body).toMatchObject({ code: 1, data: { list: [{ id: ticket, result: "claimed" }, { id: movie, result: "claimed" }] } });
    expect((await claim(carol, `${movie}`)).body).toMatchObject({ code: 0, msg: "优惠券已抢光" });
    expect((await center("platform", carol)).find((r) => r.id === movie)).toMatchObject({ state: "sold_out", remaining: 0, next_release_at: null });
    // After the claim window: ended.
    await t.db.update(couponRules).set({ claimTo: clock.now() }).where(eq(couponRules.id, ticket));
    expect((await claim(carol, `${ticket}`)).body).toMatchObject({ code: 0, msg: "活动已结束" });
    expect((await center("platform", carol)).find((r) => r.id === ticket)).toBeUndefined();
    expect((await claim(carol, "999999")).body).toMatchObject({ code: 0, msg: "优惠券不存在" });
    expect((await postForm(t.app, "/api/coupon/getNewCouponsByActivitiesIds", { ids: "1,2,3,4,5,6,7,8,9,10,11", timestamp: clock.now().getTime(), signature: "0".repeat(64) }, carol.token)).body).toMatchObject({ code: 0, msg: "每次最多领取10张" });
  });

  it("expires an unused coupon after its last day (the sweeper), listed under expired", async () => {
    const sweep = (at: string) => startOrderSweeper({ ctx: t.app.ctx, provider: createPaymentProvider(t.config), now: () => new Date(at), log: t.app.log, intervalMs: 60_000 }).runOnce();
    // Alice's culture voucher is valid through 7 December (Shanghai).
    await sweep("2026-12-07T15:59:00Z");
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.userId, alice.userId))).every((c) => c.status === "unused")).toBe(true);
    await sweep("2026-12-07T16:00:00Z");
    clock.set(new Date("2026-12-08T01:00:00Z"));
    const expired = await mine(alice, "expired");
    expect(expired.map((c) => c.rule_id)).toContain(ruleId("gov-culture-tourism-200-50"));
    expect(expired.every((c) => c.status === "expired")).toBe(true);
    const [row] = await t.db.select().from(userCoupons).where(eq(userCoupons.ruleId, ruleId("gov-culture-tourism-200-50")));
    expect(row!.status).toBe("expired");
    expect((await mine(alice)).map((c) => c.rule_id)).not.toContain(ruleId("gov-culture-tourism-200-50"));
  });
});
