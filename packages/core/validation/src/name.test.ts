import { describe, expect, it } from "vitest";
import { isChineseName, isLatinName, isTravellerName, normaliseNameDots } from "./name";

describe("isChineseName", () => {
  it("accepts 2-4 Chinese characters, including rare ones", () => {
    for (const ok of ["王五", "张三丰", "欧阳娜娜", "刘䶮", "王𠇔"]) expect(isChineseName(ok)).toBe(true);
  });

  it("rejects 1 or 5+ characters, Latin letters, digits and spaces", () => {
    for (const bad of ["王", "司马相如之子", "王a", "张3", "张 三", "", "Li Lei"]) expect(isChineseName(bad)).toBe(false);
  });

  it("accepts minority names with a middle dot (decision documented in JSDoc)", () => {
    expect(isChineseName("阿依古丽·买买提")).toBe(true);
    expect(isChineseName("爱新觉罗•溥仪")).toBe(true); // look-alike dot
    expect(isChineseName("·买买提")).toBe(false);
    expect(isChineseName("买买提·")).toBe(false);
    expect(isChineseName("阿依··买买提")).toBe(false);
    expect(isChineseName(`${"阿".repeat(10)}·${"买".repeat(10)}`)).toBe(false); // 21 characters
  });

  it("normalises look-alike dots", () => {
    expect(normaliseNameDots("爱新觉罗・溥仪")).toBe("爱新觉罗·溥仪");
  });
});

describe("isLatinName / isTravellerName", () => {
  it("accepts passport-style Latin names", () => {
    expect(isLatinName("John O'Neil-Smith")).toBe(true);
    expect(isLatinName("José Müller")).toBe(true);
    expect(isLatinName("J")).toBe(false);
    expect(isLatinName("John3")).toBe(false);
    expect(isLatinName(" John")).toBe(false);
  });

  it("requires a Chinese name on the mainland ID card only", () => {
    expect(isTravellerName("ID_CARD", "John Smith")).toBe(false);
    expect(isTravellerName("ID_CARD", "张三")).toBe(true);
    expect(isTravellerName("PASSPORT", "John Smith")).toBe(true);
    expect(isTravellerName("HK_MACAU_PERMIT", "陈大文")).toBe(true);
  });
});
