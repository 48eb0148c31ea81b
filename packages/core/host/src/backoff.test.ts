import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff";

describe("backoffDelay", () => {
  it("doubles from 1 s and caps at 60 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100, 5000].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000,
    ]);
  });

  it("uses the base for nonsense attempts", () => {
    expect(backoffDelay(-1)).toBe(1000);
    expect(backoffDelay(Number.NaN)).toBe(1000);
  });
});
