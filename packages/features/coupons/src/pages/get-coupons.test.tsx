import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, fail, ok, renderAt, type FakeHandler, type FakeReply } from "@wenlv/app-kit/testing";
import { claimSigningText, type CouponClaimed, type CouponRule } from "@wenlv/contract/coupons";
import { i18n } from "@wenlv/i18n";
import { addDays, dayStartUtc, shanghaiDay } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { coupon, rule, SESSION, SIGNING_KEY } from "../test-fixtures";
import { GetCouponsPage } from "./get-coupons";

/** Hex HMAC-SHA256 computed here, independently of the app's signing code. */
async function hmacHex(key: string, data: string): Promise<string> {
  const enc = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, enc.encode(data));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The instant of `time` ("10:00") in Asia/Shanghai `days` days from today there (ISO UTC). */
function shanghaiAt(days: number, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(dayStartUtc(addDays(shanghaiDay(), days)) + (hours * 60 + minutes - 8 * 60) * 60_000).toISOString();
}

const percentRule = { type: "percent" as const, threshold_fen: 0, discount_fen: 0, percent_off: 10, cap_fen: 5000 };

function centerApi(center: FakeHandler | FakeReply, more: Record<string, FakeHandler | FakeReply> = {}) {
  return fakeApi({ "/api/coupon/center": center, ...more }, { token: SESSION.token });
}

function renderCenter(session: typeof SESSION = SESSION) {
  return renderAt(<GetCouponsPage />, "/GetCoupons", { store: createTestStore(session) });
}

/** The card of the rule titled `title` (its article, named by the title). */
const card = (title: string) => screen.getByRole("article", { name: new RegExp(`^${title}`) });

describe("GetCouponsPage", () => {
  it("shows the platform rules as coupon cards with a button by state", async () => {
    const rules: CouponRule[] = [
      rule(),
      rule({ id: 5, title: "酒店住宿 满500减60", discount: { type: "threshold", threshold_fen: 50000, discount_fen: 6000, percent_off: 0, cap_fen: 0 }, scope: ["hotel"], state: "claimed", sample: false }),
      rule({ id: 6, title: "苏式美食 满100减15", scope: ["food"], state: "sold_out", remaining: 0, release_time: "10:00", daily_stock: 50, next_release_at: shanghaiAt(1, "10:00") }),
      rule({ id: 7, title: "演出票9折（最高减50元）", discount: percentRule, scope: ["performance", "movie"], state: "upcoming", next_release_at: shanghaiAt(0, "20:30") }),
      rule({ id: 8, title: "电影票立减5元", discount: { type: "direct", threshold_fen: 0, discount_fen: 500, percent_off: 0, cap_fen: 0 }, valid_days: null, valid_to: "2027-06-30T16:00:00.000Z", state: "ended" }),
    ];
    const fake = centerApi(ok({ list: rules }));
    renderCenter();
    const list = await screen.findByRole("list", { name: "平台优惠券" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(fake.callsTo("/api/coupon/center")[0]!.fields.get("kind")).toBe("platform");

    const open = card("景区门票 满50减10");
    for (const text of ["¥10", "满50可用", "示例", "适用：门票", "领取后30天内有效", "剩余1000张"]) expect(open).toHaveTextContent(text);
    expect(within(open).getByRole("button", { name: "立即领取" })).toBeEnabled();

    const claimed = card("酒店住宿 满500减60");
    expect(claimed).toHaveTextContent("¥60");
    expect(claimed).not.toHaveTextContent("示例");
    expect(within(claimed).getByRole("button", { name: "已领取" })).toBeDisabled();

    const soldOut = card("苏式美食 满100减15");
    expect(within(soldOut).getByRole("button", { name: "已抢光" })).toBeDisabled();
    expect(soldOut).toHaveTextContent("明日10:00再来");
    expect(soldOut).not.toHaveTextContent("剩余");

    const upcoming = card("演出票9折");
    for (const text of ["9折", "无门槛", "最高减¥50", "适用：演出、电影"]) expect(upcoming).toHaveTextContent(text);
    expect(within(upcoming).getByRole("button", { name: "即将开始" })).toBeDisabled();
    expect(upcoming).toHaveTextContent("今日20:30开抢");

    const ended = card("电影票立减5元");
    expect(ended).toHaveTextContent("有效期至2027-06-30 23:59");
    expect(within(ended).getByRole("button", { name: "已结束" })).toBeDisabled();
  });

  it("claims with a signature of the claim text under the session's key, says so, and shows 已领取 after refetching", async () => {
    let held = false;
    const fake = centerApi(() => ok({ list: [rule({ state: held ? "claimed" : "open", remaining: held ? 999 : 1000 })] }), {
      "/api/coupon/getNewCouponsByActivitiesIds": () => {
        held = true;
        return { body: { code: 1, msg: "领取成功", data: { list: [{ id: 4, result: "claimed", coupon: coupon() }] } satisfies CouponClaimed } };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    const before = Date.now();
    await user.click(await screen.findByRole("button", { name: "立即领取" }));
    expect(await screen.findByRole("button", { name: "已领取" })).toBeDisabled();

    const [claim] = fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds");
    const fields = claim!.fields;
    expect([...fields.keys()].sort()).toEqual(["ids", "partner_code", "signature", "source_from", "timestamp", "token"]);
    expect(fields.get("ids")).toBe("4");
    expect(fields.get("source_from")).toBe("GetCoupons");
    const timestamp = Number(fields.get("timestamp"));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(fields.get("signature")).toBe(await hmacHex(SIGNING_KEY, claimSigningText({ ids: "4", source_from: "GetCoupons", timestamp })));
    expect(fields.get("signature")).toBe(await hmacHex(SIGNING_KEY, `ids=4&source_from=GetCoupons&timestamp=${timestamp}`));
    expect(fake.toast.show).toHaveBeenCalledWith("领取成功", 2000);
    expect(fake.callsTo("/api/coupon/center")).toHaveLength(2);
    expect(card("景区门票 满50减10")).not.toHaveTextContent("剩余");
  });

  it("shows the API's refusal (优惠券已抢光) and the refetched state", async () => {
    let gone = false;
    const fake = centerApi(() => ok({ list: [rule(gone ? { state: "sold_out", remaining: 0 } : {})] }), {
      "/api/coupon/getNewCouponsByActivitiesIds": () => {
        gone = true;
        return { body: { code: 0, msg: "优惠券已抢光", data: { list: [{ id: 4, result: "sold_out", coupon: null }] } } };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    await user.click(await screen.findByRole("button", { name: "立即领取" }));
    expect(await screen.findByRole("button", { name: "已抢光" })).toBeDisabled();
    expect(fake.toast.show).toHaveBeenCalledWith("优惠券已抢光", 2000);
    expect(fake.toast.show).not.toHaveBeenCalledWith("领取成功", expect.anything());
  });

  it("takes the signing key from getMyInfo when the store has none yet (after a reload)", async () => {
    const fake = centerApi(ok({ list: [rule()] }), {
      "/api/uservice/user/getMyInfo": ok({ id: 1, nickname: "游客", avatar: "", phone_masked: "138****8000", signing_key: "fresh-key-from-getmyinfo" }),
      "/api/coupon/getNewCouponsByActivitiesIds": ok({ list: [{ id: 4, result: "already", coupon: coupon() }] }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter({ ...SESSION, signingKey: null });
    await user.click(await screen.findByRole("button", { name: "立即领取" }));
    await waitFor(() => expect(fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds")).toHaveLength(1));
    const fields = fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds")[0]!.fields;
    const text = claimSigningText({ ids: "4", source_from: "GetCoupons", timestamp: Number(fields.get("timestamp")) });
    expect(fields.get("signature")).toBe(await hmacHex("fresh-key-from-getmyinfo", text));
    await waitFor(() => expect(fake.toast.show).toHaveBeenCalledWith("您已领取过该券", 2000));
  });

  it("does not claim without a session and says to log in again", async () => {
    const fake = centerApi(ok({ list: [rule()] }), { "/api/uservice/user/getMyInfo": fail("登录已失效", 4005) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter({ ...SESSION, signingKey: null });
    await user.click(await screen.findByRole("button", { name: "立即领取" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenCalledWith("登录状态已失效，请重新登录后再领取", 2000));
    expect(fake.callsTo("/api/coupon/getNewCouponsByActivitiesIds")).toHaveLength(0);
  });

  it("offers 重试 when the list fails, and the voucher centre when there is nothing to claim", async () => {
    let answer: FakeReply = { status: 500, body: "" };
    centerApi(() => answer);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCenter();
    const retry = await screen.findByRole("button", { name: "重试" });
    answer = ok({ list: [] });
    await user.click(retry);
    expect(await screen.findByText("暂无可领取的券")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "去看看消费券" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/voucherCenter");
  });

  it("speaks English when the UI is English", async () => {
    await i18n.changeLanguage("en");
    centerApi(ok({ list: [rule(), rule({ id: 7, title: "演出票9折（最高减50元）", title_en: "Shows: 10% off (up to ¥50)", discount: percentRule, scope: ["performance"], state: "sold_out", remaining: 0, next_release_at: shanghaiAt(1, "10:00") })] }));
    renderCenter();
    const open = await screen.findByRole("article", { name: /^Scenic tickets/ });
    for (const text of ["¥10", "On orders of ¥50+", "Sample", "For: tickets", "Valid for 30 days after claiming", "1000 left"]) expect(open).toHaveTextContent(text);
    expect(within(open).getByRole("button", { name: "Claim" })).toBeEnabled();
    const soldOut = screen.getByRole("article", { name: /^Shows/ });
    expect(soldOut).toHaveTextContent("10% off");
    expect(soldOut).toHaveTextContent("More tomorrow at 10:00");
    expect(within(soldOut).getByRole("button", { name: "Sold out" })).toBeDisabled();
  });
});
