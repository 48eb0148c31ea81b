import { describe, expect, it } from "vitest";
import { checkOutAllowed, nightsOf, stayFrom, stayQuery } from "./stay";

const today = "2026-11-25";
const params = (q: string) => new URLSearchParams(q);

describe("stayFrom", () => {
  it("keeps a stay the API would price", () => {
    expect(stayFrom(params("check_in=2026-11-27&check_out=2026-11-29&rooms=2"), today, 60)).toEqual({ checkIn: "2026-11-27", checkOut: "2026-11-29", rooms: 2 });
  });

  it("falls back to tonight for one night on a past, reversed, too long or out-of-window stay", () => {
    const tonight = { checkIn: today, checkOut: "2026-11-26", rooms: 1 };
    expect(stayFrom(params(""), today, 60)).toEqual(tonight);
    expect(stayFrom(params("check_in=2026-11-20&check_out=2026-11-22"), today, 60)).toEqual(tonight);
    expect(stayFrom(params("check_in=2026-11-28&check_out=2026-11-27"), today, 60)).toEqual(tonight);
    expect(stayFrom(params("check_in=2026-11-26&check_out=2026-12-11"), today, 60)).toEqual(tonight);
    expect(stayFrom(params("check_in=2027-01-23&check_out=2027-01-25"), today, 60)).toEqual(tonight);
    expect(stayFrom(params("check_in=2026-11-31&check_out=2026-12-01"), today, 60)).toEqual(tonight);
  });

  it("takes 1 to 5 rooms, else 1", () => {
    expect(stayFrom(params("rooms=5"), today, 60).rooms).toBe(5);
    expect(stayFrom(params("rooms=6"), today, 60).rooms).toBe(1);
    expect(stayFrom(params("rooms=1.5"), today, 60).rooms).toBe(1);
  });

  it("allows the window's last night: check-out the morning after it", () => {
    expect(stayFrom(params("check_in=2027-01-23&check_out=2027-01-24"), today, 60)).toEqual({ checkIn: "2027-01-23", checkOut: "2027-01-24", rooms: 1 });
  });
});

describe("stay helpers", () => {
  it("counts nights, writes the query and bounds the check-out", () => {
    expect(nightsOf({ checkIn: "2026-11-30", checkOut: "2026-12-02" })).toBe(2);
    expect(stayQuery({ checkIn: "2026-11-30", checkOut: "2026-12-02", rooms: 2 })).toBe("check_in=2026-11-30&check_out=2026-12-02&rooms=2");
    expect(checkOutAllowed("2026-11-30", "2026-11-30", "2027-01-24")).toBe(false);
    expect(checkOutAllowed("2026-11-30", "2026-12-14", "2027-01-24")).toBe(true);
    expect(checkOutAllowed("2026-11-30", "2026-12-15", "2027-01-24")).toBe(false);
    expect(checkOutAllowed("2027-01-20", "2027-01-25", "2027-01-24")).toBe(false);
  });
});
