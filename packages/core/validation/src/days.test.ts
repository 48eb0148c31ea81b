import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatShanghaiTime, isDay, shanghaiDay, weekdayOf } from "./days";

describe("calendar days in Asia/Shanghai", () => {
  it("names today in Shanghai whatever the UTC date is", () => {
    expect(shanghaiDay(Date.parse("2026-11-24T15:59:59Z"))).toBe("2026-11-24");
    expect(shanghaiDay(Date.parse("2026-11-24T16:00:00Z"))).toBe("2026-11-25");
  });

  it("adds and counts calendar days across months and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-11-25", "2026-11-27")).toBe(2);
    expect(daysBetween("2026-11-27", "2026-11-25")).toBe(-2);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("knows real days and their weekday", () => {
    expect(isDay("2026-11-25")).toBe(true);
    expect(isDay("2026-11-31")).toBe(false);
    expect(isDay("20261125")).toBe(false);
    expect(isDay(null)).toBe(false);
    expect(weekdayOf("2026-11-25")).toBe(3);
  });
});

describe("formatShanghaiTime", () => {
  it("shows an ISO time in Shanghai, and nothing for nothing", () => {
    expect(formatShanghaiTime("2025-05-01T06:30:00Z")).toBe("2025-05-01 14:30");
    expect(formatShanghaiTime("2025-12-31T16:05:00.000Z")).toBe("2026-01-01 00:05");
    expect(formatShanghaiTime(null)).toBe("");
    expect(formatShanghaiTime("soon")).toBe("");
  });
});
