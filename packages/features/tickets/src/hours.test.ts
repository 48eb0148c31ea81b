import { describe, expect, it } from "vitest";
import type { OpeningSeason } from "@wenlv/contract/scenic";
import { inSeason, isoWeekday, wholeYear } from "@wenlv/contract/opening-hours";
import { hoursOn } from "./hours";

const season = (from: string, to: string, open: string | null, close: string | null, lastEntry: string | null = null): OpeningSeason => ({
  from,
  to,
  all_day: open === null,
  open,
  close,
  last_entry: lastEntry,
});
const garden = [season("03-01", "11-15", "07:30", "17:30", "17:00"), season("11-16", "02-29", "07:30", "17:00")];

describe("opening hours of a day", () => {
  it("picks the season of the day, wrapping over the new year", () => {
    expect(hoursOn(garden, [], "2026-11-15")).toEqual({ kind: "open", open: "07:30", close: "17:30", lastEntry: "17:00" });
    expect(hoursOn(garden, [], "2026-11-16")).toEqual({ kind: "open", open: "07:30", close: "17:00", lastEntry: null });
    expect(hoursOn(garden, [], "2027-01-05")).toMatchObject({ close: "17:00" });
    expect(inSeason({ from: "11-16", to: "02-29" }, "03-01")).toBe(false);
  });

  it("says closed on a weekly closing day, all day for streets, unknown without seasons", () => {
    // 2026-11-23 is a Monday.
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(hoursOn(garden, [1], "2026-11-23")).toEqual({ kind: "closed" });
    expect(hoursOn(garden, [1], "2026-11-24")).toMatchObject({ kind: "open" });
    expect(hoursOn([season("01-01", "12-31", null, null)], [], "2026-06-01")).toEqual({ kind: "allDay" });
    expect(hoursOn([], [], "2026-06-01")).toEqual({ kind: "unknown" });
  });

  it("knows a whole-year season", () => {
    expect(wholeYear({ from: "01-01", to: "12-31" })).toBe(true);
    expect(wholeYear({ from: "04-01", to: "03-31" })).toBe(true);
    expect(wholeYear({ from: "03-01", to: "11-15" })).toBe(false);
  });
});
