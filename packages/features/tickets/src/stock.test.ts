import type { SlotStock, StockDay } from "@wenlv/contract/scenic";
import { describe, expect, it } from "vitest";
import { dayAvailability, dayPickable, slotOpen, slotPickable, slotWaitlisted } from "./stock";

const slot = (remaining: number, blocked?: "closed" | "ended"): SlotStock =>
  blocked ? { slot: "09:00-11:00", capacity: 50, remaining, bookable: false, blocked } : { slot: "09:00-11:00", capacity: 50, remaining, bookable: true };
const day = (slots: SlotStock[], closed = false): StockDay => ({ day: "2025-03-05", closed, slots });

describe("slots (issue 9, decision 035)", () => {
  it("orders on an open slot, waits for a sold-out one, and never picks a closed or ended one", () => {
    expect([slotOpen(slot(5)), slotWaitlisted(slot(5)), slotPickable(slot(5))]).toEqual([true, false, true]);
    expect([slotOpen(slot(0)), slotWaitlisted(slot(0)), slotPickable(slot(0))]).toEqual([false, true, true]);
    for (const blocked of ["closed", "ended"] as const) {
      for (const remaining of [0, 20]) {
        expect([slotOpen(slot(remaining, blocked)), slotWaitlisted(slot(remaining, blocked)), slotPickable(slot(remaining, blocked))]).toEqual([false, false, false]);
      }
    }
  });
});

describe("days", () => {
  it("picks a day with places or a sold-out one; never a closed, ended or unknown day", () => {
    expect(dayAvailability(day([slot(0), slot(5)]))).toBe("available");
    expect(dayAvailability(day([slot(0), slot(20, "ended")]))).toBe("soldOut");
    expect(dayAvailability(day([slot(0, "ended"), slot(20, "ended")]))).toBe("ended");
    expect(dayAvailability(day([slot(0, "closed")], true))).toBe("closed");
    expect(dayAvailability(undefined)).toBe("unavailable");
    expect((["available", "soldOut", "ended", "closed", "unavailable"] as const).map(dayPickable)).toEqual([true, true, false, false, false]);
  });
});
