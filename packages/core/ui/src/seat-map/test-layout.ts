import { seatCode, type SeatCell, type SeatLayout } from "@wenlv/contract/seats";

type CellSpec = "n" | "L" | "R" | "x" | "|";

/**
 * A layout from one string per row, front row first (tests and stories): "n" a normal seat, "L"/"R"
 * the halves of a couple seat, "x" a disabled seat, "|" an aisle; seats numbered from 1 on the left.
 * Zone "A" for the first `zoneARows` rows, "B" after (couple seats are zone "COUPLE").
 */
export function layoutOf(rows: string[], zoneARows = rows.length): SeatLayout {
  return {
    rows: rows.map((spec, r) => {
      let n = 0;
      const cells = [...spec].map((c): SeatCell => {
        const kind = c as CellSpec;
        if (kind === "|") return { kind: "aisle" };
        n += 1;
        const code = seatCode(r + 1, n);
        const seatKind = kind === "L" ? "couple-left" : kind === "R" ? "couple-right" : kind === "x" ? "disabled" : "normal";
        return { kind: seatKind, code, seat: n, label: `${r + 1}排${n}座`, zone: seatKind.startsWith("couple") ? "COUPLE" : r < zoneARows ? "A" : "B" };
      });
      return { row: r + 1, label: `${r + 1}排`, cells };
    }),
  };
}
