import type { StockDay } from "@wenlv/contract/scenic";
import { describe, expect, it } from "vitest";
import { dateOfDay, dayCell, dayOfDate, quickPickDays } from "./calendar";
import { bookingDays } from "./days";

const open = (day: string, remaining = 10): StockDay => ({ day, closed: false, slots: [{ slot: "09:00-11:00", capacity: 50, remaining, bookable: true }] });

describe("dayCell (price calendar labels, issue 9)", () => {
  it("labels a bookable day with the SKU's price in fen, 0 included (shown 免费)", () => {
    expect(dayCell(open("2025-03-04"), 8000)).toEqual({ disabled: false, label: { price: 8000 } });
    expect(dayCell(open("2025-03-04"), 0)).toEqual({ disabled: false, label: { price: 0 } });
  });

  it("disables a closed Monday (闭馆) even with places left", () => {
    const monday: StockDay = { day: "2025-03-03", closed: true, slots: [{ slot: "09:00-11:00", capacity: 50, remaining: 50, bookable: false, blocked: "closed" }] };
    expect(dayCell(monday, 8000)).toEqual({ disabled: true, label: { status: "closed" } });
  });

  it("labels a sold-out day 售罄 (no bookable slot has places) and keeps it pickable for the waiting list (decision 035)", () => {
    expect(dayCell(open("2025-03-04", 0), 8000)).toEqual({ disabled: false, label: { status: "soldOut" } });
  });

  it("keeps a closed day disabled even when its slots have no places either", () => {
    const closedSoldOut: StockDay = { day: "2025-03-03", closed: true, slots: [{ slot: "09:00-11:00", capacity: 50, remaining: 0, bookable: false, blocked: "closed" }] };
    expect(dayCell(closedSoldOut, 8000)).toEqual({ disabled: true, label: { status: "closed" } });
  });

  it("disables today once every slot's cut-off has come (已停售)", () => {
    const ended: StockDay = { day: "2025-03-04", closed: false, slots: [{ slot: "09:00-11:00", capacity: 50, remaining: 9, bookable: false, blocked: "ended" }] };
    expect(dayCell(ended, 8000)).toEqual({ disabled: true, label: { status: "ended" } });
  });

  it("disables a past day or one beyond the sales window (left out of the stock answer)", () => {
    expect(dayCell(undefined, 8000)).toEqual({ disabled: true, label: { status: "unavailable" } });
  });
});

describe("dayOfDate / dateOfDay", () => {
  it("round-trips a day through CalendarPicker's local-midnight dates, across a month end", () => {
    expect(dayOfDate(dateOfDay("2024-02-29"))).toBe("2024-02-29");
    expect(dayOfDate(new Date(2025, 0, 31))).toBe("2025-01-31");
    expect(dateOfDay("2025-03-01").getHours()).toBe(0);
  });
});

describe("quickPickDays", () => {
  const days = bookingDays("2025-03-01", 7);
  const stock = new Map(days.map((d, i) => [d.day, i === 1 ? { ...open(d.day), closed: true } : open(d.day, i === 2 ? 0 : 10)]));

  it("offers the first bookable days, skipping closed and sold-out ones", () => {
    expect(quickPickDays(days, stock, null).map((d) => d.day)).toEqual(["2025-03-01", "2025-03-04", "2025-03-05"]);
  });

  it("keeps a later day picked in the calendar in the last place", () => {
    expect(quickPickDays(days, stock, "2025-03-07").map((d) => d.day)).toEqual(["2025-03-01", "2025-03-04", "2025-03-07"]);
    expect(quickPickDays(days, stock, "2025-03-04").map((d) => d.day)).toEqual(["2025-03-01", "2025-03-04", "2025-03-05"]);
  });

  it("keeps a sold-out day picked in the calendar (to wait for), never a closed one", () => {
    expect(quickPickDays(days, stock, "2025-03-03").map((d) => d.day)).toEqual(["2025-03-01", "2025-03-04", "2025-03-03"]);
    expect(quickPickDays(days, stock, "2025-03-02").map((d) => d.day)).toEqual(["2025-03-01", "2025-03-04", "2025-03-05"]);
  });

  it("offers nothing while the stock loads", () => {
    expect(quickPickDays(days, undefined, null)).toEqual([]);
  });
});
