import { describe, expect, it } from "vitest";
import {
  isChinesePassport,
  isForeignPermanentResidentCard,
  isHkMacauPermit,
  isPassportNumber,
  isTaiwanPermit,
  maskIdNumber,
  normaliseIdNumber,
  validateDocument,
} from "./documents";
import { mod11_2CheckChar } from "./mod11-2";

const NOW = new Date("2025-06-01T04:00:00Z");
const withCheck = (body17: string) => body17 + mod11_2CheckChar(body17);

describe("per-document rules", () => {
  it("passports: Chinese E/G series and foreign 5-17 letters and digits", () => {
    expect(isChinesePassport("E12345678")).toBe(true);
    expect(isChinesePassport("EA1234567")).toBe(true);
    expect(isChinesePassport("G12345678")).toBe(true);
    expect(isChinesePassport("EI1234567")).toBe(false);
    expect(isChinesePassport("E1234567")).toBe(false);
    expect(isPassportNumber("123456789")).toBe(true);
    expect(isPassportNumber("AB123")).toBe(true);
    expect(isPassportNumber("AB12")).toBe(false);
    expect(isPassportNumber("A".repeat(18))).toBe(false);
    expect(isPassportNumber("AB-12345")).toBe(false);
  });

  it("Hong Kong and Macao permits: H or M + 8 digits, optionally 10", () => {
    expect(isHkMacauPermit("H12345678")).toBe(true);
    expect(isHkMacauPermit("M1234567801")).toBe(true);
    expect(isHkMacauPermit("H123456789")).toBe(false);
    expect(isHkMacauPermit("K12345678")).toBe(false);
  });

  it("Taiwan permits: 8 digits, optionally 10", () => {
    expect(isTaiwanPermit("12345678")).toBe(true);
    expect(isTaiwanPermit("1234567801")).toBe(true);
    expect(isTaiwanPermit("123456789")).toBe(false);
    expect(isTaiwanPermit("T1234567")).toBe(false);
  });

  it("foreign permanent resident cards: old 15-character and checked 2023 18-digit numbers", () => {
    expect(isForeignPermanentResidentCard("USA110079123456", NOW)).toBe(true);
    expect(isForeignPermanentResidentCard("US1110079123456", NOW)).toBe(false);
    const modern = withCheck("91184019800101001");
    expect(isForeignPermanentResidentCard(modern, NOW)).toBe(true);
    const wrongCheck = modern.slice(0, 17) + (modern[17] === "0" ? "1" : "0");
    expect(isForeignPermanentResidentCard(wrongCheck, NOW)).toBe(false);
    expect(isForeignPermanentResidentCard(withCheck("11184019800101001"), NOW)).toBe(false); // must start with 9
    expect(isForeignPermanentResidentCard(withCheck("91184020300101001"), NOW)).toBe(false); // born in the future
  });
});

describe("validateDocument", () => {
  it("answers null for valid numbers of every type", () => {
    expect(validateDocument("ID_CARD", "11010519491231002X", NOW)).toBeNull();
    expect(validateDocument("PASSPORT", "E12345678", NOW)).toBeNull();
    expect(validateDocument("HK_MACAU_PERMIT", "H12345678", NOW)).toBeNull();
    expect(validateDocument("TAIWAN_PERMIT", "12345678", NOW)).toBeNull();
    expect(validateDocument("FOREIGN_PR", "USA110079123456", NOW)).toBeNull();
  });

  it("answers a Chinese message naming the problem", () => {
    expect(validateDocument("ID_CARD", "", NOW)).toBe("请输入证件号码");
    expect(validateDocument("ID_CARD", "123", NOW)).toBe("身份证号码应为18位，最后一位可以是数字或X");
    expect(validateDocument("ID_CARD", "110105194912310021", NOW)).toBe("身份证号码校验位不正确，请核对");
    expect(validateDocument("ID_CARD", withCheck("10010519491231002"), NOW)).toBe("身份证号码的地区码不正确");
    expect(validateDocument("ID_CARD", withCheck("11010519491331002"), NOW)).toBe("身份证号码中的出生日期不正确");
    expect(validateDocument("PASSPORT", "E1", NOW)).toMatch(/^护照号码/);
    expect(validateDocument("HK_MACAU_PERMIT", "12345678", NOW)).toMatch(/^港澳居民来往内地通行证/);
    expect(validateDocument("TAIWAN_PERMIT", "H12345678", NOW)).toMatch(/^台湾居民来往大陆通行证/);
    expect(validateDocument("FOREIGN_PR", "11010519491231002X", NOW)).toMatch(/^外国人永久居留身份证/);
  });

  it("does not accept an ID card number as a Hong Kong/Macao permit or the reverse", () => {
    expect(validateDocument("HK_MACAU_PERMIT", "11010519491231002X", NOW)).not.toBeNull();
    expect(validateDocument("ID_CARD", "H12345678", NOW)).not.toBeNull();
  });
});

describe("normaliseIdNumber", () => {
  it("removes whitespace and upper-cases", () => {
    expect(normaliseIdNumber(" 110105 19491231 002x ")).toBe("11010519491231002X");
  });
});

describe("maskIdNumber", () => {
  it("keeps 3 + 4 of ID card and permanent resident numbers", () => {
    expect(maskIdNumber("ID_CARD", "11010519491231002X")).toBe("110***********002X");
    expect(maskIdNumber("FOREIGN_PR", "USA110079123456")).toBe("USA********3456");
  });

  it("keeps less of shorter documents and preserves the length", () => {
    expect(maskIdNumber("PASSPORT", "E12345678")).toBe("E1****678");
    expect(maskIdNumber("TAIWAN_PERMIT", "12345678")).toBe("1*****78");
    expect(maskIdNumber("PASSPORT", "AB1")).toBe("***");
    expect(maskIdNumber("ID_CARD", "")).toBe("");
  });
});
