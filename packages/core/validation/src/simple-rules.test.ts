import { describe, expect, it } from "vitest";
import { isEmail, isSmsCode } from "./simple-rules";

describe("isSmsCode", () => {
  it("accepts exactly 6 digits", () => {
    expect(isSmsCode("012345")).toBe(true);
    for (const bad of ["12345", "1234567", "12345a", " 123456", "１２３４５６"]) expect(isSmsCode(bad)).toBe(false);
  });
});

describe("isEmail", () => {
  it("accepts simple addresses", () => {
    expect(isEmail("visitor@example.com")).toBe(true);
    expect(isEmail("a.b+c@mail.sz.gov.cn")).toBe(true);
  });

  it("rejects missing parts, spaces, double @ and overlong addresses", () => {
    for (const bad of ["visitor", "visitor@", "@example.com", "a@b", "a b@c.com", "a@@b.com", "a@b..com", `${"a".repeat(250)}@b.com`]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
