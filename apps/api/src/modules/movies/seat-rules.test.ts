import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seatChoiceProblem, seatCode, type SeatLayout } from "@wenlv/contract/seats";
import { buildSeatLayout, sellableSeats, type StoredSeatRow } from "../../db/seat-layout";

// Property tests of the films' seat rules (contract seats.ts seatChoiceProblem) against an oracle
// written differently: each row as a string, the single-gap rule as a regular expression.

/** A random hall: 1-4 rows of 1-16 seats, aisles between seats, some disabled, maybe a couple row. */
const hall = fc
  .array(
    fc.record({ seats: fc.integer({ min: 1, max: 16 }), aisles: fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 3 }), disabled: fc.array(fc.integer({ min: 1, max: 16 }), { maxLength: 2 }), couple: fc.boolean() }),
    { minLength: 1, maxLength: 4 },
  )
  .map((rows): StoredSeatRow[] =>
    rows.map((r, i) => {
      const couple = r.couple && r.seats % 2 === 0;
      const aisleAfter = [...new Set(r.aisles)].filter((a) => a < r.seats && (!couple || a % 2 === 0)).sort((a, b) => a - b);
      const disabled = couple ? [] : [...new Set(r.disabled)].filter((d) => d <= r.seats);
      return { row: i + 1, seats: r.seats, aisleAfter, zone: couple ? "COUPLE" : "STD", couple, disabled };
    }),
  );

/** Every seat code of stored rows. */
const codesOf = (rows: readonly StoredSeatRow[]) => rows.flatMap((r) => Array.from({ length: r.seats }, (_, i) => seatCode(r.row, i + 1)));

/** A hall with a random set of taken seats and a random choice of 1-4 other seats. */
const scene = hall.chain((rows) => {
  const codes = codesOf(rows);
  return fc.record({
    rows: fc.constant(rows),
    taken: fc.subarray(codes),
    chosen: fc.shuffledSubarray(codes, { minLength: 1, maxLength: Math.min(4, codes.length) }),
  });
});

/**
 * The oracle of the single-gap rule: each row as a string ("|" aisle, "x" disabled, "T" taken,
 * "C" chosen, "." empty, with "|" at both ends); a gap the buyer leaves is an empty seat whose two
 * neighbours are each "|", "x", "T" or "C", at least one of them "C".
 */
function oracleLeavesGap(rows: readonly StoredSeatRow[], taken: ReadonlySet<string>, chosen: ReadonlySet<string>): boolean {
  return rows.some((r) => {
    let text = "|";
    for (let n = 1; n <= r.seats; n += 1) {
      const code = seatCode(r.row, n);
      text += r.disabled?.includes(n) ? "x" : chosen.has(code) ? "C" : taken.has(code) ? "T" : ".";
      if (r.aisleAfter.includes(n)) text += "|";
    }
    text += "|";
    return /C\.[|xTC]|[|xTC]\.C/.test(text);
  });
}

/** The oracle of the couple rule: some chosen couple half whose partner (1-2, 3-4 ...) is not chosen. */
function oracleSplitsCouple(rows: readonly StoredSeatRow[], chosen: ReadonlySet<string>): boolean {
  return rows.some((r) => r.couple && [...chosen].some((code) => code.startsWith(`R${String(r.row).padStart(2, "0")}-`) && !chosen.has(seatCode(r.row, Number(code.slice(-2)) % 2 === 1 ? Number(code.slice(-2)) + 1 : Number(code.slice(-2)) - 1))));
}

const film = { maxSeats: 4, noSingleGap: true };

describe("the films' seat rules (property tests)", () => {
  it("accept a choice exactly when it is free, sellable, whole couples and leaves no single gap", () => {
    fc.assert(
      fc.property(scene, ({ rows, taken, chosen }) => {
        const layout: SeatLayout = buildSeatLayout(rows);
        const takenSet = new Set(taken);
        const chosenSet = new Set(chosen);
        const disabled = new Set(rows.flatMap((r) => (r.disabled ?? []).map((d) => seatCode(r.row, d))));
        const expectedOk =
          chosen.every((c) => !takenSet.has(c) && !disabled.has(c)) && !oracleSplitsCouple(rows, chosenSet) && !oracleLeavesGap(rows, takenSet, chosenSet);
        expect(seatChoiceProblem(layout, taken, chosen, film) === null).toBe(expectedOk);
      }),
      { numRuns: 2000 },
    );
  });

  it("answer the same verdict whatever order the seats were picked in", () => {
    fc.assert(
      fc.property(scene, ({ rows, taken, chosen }) => {
        const layout = buildSeatLayout(rows);
        const verdict = seatChoiceProblem(layout, taken, chosen, film)?.kind ?? null;
        expect(seatChoiceProblem(layout, taken, [...chosen].reverse(), film)?.kind ?? null).toBe(verdict);
      }),
      { numRuns: 500 },
    );
  });

  it("always accept a whole free block between aisles (as many seats as the limit allows)", () => {
    fc.assert(
      fc.property(hall, (rows) => {
        const layout = buildSeatLayout(rows);
        const row = layout.rows[0]!;
        // The first block of the first row: seats up to the first aisle.
        const block: string[] = [];
        for (const cell of row.cells) {
          if (cell.kind === "aisle") break;
          block.push(cell.kind === "disabled" ? "" : cell.code);
        }
        if (block.includes("") || block.length > 4) return;
        expect(seatChoiceProblem(layout, [], block, film)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it("refuse an unknown seat, more seats than the limit and a taken seat whatever the layout", () => {
    fc.assert(
      fc.property(hall, fc.integer({ min: 5, max: 9 }), (rows, extra) => {
        const layout = buildSeatLayout(rows);
        expect(seatChoiceProblem(layout, [], [seatCode(rows.length + 1, 1)], film)).toEqual({ kind: "unknown", seat: seatCode(rows.length + 1, 1) });
        const many = Array.from({ length: extra }, (_, i) => seatCode(1, i + 1));
        expect(seatChoiceProblem(layout, [], many, film)?.kind).toBe("too_many");
        const first = codesOf(rows)[0]!;
        const verdict = seatChoiceProblem(layout, [first], [first], film)?.kind;
        expect(["taken", "disabled"]).toContain(verdict);
      }),
      { numRuns: 300 },
    );
  });

  it("count a hall's sellable seats as its seats less the disabled ones", () => {
    fc.assert(
      fc.property(hall, (rows) => {
        const layout = buildSeatLayout(rows);
        const sellable = layout.rows.flatMap((r) => r.cells).filter((c) => c.kind !== "aisle" && c.kind !== "disabled").length;
        expect(sellableSeats(rows)).toBe(sellable);
      }),
      { numRuns: 300 },
    );
  });
});
