import { seatChoiceProblem, type SeatLayout, type SeatRules } from "@wenlv/contract/seats";

/*
 * Which seats a waiting-list offer takes on seat-by-seat stock (issue 10, decision 035): the entry
 * asked for a number of seats of one zone (a film's 普通座 or 情侣座, a seated hall's price zone), not
 * for seats; when seats come back the offer picks the best block of adjacent free seats of that
 * zone that the buyer could have chosen on the seat map themselves.
 */

/** How the picker ranks blocks: `preferredRow` the fraction of the hall's depth (0 = front row, 1 = back) where seats are best. */
export type SeatPickRules = SeatRules & { preferredRow: number };

/** Best row of a cinema: about 60% back from the screen (the usual advice: two thirds back, eyes level with the screen's centre). */
export const FILM_PREFERRED_ROW = 0.6;
/** Best row of a theatre: the front of the zone (a seated hall's zones already price the view). */
export const STAGE_PREFERRED_ROW = 0;

/**
 * The best block of `count` adjacent free seats of `zone` in `layout`, or null when there is none.
 * A block is `count` consecutive seats of one row with no aisle inside, none disabled or `taken`,
 * all of `zone`, that contract seatChoiceProblem accepts with `rules` (couple seats whole; with
 * `noSingleGap`, no single empty seat left beside it). Blocks are ranked by distance of their row
 * from `preferredRow` of the hall's depth, then by distance of their middle from the row's middle,
 * then front and left first, so the answer is deterministic.
 * @param taken seat codes held now (by unpaid or paid orders)
 */
export function pickAdjacentSeats(layout: SeatLayout, taken: Iterable<string>, zone: string, count: number, rules: SeatPickRules): string[] | null {
  if (count < 1 || count > rules.maxSeats) return null;
  const held = new Set(taken);
  const ideal = rules.preferredRow * Math.max(0, layout.rows.length - 1);
  let best: { seats: string[]; score: [number, number, number, number] } | null = null;
  for (let rowIndex = 0; rowIndex < layout.rows.length; rowIndex += 1) {
    const cells = layout.rows[rowIndex]!.cells;
    const middle = (cells.length - 1) / 2;
    for (let start = 0; start + count <= cells.length; start += 1) {
      const block: string[] = [];
      for (let i = start; i < start + count; i += 1) {
        const cell = cells[i]!;
        if (cell.kind === "aisle" || cell.kind === "disabled" || cell.zone !== zone || held.has(cell.code)) break;
        block.push(cell.code);
      }
      if (block.length !== count) continue;
      const score: [number, number, number, number] = [Math.abs(rowIndex - ideal), Math.abs(start + (count - 1) / 2 - middle), rowIndex, start];
      if (best && !lessThan(score, best.score)) continue;
      if (seatChoiceProblem(layout, held, block, rules) !== null) continue;
      best = { seats: block, score };
    }
  }
  return best?.seats ?? null;
}

function lessThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
