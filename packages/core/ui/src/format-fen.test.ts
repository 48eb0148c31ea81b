import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fenParts, formatFen } from "./format-fen";

/** Parses "¥80.5" / "-¥0.05" back to fen with string arithmetic only. */
function parseYuan(text: string): number {
  const match = /^(-?)¥(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a price: ${text}`);
  const [, sign, yuan, fraction = ""] = match;
  const fen = Number(yuan) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -fen : fen;
}

describe("formatFen", () => {
  it.each([
    [8000, "¥80"],
    [8050, "¥80.5"],
    [8005, "¥80.05"],
    [1250, "¥12.5"],
    [1, "¥0.01"],
    [10, "¥0.1"],
    [0, "¥0"],
    [-300, "-¥3"],
    [-1, "-¥0.01"],
    [123456789, "¥1234567.89"],
  ])("%i fen -> %s", (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it("does not show float noise where float maths would (0.1 + 0.2 style amounts)", () => {
    // 1.1 yuan + 2.2 yuan in float is 3.3000000000000003; in fen it is 330.
    expect(formatFen(110 + 220)).toBe("¥3.3");
    expect(formatFen(Number.MAX_SAFE_INTEGER)).toBe("¥90071992547409.91");
  });

  it("rejects amounts that are not integer fen", () => {
    expect(() => formatFen(80.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
    expect(() => formatFen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatFen(2 ** 53)).toThrow(RangeError);
  });

  it("round-trips every safe integer and never ends the fraction in 0", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (fen) => {
        const text = formatFen(fen);
        expect(parseYuan(text)).toBe(fen === 0 ? 0 : fen);
        expect(text).not.toMatch(/\.\d*0$|e/);
        const { fraction } = fenParts(fen);
        expect(fraction === "" || /^\.\d{1,2}$/.test(fraction)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with integer division for small amounts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (fen) => {
        const { yuan } = fenParts(fen);
        expect(Number(yuan)).toBe(Math.floor(fen / 100));
      }),
    );
  });
});
