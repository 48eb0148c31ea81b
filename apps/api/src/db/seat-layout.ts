import { seatCode, seatLabel, type Seat, type SeatCell, type SeatLayout } from "@wenlv/contract/seats";

/**
 * One row of a hall as the seed gives it and the venue/cinema row stores it (`halls` jsonb): `row`
 * 1-based from the stage or screen, `seats` numbered 1..seats from the left, an aisle after each seat
 * number of `aisleAfter`, `zone` the SKU code that prices its seats (a price zone "A", or "STD" /
 * "COUPLE" for films), `couple` true when the row is couple seats (pairs 1-2, 3-4, ...), `disabled`
 * seat numbers never sold.
 */
export type StoredSeatRow = { row: number; seats: number; aisleAfter: number[]; zone: string; couple: boolean; disabled?: number[] };

/**
 * The wire layout (contract seats.ts) of stored rows: per row, its seats left to right with their
 * canonical codes ("R05-12"), labels ("5排12座"), zone and kind (couple halves, disabled), and an
 * aisle cell after each seat listed in `aisleAfter` (not after the last seat).
 */
export function buildSeatLayout(rows: readonly StoredSeatRow[]): SeatLayout {
  return {
    rows: rows.map((r) => {
      const aisles = new Set(r.aisleAfter);
      const disabled = new Set(r.disabled ?? []);
      const cells: SeatCell[] = [];
      for (let n = 1; n <= r.seats; n += 1) {
        const kind: Seat["kind"] = disabled.has(n) ? "disabled" : r.couple ? (n % 2 === 1 ? "couple-left" : "couple-right") : "normal";
        cells.push({ kind, code: seatCode(r.row, n), seat: n, label: seatLabel(r.row, n), zone: r.zone });
        if (aisles.has(n) && n < r.seats) cells.push({ kind: "aisle" });
      }
      return { row: r.row, label: `${r.row}排`, cells };
    }),
  };
}

/** Sellable seats (not disabled) of stored rows, by zone code: the stock of a seated session is their sum. */
export function seatsPerZone(rows: readonly StoredSeatRow[]): Map<string, number> {
  const perZone = new Map<string, number>();
  for (const r of rows) perZone.set(r.zone, (perZone.get(r.zone) ?? 0) + r.seats - new Set(r.disabled ?? []).size);
  return perZone;
}

/** Sellable seats of stored rows: the capacity of a seated session's or a showtime's stock row. */
export function sellableSeats(rows: readonly StoredSeatRow[]): number {
  let total = 0;
  for (const n of seatsPerZone(rows).values()) total += n;
  return total;
}

/**
 * Problems of stored rows a seed loader reports (`where` names the hall): rows numbered 1..n in
 * order, aisles and disabled seats within the row, a couple row with an even seat count and no
 * aisle splitting a pair.
 */
export function seatRowProblems(rows: readonly StoredSeatRow[], where: string): string[] {
  const problems: string[] = [];
  rows.forEach((r, i) => {
    if (r.row !== i + 1) problems.push(`${where} rows[${i}].row: rows must be numbered 1..n in order (found ${r.row})`);
    for (const a of r.aisleAfter) if (a < 1 || a >= r.seats) problems.push(`${where} rows[${i}].aisleAfter: ${a} is not between two seats of the row`);
    for (const d of r.disabled ?? []) if (d < 1 || d > r.seats) problems.push(`${where} rows[${i}].disabled: no seat ${d} in the row`);
    if (r.couple) {
      if (r.seats % 2 !== 0) problems.push(`${where} rows[${i}].seats: a couple row needs an even seat count`);
      for (const a of r.aisleAfter) if (a % 2 !== 0) problems.push(`${where} rows[${i}].aisleAfter: aisle after seat ${a} splits a couple pair`);
    }
  });
  return problems;
}
