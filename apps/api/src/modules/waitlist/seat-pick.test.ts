import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seatChoiceProblem, seatsByCode } from "@wenlv/contract/seats";
import { buildSeatLayout, type StoredSeatRow } from "../../db/seat-layout";
import { FILM_PREFERRED_ROW, pickAdjacentSeats, STAGE_PREFERRED_ROW } from "./seat-pick";

// A small cinema hall: rows 1-5 of 8 standard seats with an aisle after seat 4, a couple row 6.
const hall: StoredSeatRow[] = [
  ...[1, 2, 3, 4, 5].map((row) => ({ row, seats: 8, aisleAfter: [4], zone: "STD", couple: false })),
  { row: 6, seats: 6, aisleAfter: [], zone: "COUPLE", couple: true },
];
const layout = buildSeatLayout(hall);
const film = { maxSeats: 4, noSingleGap: true, preferredRow: FILM_PREFERRED_ROW };
const allStandard = hall.slice(0, 5).flatMap((r) => Array.from({ length: r.seats }, (_, i) => `R0${r.row}-0${i + 1}`));

describe("pickAdjacentSeats", () => {
  it("takes two seats together in the row about 60% back, nearest the middle, never across the aisle", () => {
    // Row 4 (index 3 of the six rows 0..5: 60% back) is best; its middle seats 4 and 5 straddle the
    // aisle, so 3-4 and 5-6 are as near the middle, and the left one is taken.
    expect(pickAdjacentSeats(layout, [], "STD", 2, film)).toEqual(["R04-03", "R04-04"]);
    expect(pickAdjacentSeats(layout, [], "STD", 2, { ...film, preferredRow: STAGE_PREFERRED_ROW })).toEqual(["R01-03", "R01-04"]);
  });

  it("answers null when only scattered single seats are free, and takes the one block that is left", () => {
    const free = new Set(["R01-01", "R02-05", "R04-07", "R04-08"]);
    const taken = allStandard.filter((c) => !free.has(c));
    expect(pickAdjacentSeats(layout, taken, "STD", 3, film)).toBeNull();
    expect(pickAdjacentSeats(layout, taken, "STD", 2, film)).toEqual(["R04-07", "R04-08"]);
  });

  it("does not leave a single empty seat for a film, but may in a theatre", () => {
    // Only seats 1-3 of row 1 are free: two of them leave the third alone (1-2 leaves 3, 2-3 leaves 1).
    const free = new Set(["R01-01", "R01-02", "R01-03"]);
    const taken = allStandard.filter((c) => !free.has(c));
    expect(pickAdjacentSeats(layout, taken, "STD", 2, film)).toBeNull();
    expect(pickAdjacentSeats(layout, taken, "STD", 2, { ...film, noSingleGap: false, preferredRow: STAGE_PREFERRED_ROW })).toEqual(["R01-02", "R01-03"]);
  });

  it("keeps couple seats whole and in their own zone", () => {
    expect(pickAdjacentSeats(layout, [], "COUPLE", 2, film)).toEqual(["R06-03", "R06-04"]);
    expect(pickAdjacentSeats(layout, ["R06-03", "R06-04"], "COUPLE", 4, film)).toBeNull();
    expect(pickAdjacentSeats(layout, [], "COUPLE", 1, film)).toBeNull();
    expect(pickAdjacentSeats(layout, [], "VIP", 1, film)).toBeNull();
    expect(pickAdjacentSeats(layout, [], "STD", 5, film)).toBeNull();
  });

  it("always answers a block the buyer could have chosen: adjacent, free, of the zone, within the seat rules", () => {
    const codes = [...seatsByCode(layout).keys()];
    fc.assert(
      fc.property(fc.subarray(codes), fc.integer({ min: 1, max: 4 }), fc.constantFrom("STD", "COUPLE"), fc.boolean(), (taken, count, zone, noSingleGap) => {
        const rules = { maxSeats: 4, noSingleGap, preferredRow: FILM_PREFERRED_ROW };
        const seats = pickAdjacentSeats(layout, taken, zone, count, rules);
        if (seats === null) return;
        const index = seatsByCode(layout);
        expect(seats).toHaveLength(count);
        expect(seatChoiceProblem(layout, taken, seats, rules)).toBeNull();
        const places = seats.map((s) => index.get(s)!);
        expect(places.every((p) => p.seat.zone === zone && p.rowIndex === places[0]!.rowIndex)).toBe(true);
        expect(places.map((p) => p.cellIndex)).toEqual(places.map((_, i) => places[0]!.cellIndex + i));
      }),
    );
  });
});
