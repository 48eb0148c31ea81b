import { describe, expect, it } from "vitest";
import { parseSeatCode, seatChoiceProblem, seatCode, seatLabel, seatProblemMessage, ZSeatMap, type SeatCell, type SeatLayout } from "./seats";

/**
 * A layout from one string per row: "o" a seat, "L"/"R" the halves of a couple seat, "x" a
 * disabled seat, "|" an aisle. Seats are numbered from 1 left to right; every seat's zone is "A".
 */
function layoutOf(...rows: string[]): SeatLayout {
  return {
    rows: rows.map((text, i) => {
      let n = 0;
      const cells = [...text].map((c): SeatCell => {
        if (c === "|") return { kind: "aisle" };
        n += 1;
        const kind = c === "L" ? "couple-left" : c === "R" ? "couple-right" : c === "x" ? "disabled" : "normal";
        return { kind, code: seatCode(i + 1, n), seat: n, label: seatLabel(i + 1, n), zone: "A" };
      });
      return { row: i + 1, label: `${i + 1}排`, cells };
    }),
  };
}

const film = { maxSeats: 4, noSingleGap: true };
const show = { maxSeats: 6, noSingleGap: false };
const s = (seat: number, row = 1) => seatCode(row, seat);

describe("seat codes", () => {
  it("names row and seat with two digits at least, and reads back only canonical codes", () => {
    expect(seatCode(5, 12)).toBe("R05-12");
    expect(seatCode(12, 3)).toBe("R12-03");
    expect(seatCode(105, 7)).toBe("R105-07");
    expect(parseSeatCode("R05-12")).toEqual({ row: 5, seat: 12 });
    for (const bad of ["R5-12", "R005-12", "R00-01", "5-12", "R05_12", "r05-12", ""]) expect(parseSeatCode(bad), bad).toBeNull();
    expect(seatLabel(5, 12)).toBe("5排12座");
  });
});

describe("seatChoiceProblem", () => {
  const row = layoutOf("oooo|oooooo|oooo");

  it("accepts seats that leave no single gap", () => {
    expect(seatChoiceProblem(row, [], [s(1), s(2)], film)).toBeNull();
    expect(seatChoiceProblem(row, [], [s(5)], film)).toBeNull();
    expect(seatChoiceProblem(row, [], [s(7), s(8)], film)).toBeNull();
    // A whole block between two aisles.
    expect(seatChoiceProblem(row, [], [s(1), s(2), s(3), s(4)], film)).toBeNull();
  });

  it("refuses nothing chosen, too many, a seat twice, an unknown or disabled seat, a taken one", () => {
    expect(seatChoiceProblem(row, [], [], film)).toEqual({ kind: "none" });
    expect(seatChoiceProblem(row, [], [s(5), s(6), s(7), s(8), s(9)], film)).toEqual({ kind: "too_many", max: 4 });
    expect(seatChoiceProblem(row, [], [s(5), s(5)], film)).toEqual({ kind: "duplicate", seat: s(5) });
    expect(seatChoiceProblem(row, [], [s(17)], film)).toEqual({ kind: "unknown", seat: s(17) });
    expect(seatChoiceProblem(row, [], ["R02-01"], film)).toEqual({ kind: "unknown", seat: "R02-01" });
    expect(seatChoiceProblem(layoutOf("oxoo"), [], [s(2)], film)).toEqual({ kind: "disabled", seat: s(2) });
    expect(seatChoiceProblem(row, [s(5)], [s(5), s(6)], film)).toEqual({ kind: "taken", seat: s(5) });
  });

  it("refuses a single empty seat left at the row's end, at an aisle, beside a taken seat or between chosen seats", () => {
    // Seat 1 left alone against the wall.
    expect(seatChoiceProblem(row, [], [s(2)], film)).toEqual({ kind: "single_gap", seat: s(1) });
    // Seat 4 left alone against the aisle.
    expect(seatChoiceProblem(row, [], [s(2), s(3)], film)).toEqual({ kind: "single_gap", seat: s(1) });
    expect(seatChoiceProblem(row, [s(1)], [s(3)], film)).toEqual({ kind: "single_gap", seat: s(2) });
    expect(seatChoiceProblem(row, [], [s(5), s(7)], film)).toEqual({ kind: "single_gap", seat: s(6) });
    expect(seatChoiceProblem(row, [s(5)], [s(7), s(8)], film)).toEqual({ kind: "single_gap", seat: s(6) });
    expect(seatChoiceProblem(row, [], [s(11), s(12), s(13)], film)).toEqual({ kind: "single_gap", seat: s(14) });
    // Next to a disabled seat counts as next to a taken one.
    expect(seatChoiceProblem(layoutOf("ooxoo"), [], [s(1)], film)).toEqual({ kind: "single_gap", seat: s(2) });
  });

  it("does not blame the buyer for a seat left alone before, nor for two empty seats", () => {
    // Seat 6 was already between taken seats 5 and 7.
    expect(seatChoiceProblem(row, [s(5), s(7)], [s(1), s(2)], film)).toBeNull();
    // Two empty seats (1 and 2) beside the choice are fine.
    expect(seatChoiceProblem(row, [], [s(3), s(4)], film)).toBeNull();
    // A single seat between two aisles, empty, beside nothing chosen.
    expect(seatChoiceProblem(layoutOf("oo|o|oo"), [], [s(1), s(2)], film)).toBeNull();
    // Filling the last free seat between two taken ones.
    expect(seatChoiceProblem(row, [s(5), s(7)], [s(6)], film)).toBeNull();
  });

  it("applies the gap rule only when asked (performances)", () => {
    expect(seatChoiceProblem(row, [], [s(2)], show)).toBeNull();
    expect(seatChoiceProblem(row, [], [s(5), s(7)], show)).toBeNull();
  });

  it("sells a couple seat only as its pair", () => {
    const couples = layoutOf("oooooo", "LRLR|LRLR");
    expect(seatChoiceProblem(couples, [], [s(1, 2), s(2, 2)], film)).toBeNull();
    expect(seatChoiceProblem(couples, [], [s(1, 2)], film)).toEqual({ kind: "couple_half", seat: s(1, 2) });
    expect(seatChoiceProblem(couples, [], [s(2, 2)], film)).toEqual({ kind: "couple_half", seat: s(2, 2) });
    // Two halves of different pairs are not a pair.
    expect(seatChoiceProblem(couples, [], [s(2, 2), s(3, 2)], film)).toEqual({ kind: "couple_half", seat: s(2, 2) });
    // Two pairs, and a pair beside another pair left empty (two seats, not a single gap).
    expect(seatChoiceProblem(couples, [], [s(1, 2), s(2, 2), s(3, 2), s(4, 2)], film)).toBeNull();
    expect(seatChoiceProblem(couples, [], [s(5, 2), s(6, 2)], film)).toBeNull();
    expect(seatChoiceProblem(couples, [s(1, 2), s(2, 2)], [s(1, 2), s(2, 2)], film)).toEqual({ kind: "taken", seat: s(1, 2) });
  });

  it("answers the same verdict whatever order the seats were picked in", () => {
    expect(seatChoiceProblem(row, [], [s(8), s(7)], film)).toBeNull();
    expect(seatChoiceProblem(row, [], [s(7), s(5)], film)).toEqual({ kind: "single_gap", seat: s(6) });
  });
});

describe("seatProblemMessage", () => {
  it("says each problem in Chinese with the seat's label", () => {
    expect(seatProblemMessage({ kind: "none" })).toBe("请选择座位");
    expect(seatProblemMessage({ kind: "too_many", max: 4 })).toBe("每单最多选4个座位");
    expect(seatProblemMessage({ kind: "unknown", seat: "R20-01" })).toBe("座位R20-01不存在，请重新选座");
    expect(seatProblemMessage({ kind: "disabled", seat: "R05-12" })).toBe("5排12座不可售，请选择其他座位");
    expect(seatProblemMessage({ kind: "taken", seat: "R05-12" })).toBe("5排12座已售出，请选择其他座位");
    expect(seatProblemMessage({ kind: "couple_half", seat: "R10-03" })).toBe("10排3座是情侣座，须两个座位一起购买");
    expect(seatProblemMessage({ kind: "single_gap", seat: "R05-01" })).toBe("请不要在5排1座留下单个空座");
    expect(seatProblemMessage({ kind: "duplicate", seat: "R05-01" })).toBe("5排1座重复选择，请重新选座");
  });
});

describe("ZSeatMap", () => {
  it("parses a map with aisles and couple seats", () => {
    const map = {
      product_id: 1,
      day: "2026-12-01",
      slot: "19:30|H1",
      hall_code: "H1",
      hall_name: "1号厅",
      hall_name_en: "Hall 1",
      layout: layoutOf("oo|oo", "LR"),
      zones: [{ sku_id: 1, code: "A", name: "普通座", name_en: "Standard", price_fen: 4500 }],
      taken: ["R01-01"],
      remaining: 5,
      max_seats: 4,
      no_single_gap: true,
    };
    expect(ZSeatMap.parse(map)).toEqual(map);
    expect(ZSeatMap.safeParse({ ...map, taken: ["5-12"] }).success).toBe(false);
  });
});
