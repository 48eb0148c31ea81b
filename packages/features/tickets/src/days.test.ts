import { describe, expect, it } from "vitest";
import { BOOKING_DAYS, bookingDays, shanghaiToday, windowDays } from "./days";

describe("shanghaiToday", () => {
  it("uses the Asia/Shanghai calendar day, not the device's", () => {
    // 2025-03-01 17:30 UTC is already 2025-03-02 01:30 in Shanghai (UTC+8).
    expect(shanghaiToday(Date.UTC(2025, 2, 1, 17, 30))).toBe("2025-03-02");
    expect(shanghaiToday(Date.UTC(2025, 2, 1, 15, 59))).toBe("2025-03-01");
  });

  it("agrees with the time-zone database's Asia/Shanghai from 1992 to 2060", () => {
    const tz = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit" });
    const step = (11 * 60 + 17) * 60_000 + 13_000;
    const differing: string[] = [];
    for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2060, 0, 1); t += step) {
      const expected = tz.format(new Date(t));
      if (shanghaiToday(t) !== expected) differing.push(new Date(t).toISOString());
    }
    expect(differing).toEqual([]);
    // Each side of midnight in Shanghai (16:00 UTC).
    expect(shanghaiToday(Date.UTC(2031, 11, 31, 15, 59, 59, 999))).toBe("2031-12-31");
    expect(shanghaiToday(Date.UTC(2031, 11, 31, 16))).toBe("2032-01-01");
  });
});

describe("bookingDays", () => {
  it("gives the 15-day window by default, across month ends", () => {
    const days = bookingDays("2024-02-27");
    expect(days).toHaveLength(BOOKING_DAYS);
    expect(days.slice(0, 4).map((d) => d.day)).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(days[13]).toEqual({ day: "2024-03-11", monthDay: "03-11", weekday: 1, offset: 13 });
  });

  it("refuses what is not a calendar date", () => {
    expect(() => bookingDays("2025-02-30")).toThrow(RangeError);
    expect(() => bookingDays("20250201")).toThrow(RangeError);
  });
});

describe("windowDays", () => {
  it("is the product's sales window, at most what one stock call answers", () => {
    expect(windowDays(7)).toBe(7);
    expect(windowDays(30)).toBe(BOOKING_DAYS);
    expect(windowDays(0)).toBe(1);
  });
});
