import { describe, expect, it } from "vitest";
import { isWeakPasscode } from "./passcode-step";

describe("isWeakPasscode", () => {
  it("refuses repeated digits and straight runs", () => {
    for (const digits of ["000000", "111111", "123456", "234567", "987654", "654321"]) expect(isWeakPasscode(digits), digits).toBe(true);
  });

  it("accepts other six-digit codes", () => {
    for (const digits of ["482915", "112233", "135790", "123457", "909090"]) expect(isWeakPasscode(digits), digits).toBe(false);
    expect(isWeakPasscode("12345")).toBe(false);
  });
});
