import { describe, expect, it } from "vitest";
import { CARE_MODE_KEY, readCareMode, writeCareMode } from "./care-mode";

describe("care-mode flag", () => {
  it("round-trips through storage", () => {
    expect(readCareMode(localStorage)).toBe(false);
    writeCareMode(localStorage, true);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe("1");
    expect(readCareMode(localStorage)).toBe(true);
    writeCareMode(localStorage, false);
    expect(readCareMode(localStorage)).toBe(false);
  });
});
