import { seatsByCode, type Seat, type SeatLayout, type SeatProblem } from "@wenlv/contract/seats";

/** What tapping a seat does to a choice: the new choice, or the reason it is refused. */
export type SeatToggle = { selected: string[] } | { refused: SeatProblem };

/**
 * The seats a tap on `code` takes or gives back: the seat itself, or both halves of a couple seat
 * (the right half is the next cell to the right of a left half, contract seats.ts). Answers only
 * the seat when the other half is missing from the layout (the API then refuses the choice as
 * `couple_half`, which the page shows).
 */
export function seatGroup(layout: SeatLayout, code: string): Seat[] {
  const place = seatsByCode(layout).get(code);
  if (!place) return [];
  const { seat, rowIndex, cellIndex } = place;
  if (seat.kind !== "couple-left" && seat.kind !== "couple-right") return [seat];
  const cells = layout.rows[rowIndex]!.cells;
  const other = cells[seat.kind === "couple-left" ? cellIndex + 1 : cellIndex - 1];
  const partnerKind = seat.kind === "couple-left" ? "couple-right" : "couple-left";
  if (!other || other.kind !== partnerKind) return [seat];
  return seat.kind === "couple-left" ? [seat, other] : [other, seat];
}

/**
 * Toggles seat `code` in a choice `selected` (codes in pick order), as a tap on the seat map does:
 * a chosen seat (or couple pair) is given back; a free one is added with its couple half. Refused,
 * with the contract's {@link SeatProblem}: a code not on the map (`unknown`), a `disabled` seat, a
 * seat (or its other half) in `taken`, and a choice that would pass `max` seats (`too_many`).
 * Rules about the choice as a whole (no single empty seat, contract seatChoiceProblem) are the
 * page's to check, since a choice passes through such states while the visitor is picking.
 */
export function toggleSeat(layout: SeatLayout, taken: Iterable<string>, selected: readonly string[], code: string, max: number): SeatToggle {
  const group = seatGroup(layout, code);
  if (group.length === 0) return { refused: { kind: "unknown", seat: code } };
  const codes = group.map((s) => s.code);
  if (codes.some((c) => selected.includes(c))) return { selected: selected.filter((c) => !codes.includes(c)) };
  const blocked = new Set(taken);
  for (const seat of group) {
    if (seat.kind === "disabled") return { refused: { kind: "disabled", seat: seat.code } };
    if (blocked.has(seat.code)) return { refused: { kind: "taken", seat: seat.code } };
  }
  if (selected.length + codes.length > max) return { refused: { kind: "too_many", max } };
  return { selected: [...selected, ...codes] };
}
