import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHongKongPhone, isMacauPhone, isMainlandMobile, isRegionPhone, isTaiwanPhone, maskPhone } from "./phone";

describe("isMainlandMobile", () => {
  it("accepts 11 digits with prefixes 13-19", () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/), (p, rest) => isMainlandMobile(`1${p}${rest}`)));
  });

  it("rejects other prefixes and lengths", () => {
    for (const bad of ["12812341234", "10812341234", "23812341234", "1381234123", "138123412345", "+8613812341234", "138 1234 1234"]) {
      expect(isMainlandMobile(bad)).toBe(false);
    }
  });
});

describe("isMacauPhone", () => {
  it("accepts 8 digits starting with 6 only", () => {
    expect(isMacauPhone("66123456")).toBe(true);
    expect(isMacauPhone("28123456")).toBe(false);
    expect(isMacauPhone("6612345")).toBe(false);
    expect(isMacauPhone("661234567")).toBe(false);
  });
});

describe("maskPhone", () => {
  it("masks the middle four digits of a mainland mobile", () => {
    expect(maskPhone("13812341234")).toBe("138****1234");
  });

  it("masks shorter numbers and keeps the length", () => {
    expect(maskPhone("66123456")).toBe("66****56");
    expect(maskPhone("12345")).toBe("****5");
    expect(maskPhone("")).toBe("");
  });

  it("never reveals more than 7 characters and keeps the length", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (s) => {
        const masked = maskPhone(s);
        return masked.length === s.length && masked.replaceAll("*", "").length <= Math.min(7, s.length);
      }),
    );
  });
});

describe("Hong Kong and Taiwan mobiles (issue 9)", () => {
  it("takes 8-digit Hong Kong mobiles from 4-9 and refuses fixed lines", () => {
    for (const phone of ["51234567", "61234567", "91234567", "46123456"]) expect(isHongKongPhone(phone)).toBe(true);
    for (const phone of ["21234567", "31234567", "5123456", "512345678", "+85251234567"]) expect(isHongKongPhone(phone)).toBe(false);
  });

  it("takes Taiwan mobiles in their 10-digit 09 form", () => {
    expect(isTaiwanPhone("0912345678")).toBe(true);
    for (const phone of ["912345678", "0212345678", "091234567", "+886912345678"]) expect(isTaiwanPhone(phone)).toBe(false);
  });

  it("checks a phone by its region", () => {
    expect(isRegionPhone("13812345678", "mainland")).toBe(true);
    expect(isRegionPhone("13812345678", "hongkong")).toBe(false);
    expect(isRegionPhone("66123456", "macau")).toBe(true);
    expect(isRegionPhone("0912345678", "taiwan")).toBe(true);
  });
});
