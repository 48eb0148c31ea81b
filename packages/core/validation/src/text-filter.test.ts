import { describe, expect, it } from "vitest";
import { stripSpecialPunctuation } from "./text-filter";

describe("stripSpecialPunctuation", () => {
  it("strips ASCII, full-width and Chinese punctuation and symbols", () => {
    expect(stripSpecialPunctuation("~!@#$%^&*()_+=<>?:\"{}|,./;'\\[]`")).toBe("");
    expect(stripSpecialPunctuation("！￥……（）——【】、；‘’，。《》？：“”·")).toBe("");
  });

  it("keeps letters of every script, digits and whitespace", () => {
    expect(stripSpecialPunctuation("拙政园 Humble Administrator's Garden 2025！")).toBe("拙政园 Humble Administrators Garden 2025");
  });

  it("strips emoji including joined sequences", () => {
    expect(stripSpecialPunctuation("好玩😀👨‍👩‍👧❤️")).toBe("好玩");
  });

  it("keeps the characters the caller asks for", () => {
    expect(stripSpecialPunctuation("干将西路1号-3#!", { keep: "-#" })).toBe("干将西路1号-3#");
  });
});
