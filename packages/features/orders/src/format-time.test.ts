import { describe, expect, it } from "vitest";
import { formatMmSs, formatShanghaiTime, formatVisit } from "./format-time";

describe("format-time", () => {
  it("shows UTC times in Asia/Shanghai", () => {
    expect(formatShanghaiTime("2025-05-01T06:30:00Z")).toBe("2025-05-01 14:30");
    expect(formatShanghaiTime("2025-04-30T16:00:00.000Z")).toBe("2025-05-01 00:00");
    expect(formatShanghaiTime(null)).toBe("");
    expect(formatShanghaiTime("not a time")).toBe("");
  });

  it("formats a countdown as mm:ss, rounding seconds up", () => {
    expect(formatMmSs(15 * 60_000)).toBe("15:00");
    expect(formatMmSs(61_001)).toBe("01:02");
    expect(formatMmSs(3_900_000)).toBe("65:00");
    expect(formatMmSs(-5)).toBe("00:00");
  });

  it("joins a visit day and slot", () => {
    expect(formatVisit("2025-05-01", "09:00-11:00")).toBe("2025-05-01 09:00-11:00");
    expect(formatVisit(null, null)).toBe("");
  });
});
