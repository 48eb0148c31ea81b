import { describe, expect, it } from "vitest";
import { nextSeat } from "./seat-nav";
import { layoutOf } from "./test-layout";

// Row 1: 3 seats, aisle, 3 seats; row 2: all 6 taken; row 3: 6 seats in one block.
const layout = layoutOf(["nnn|nnn", "nnnnnn", "nnnnnn"]);
const taken = new Set(["R01-02", ...Array.from({ length: 6 }, (_, i) => `R02-0${i + 1}`)]);
const canFocus = (code: string) => !taken.has(code);

describe("nextSeat", () => {
  it("moves along the row over taken seats and aisles, and to the row's ends", () => {
    expect(nextSeat(layout, canFocus, "R01-01", "ArrowRight")).toBe("R01-03");
    expect(nextSeat(layout, canFocus, "R01-03", "ArrowRight")).toBe("R01-04");
    expect(nextSeat(layout, canFocus, "R01-04", "ArrowLeft")).toBe("R01-03");
    expect(nextSeat(layout, canFocus, "R01-06", "ArrowRight")).toBeNull();
    expect(nextSeat(layout, canFocus, "R01-04", "Home")).toBe("R01-01");
    expect(nextSeat(layout, canFocus, "R01-01", "End")).toBe("R01-06");
  });

  it("moves to the nearest seat of the next row that has one", () => {
    // R01-04 is cell 4 (after the aisle); row 2 is all taken, so row 3's cell 4 (seat 5).
    expect(nextSeat(layout, canFocus, "R01-04", "ArrowDown")).toBe("R03-05");
    expect(nextSeat(layout, canFocus, "R03-01", "ArrowUp")).toBe("R01-01");
    expect(nextSeat(layout, canFocus, "R01-01", "ArrowUp")).toBeNull();
    expect(nextSeat(layout, canFocus, "R09-01", "ArrowUp")).toBeNull();
  });
});
