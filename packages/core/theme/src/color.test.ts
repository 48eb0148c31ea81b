import { describe, expect, it } from "vitest";
import { tint } from "./color";

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
