import { describe, expect, it } from "vitest";
import { claimSigningText, couponDiscountFen, scopeCovers, ZCouponClaimRequest } from "./coupons";

describe("couponDiscountFen", () => {
  const threshold = { type: "threshold" as const, threshold_fen: 20000, discount_fen: 5000, percent_off: 0, cap_fen: 0 };
  it("takes a threshold discount off from the threshold on, never below it", () => {
    expect(couponDiscountFen(threshold, 19999)).toBe(0);
    expect(couponDiscountFen(threshold, 20000)).toBe(5000);
    expect(couponDiscountFen(threshold, 0)).toBe(0);
  });
  it("takes a direct discount off, at most the amount", () => {
    const direct = { ...threshold, type: "direct" as const, threshold_fen: 0, discount_fen: 500 };
    expect(couponDiscountFen(direct, 4500)).toBe(500);
    expect(couponDiscountFen(direct, 300)).toBe(300);
  });
  it("takes a percentage rounded down to whole fen, capped", () => {
    const percent = { type: "percent" as const, threshold_fen: 0, discount_fen: 0, percent_off: 10, cap_fen: 5000 };
    expect(couponDiscountFen(percent, 12345)).toBe(1234);
    expect(couponDiscountFen(percent, 80000)).toBe(5000);
    expect(couponDiscountFen({ ...percent, cap_fen: 0 }, 80000)).toBe(8000);
  });
});

describe("scopeCovers and the claim request", () => {
  it("covers every kind with an empty scope, else only the listed kinds", () => {
    expect(scopeCovers([], "food")).toBe(true);
    expect(scopeCovers(["ticket", "hotel"], "hotel")).toBe(true);
    expect(scopeCovers(["ticket"], "food")).toBe(false);
  });
  it("signs the fields in name order and takes at most 10 ids", () => {
    expect(claimSigningText({ ids: "3,4", source_from: "GetCoupons", timestamp: 1700000000000 })).toBe("ids=3,4&source_from=GetCoupons&timestamp=1700000000000");
    const base = { timestamp: "1700000000000", signature: "a".repeat(64) };
    expect(ZCouponClaimRequest.safeParse({ ...base, ids: "1,2,3" }).success).toBe(true);
    expect(ZCouponClaimRequest.safeParse({ ...base, ids: "1,,2" }).success).toBe(false);
    expect(ZCouponClaimRequest.safeParse({ ...base, ids: Array.from({ length: 11 }, (_, i) => i + 1).join(",") }).success).toBe(false);
  });
});
