import { describe, expect, it } from "vitest";
import { toFormBody } from "./form-body";

describe("toFormBody", () => {
  it("encodes scalars, drops null/undefined/NaN, JSON-encodes arrays and objects", () => {
    const form = toFormBody({ a: "x y", n: 0, t: true, f: false, u: undefined, z: null, nan: Number.NaN, arr: ["甲"], obj: { k: 1 } });
    expect([...form]).toEqual([
      ["a", "x y"],
      ["n", "0"],
      ["t", "1"],
      ["f", "0"],
      ["arr", '["甲"]'],
      ["obj", '{"k":1}'],
    ]);
  });

  it("adds extra fields after the body's unless the body set them, skipping empty ones", () => {
    const form = toFormBody({ partner_code: "changshu" }, { token: "t", partner_code: "default", empty: "", none: null });
    expect([...form]).toEqual([
      ["partner_code", "changshu"],
      ["token", "t"],
    ]);
  });

  it("encodes as application/x-www-form-urlencoded text", () => {
    expect(toFormBody({ q: "a&b=c" }).toString()).toBe("q=a%26b%3Dc");
  });
});
