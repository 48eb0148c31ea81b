import type { SeatLayout } from "@wenlv/contract/seats";

/** The arrow and edge keys the seat map moves focus with. */
export type SeatNavKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

/** Whether `key` is one of {@link SeatNavKey}. */
export function isSeatNavKey(key: string): key is SeatNavKey {
  return key === "ArrowLeft" || key === "ArrowRight" || key === "ArrowUp" || key === "ArrowDown" || key === "Home" || key === "End";
}

/**
 * The seat keyboard focus moves to from seat `from` on `key` (a roving focus, WAI-ARIA APG
 * "grid" pattern): left and right to the next seat of the row that `canFocus` (a free or chosen
 * seat; taken and disabled seats are skipped, aisles too), up and down to the nearest such seat
 * of the next row that has one (nearest by cell position, so an aisle lines up), Home and End to
 * the row's first and last. Null when there is nowhere to go.
 */
export function nextSeat(layout: SeatLayout, canFocus: (code: string) => boolean, from: string, key: SeatNavKey): string | null {
  const codesOf = (rowIndex: number) =>
    (layout.rows[rowIndex]?.cells ?? []).flatMap((cell, index) => (cell.kind !== "aisle" && canFocus(cell.code) ? [{ code: cell.code, index }] : []));
  const rowIndex = layout.rows.findIndex((row) => row.cells.some((c) => c.kind !== "aisle" && c.code === from));
  if (rowIndex < 0) return null;
  const cellIndex = layout.rows[rowIndex]!.cells.findIndex((c) => c.kind !== "aisle" && c.code === from);
  const row = codesOf(rowIndex);
  switch (key) {
    case "ArrowLeft":
      return row.filter((s) => s.index < cellIndex).at(-1)?.code ?? null;
    case "ArrowRight":
      return row.find((s) => s.index > cellIndex)?.code ?? null;
    case "Home":
      return row[0]?.code ?? null;
    case "End":
      return row.at(-1)?.code ?? null;
    default: {
      const step = key === "ArrowUp" ? -1 : 1;
      for (let r = rowIndex + step; r >= 0 && r < layout.rows.length; r += step) {
        const seats = codesOf(r);
        if (seats.length === 0) continue;
        return seats.reduce((best, s) => (Math.abs(s.index - cellIndex) < Math.abs(best.index - cellIndex) ? s : best)).code;
      }
      return null;
    }
  }
}
