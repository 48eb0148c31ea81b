import { describe, expect, it } from "vitest";
import { contrastRatio, tint } from "./color";

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe("tint", () => {
  it("mixes a colour into white", () => {
    expect(tint("#000000", 0)).toBe("#FFFFFF");
    expect(tint("#0e8790", 1)).toBe("#0E8790");
    expect(tint("#000000", 0.5)).toBe("#7F7F7F");
  });

  it("reproduces the spec's changshu tag background within one step per channel", () => {
    const got = channels(tint("#00AEA0", 0.1));
    const want = channels("#E5F7F5");
    got.forEach((c, i) => expect(Math.abs(c - want[i]!)).toBeLessThanOrEqual(1));
  });

  it("refuses bad input", () => {
    expect(() => tint("teal", 0.1)).toThrow(RangeError);
    expect(() => tint("#fff", 0.1)).toThrow(RangeError);
    expect(() => tint("#ffffff", 1.5)).toThrow(RangeError);
  });
});

describe("contrastRatio (WCAG 2.1)", () => {
  it("answers 21 for black on white, 1 for a colour on itself, either order", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0E8790", "#0e8790")).toBe(1);
  });

  it("puts the default brand colour under 4.5:1 on white, as decision 003 says", () => {
    expect(contrastRatio("#0E8790", "#FFFFFF")).toBeCloseTo(4.3, 1);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
  });

  it("refuses bad input", () => {
    expect(() => contrastRatio("blue", "#FFFFFF")).toThrow(RangeError);
  });
});
