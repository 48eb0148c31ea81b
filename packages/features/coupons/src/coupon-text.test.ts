import { i18n } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { conditionLines, lastValidMinute, offerText, percentRate, remainingText, ruleValidityText, scopeText, whenText, yuanText, type Translate } from "./coupon-text";
import { COUPONS_NS } from "./i18n";
import { rule } from "./test-fixtures";

const zh = i18n.getFixedT("zh-CN", COUPONS_NS) as Translate;
const en = i18n.getFixedT("en", COUPONS_NS) as Translate;
const threshold = (threshold_fen: number, discount_fen: number) => ({ type: "threshold" as const, threshold_fen, discount_fen, percent_off: 0, cap_fen: 0 });
const percent = { type: "percent" as const, threshold_fen: 0, discount_fen: 0, percent_off: 10, cap_fen: 5000 };
// 09:00 on 1 December 2026 in Shanghai.
const NOW = Date.parse("2026-12-01T01:00:00Z");

describe("coupon words", () => {
  it("shows yuan of integer fen without the sign, and a percent-off as 折 in Chinese and as a share in English", () => {
    expect([yuanText(5000), yuanText(1050), yuanText(1005)]).toEqual(["50", "10.5", "10.05"]);
    expect([10, 15, 5, 12, 50].map((p) => percentRate(p, "zh-CN"))).toEqual(["9", "8.5", "9.5", "8.8", "5"]);
    expect(percentRate(10, "en")).toBe("10%");
  });

  it("states the conditions: 满50可用 or 无门槛, and the cap of a percent-off", () => {
    expect(conditionLines(threshold(5000, 1000), zh)).toEqual(["满50可用"]);
    expect(conditionLines({ ...threshold(0, 500), type: "direct" }, zh)).toEqual(["无门槛"]);
    expect(conditionLines(percent, zh)).toEqual(["无门槛", "最高减¥50"]);
    expect(conditionLines({ ...percent, threshold_fen: 10000 }, en)).toEqual(["On orders of ¥100+", "Up to ¥50 off"]);
  });

  it("puts the offer in one sentence", () => {
    expect(offerText(threshold(20000, 5000), zh, "zh-CN")).toBe("满¥200减¥50");
    expect(offerText({ ...threshold(0, 500), type: "direct" }, zh, "zh-CN")).toBe("无门槛立减¥5");
    expect(offerText(percent, zh, "zh-CN")).toBe("9折，无门槛，最高减¥50");
    expect(offerText(percent, en, "en")).toBe("10% off · No minimum spend · Up to ¥50 off");
    expect(offerText(threshold(20000, 5000), en, "en")).toBe("¥50 off orders of ¥200 or more");
  });

  it("names the product kinds, or says a coupon is for everything", () => {
    expect(scopeText(["ticket", "hotel", "line", "performance"], zh)).toBe("门票、酒店、线路、演出");
    expect(scopeText(["food", "merchandise"], en)).toBe("food, cultural goods");
    expect(scopeText([], zh)).toBe("全场通用");
  });

  it("shows the end of the last valid day, not the next midnight", () => {
    expect(lastValidMinute("2026-12-07T16:00:00.000Z")).toBe("2026-12-07 23:59");
    expect(lastValidMinute("2026-12-07T12:30:00.000Z")).toBe("2026-12-07 20:30");
    expect(ruleValidityText({ valid_days: 7, valid_to: null }, zh)).toBe("领取后7天内有效");
    expect(ruleValidityText({ valid_days: null, valid_to: "2027-06-30T16:00:00.000Z" }, zh)).toBe("有效期至2027-06-30 23:59");
    expect(ruleValidityText({ valid_days: 30, valid_to: "2027-06-30T16:00:00.000Z" }, zh)).toBe("领取后30天内有效，最晚至2027-06-30 23:59");
  });

  it("says when a release opens relative to today in Shanghai", () => {
    expect(whenText("2026-12-01T02:00:00.000Z", NOW, zh)).toBe("今日10:00");
    expect(whenText("2026-12-02T02:00:00.000Z", NOW, zh)).toBe("明日10:00");
    expect(whenText("2026-12-05T12:30:00.000Z", NOW, zh)).toBe("2026-12-05 20:30");
    expect(whenText("2026-12-02T02:00:00.000Z", NOW, en)).toBe("tomorrow at 10:00");
    // 23:30 UTC on 1 December is already 2 December in Shanghai.
    expect(whenText("2026-12-02T02:00:00.000Z", Date.parse("2026-12-01T16:30:00Z"), zh)).toBe("今日10:00");
    expect(whenText(null, NOW, zh)).toBe("");
  });

  it("tells what is left of an open rule only: today's release of a daily one", () => {
    expect(remainingText(rule(), zh)).toBe("剩余1000张");
    expect(remainingText(rule({ release_time: "10:00", remaining: 200 }), zh)).toBe("今日剩余200张");
    expect(remainingText(rule({ state: "sold_out", remaining: 0 }), zh)).toBe("");
  });
});
