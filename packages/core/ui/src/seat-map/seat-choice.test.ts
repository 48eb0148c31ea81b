import { describe, expect, it } from "vitest";
import { seatGroup, toggleSeat } from "./seat-choice";
import { layoutOf } from "./test-layout";

// Row 1: 4 seats, aisle, 2 seats; row 2: a couple pair, a disabled seat, a normal seat.
const layout = layoutOf(["nnnn|nn", "LRxn"]);

describe("seatGroup", () => {
  it("answers a normal seat alone and a couple seat as both halves, left first", () => {
    expect(seatGroup(layout, "R01-02").map((s) => s.code)).toEqual(["R01-02"]);
    expect(seatGroup(layout, "R02-01").map((s) => s.code)).toEqual(["R02-01", "R02-02"]);
    expect(seatGroup(layout, "R02-02").map((s) => s.code)).toEqual(["R02-01", "R02-02"]);
    expect(seatGroup(layout, "R09-09")).toEqual([]);
  });
});

describe("toggleSeat", () => {
  it("adds a free seat and gives a chosen one back", () => {
    expect(toggleSeat(layout, [], [], "R01-01", 4)).toEqual({ selected: ["R01-01"] });
    expect(toggleSeat(layout, [], ["R01-01", "R01-02"], "R01-01", 4)).toEqual({ selected: ["R01-02"] });
  });

  it("takes and gives back both halves of a couple seat from either half", () => {
    expect(toggleSeat(layout, [], ["R01-01"], "R02-02", 4)).toEqual({ selected: ["R01-01", "R02-01", "R02-02"] });
    expect(toggleSeat(layout, [], ["R01-01", "R02-01", "R02-02"], "R02-01", 4)).toEqual({ selected: ["R01-01"] });
  });

  it("refuses taken, disabled and unknown seats, and a choice past the most per order", () => {
    expect(toggleSeat(layout, ["R01-03"], [], "R01-03", 4)).toEqual({ refused: { kind: "taken", seat: "R01-03" } });
    expect(toggleSeat(layout, ["R02-02"], [], "R02-01", 4)).toEqual({ refused: { kind: "taken", seat: "R02-02" } });
    expect(toggleSeat(layout, [], [], "R02-03", 4)).toEqual({ refused: { kind: "disabled", seat: "R02-03" } });
    expect(toggleSeat(layout, [], [], "R07-01", 4)).toEqual({ refused: { kind: "unknown", seat: "R07-01" } });
    expect(toggleSeat(layout, [], ["R01-01", "R01-02"], "R01-03", 2)).toEqual({ refused: { kind: "too_many", max: 2 } });
    // A couple pair needs two places: one place left is not enough.
    expect(toggleSeat(layout, [], ["R01-01"], "R02-01", 2)).toEqual({ refused: { kind: "too_many", max: 2 } });
  });
});
