import { describe, expect, it } from "vitest";
import { hasValidMod11_2, mod11_2CheckChar } from "./mod11-2";

describe("ISO 7064 MOD 11-2", () => {
  it("computes the check characters of the GB 11643 samples", () => {
    expect(mod11_2CheckChar("11010519491231002")).toBe("X");
    expect(mod11_2CheckChar("44052418800101001")).toBe("4");
    expect(mod11_2CheckChar("00000000000000000")).toBe("1");
  });

  it("refuses a body that is not 17 digits", () => {
    expect(() => mod11_2CheckChar("1234")).toThrow(RangeError);
    expect(() => mod11_2CheckChar("1101051949123100X")).toThrow(RangeError);
  });

  it("checks a whole number", () => {
    expect(hasValidMod11_2("11010519491231002X")).toBe(true);
    expect(hasValidMod11_2("110105194912310021")).toBe(false);
    expect(hasValidMod11_2("1101051949123100")).toBe(false);
  });
});
