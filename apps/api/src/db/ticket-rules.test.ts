import { describe, expect, it } from "vitest";
import { isoWeekday } from "@wenlv/contract/opening-hours";
import { isClosedDay, slotBlock, slotCutoff, slotCutoffMinutes, ticketRules } from "./ticket-rules";

// 2026-11-23 is a Monday, 2026-11-24 a Tuesday.
const museum = ticketRules({ slots: ["09:00-11:00", "15:00-16:00"], capacity: 100, closedWeekdays: [1], closedDates: ["2026-11-26"], openDates: ["2026-11-30"] });

describe("ticket opening rules (issue 9)", () => {
  it("reads the rules with safe fallbacks", () => {
    const rules = ticketRules({ closedWeekdays: [1, 8, "2", 7], closedDates: ["2026-11-26", "26/11"], lastEntry: "25:00", cutoffMinutes: -5 });
    expect(rules.closedWeekdays).toEqual([1, 7]);
    expect(rules.closedDates).toEqual(["2026-11-26"]);
    expect(rules.lastEntry).toBeNull();
    expect(rules.cutoffMinutes).toBe(0);
    expect(rules.slots).toEqual(["全天"]);
  });

  it("knows ISO weekdays and closing days, with open dates as exceptions", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isClosedDay(museum, "2026-11-23")).toBe(true);
    expect(isClosedDay(museum, "2026-11-24")).toBe(false);
    expect(isClosedDay(museum, "2026-11-26")).toBe(true);
    expect(isClosedDay(museum, "2026-11-30")).toBe(false);
  });

  it("stops booking a slot at its end, the 全天 slot at the last entry, both less the cut-off minutes", () => {
    expect(slotCutoff(museum, "09:00-11:00")).toBe("11:00");
    expect(slotCutoff({ lastEntry: null, cutoffMinutes: 0 }, "全天")).toBeNull();
    expect(slotCutoff({ lastEntry: "16:00", cutoffMinutes: 0 }, "全天")).toBe("16:00");
    expect(slotCutoff({ lastEntry: "16:00", cutoffMinutes: 90 }, "全天")).toBe("14:30");
    expect(slotCutoff({ lastEntry: null, cutoffMinutes: 30 }, "09:00-11:00")).toBe("10:30");
  });

  it("blocks closed days and ended slots of today only", () => {
    expect(slotBlock(museum, "2026-11-23", "09:00-11:00", "2026-11-22", "08:00")).toBe("closed");
    expect(slotBlock(museum, "2026-11-24", "09:00-11:00", "2026-11-24", "10:59")).toBeNull();
    expect(slotBlock(museum, "2026-11-24", "09:00-11:00", "2026-11-24", "11:00")).toBe("ended");
    expect(slotBlock(museum, "2026-11-24", "15:00-16:00", "2026-11-24", "17:05")).toBe("ended");
    expect(slotBlock(museum, "2026-11-25", "09:00-11:00", "2026-11-24", "17:05")).toBeNull();
    expect(slotBlock(museum, "2026-11-24", "09:00-11:00", "2026-11-25", "08:00")).toBe("ended");
  });
});

describe("departure rules of a travel line (issue 10)", () => {
  // Departs 08:30 Tuesday to Sunday from April to October; booking closes 72 hours before.
  const tour = ticketRules({ slots: ["08:30"], capacity: 16, closedWeekdays: [1], season: { from: "04-01", to: "10-31" }, cutoffMinutes: 72 * 60 });

  it("reads the season and closes the days outside it", () => {
    expect(tour.season).toEqual({ from: "04-01", to: "10-31" });
    expect(ticketRules({ season: { from: "4-1", to: "10-31" } }).season).toBeNull();
    expect(isClosedDay(tour, "2026-10-31")).toBe(false);
    expect(isClosedDay(tour, "2026-11-01")).toBe(true);
    expect(isClosedDay(tour, "2026-06-01")).toBe(true); // a Monday
  });

  it("stops booking a departure at its time less a cutoff that may reach back over days", () => {
    expect(slotCutoffMinutes(tour, "08:30")).toBe(8 * 60 + 30 - 72 * 60);
    expect(slotCutoff({ lastEntry: null, cutoffMinutes: 240 }, "19:00")).toBe("15:00");
    // Sunday 7 June 08:30 closes at 08:30 on Thursday 4 June.
    expect(slotBlock(tour, "2026-06-07", "08:30", "2026-06-04", "08:29")).toBeNull();
    expect(slotBlock(tour, "2026-06-07", "08:30", "2026-06-04", "08:30")).toBe("ended");
    expect(slotBlock(tour, "2026-06-07", "08:30", "2026-06-03", "23:59")).toBeNull();
    expect(slotBlock(tour, "2026-06-06", "08:30", "2026-06-03", "10:00")).toBe("ended");
  });
});
