import { describe, expect, it } from "vitest";
import { latinSpelling, spellingOf } from "./spelling";

describe("spellingOf", () => {
  it("gives toneless pinyin and initials of a spot name", () => {
    expect(spellingOf("拙政园")).toEqual({ pinyin: "zhuozhengyuan", initials: "zzy" });
    expect(spellingOf("狮子林")).toEqual({ pinyin: "shizilin", initials: "szl" });
  });

  it("leaves out brackets, dots and Latin letters", () => {
    expect(spellingOf("北寺塔（报恩寺）")).toEqual({ pinyin: "beisitabaoensi", initials: "bstbes" });
    expect(spellingOf("凤凰古镇·恬庄古街").initials).toBe("fhgztzgj");
    expect(spellingOf("5A景区").pinyin).toBe("jingqu");
  });

  it("takes the record's reading where the dictionary reads a polyphone wrongly (重元寺 is chong, 曾园 is zeng)", () => {
    expect(spellingOf("重元寺").pinyin).toBe("zhongyuansi");
    expect(spellingOf("重元寺", "chong yuan si")).toEqual({ pinyin: "chongyuansi", initials: "cys" });
    expect(spellingOf("曾园·赵园", "zeng yuan zhao yuan")).toEqual({ pinyin: "zengyuanzhaoyuan", initials: "zyzy" });
  });
});

describe("latinSpelling", () => {
  it("lower-cases and drops spaces and apostrophes", () => {
    expect(latinSpelling(" Zhuo Zheng ")).toBe("zhuozheng");
    expect(latinSpelling("xi'an")).toBe("xian");
    expect(latinSpelling("ZZY")).toBe("zzy");
  });

  it("is null for Chinese, digits or symbols", () => {
    expect(latinSpelling("拙政")).toBeNull();
    expect(latinSpelling("a1")).toBeNull();
    expect(latinSpelling("%")).toBeNull();
    expect(latinSpelling("  ")).toBeNull();
  });
});
