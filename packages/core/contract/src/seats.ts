import { z } from "zod";

/*
 * Seat maps and the seat rules of one order (issue 10, docs/decisions/033): performances in a seated
 * hall and films are sold seat by seat. The API checks a choice with {@link seatChoiceProblem} before
 * it writes anything (the UNIQUE key of `seat_holds` then decides races); /MovieSeat and
 * /PerformOrder call the same function to stop a choice before it is sent.
 *
 * A seat is named by its canonical code "R05-12" (row 5, seat 12; both at least two digits), shown
 * as "5排12座". Seats are numbered 1..n from the left of the map, rows 1..m from the stage/screen.
 */

/** Most seats of one film order (one showtime): 4, the cap the Maoyan and Taopiaopiao seat pages put on one order ("最多选4个座位"; common practice, not a regulation; some cinemas allow 6, 待核). */
export const MAX_MOVIE_SEATS = 4;

/**
 * Most tickets of one performance order: 10, the highest limit a show may set (its own limit,
 * `max_per_order` of the show, is usually 4-6 and is what the API applies; seed/notes/performances.md).
 */
export const MAX_PERFORMANCE_TICKETS = 10;

/**
 * A hall bigger than this many places holds 大型营业性演出 (large performances), for which the 2023
 * notice of the Ministry of Culture and Tourism and the Ministry of Public Security (文旅市场发〔2023〕96号,
 * 《关于进一步加强大型营业性演出活动规范管理促进演出市场健康有序发展的通知》) requires real-name buying and
 * entry, one ticket per ID document (一人一票、一证一票): such a show needs one traveller with an ID per ticket.
 */
export const LARGE_PERFORMANCE_CAPACITY = 5000;

/** Canonical seat code pattern: "R05-12" (row, seat; two or three digits each). */
const SEAT_CODE = /^R(\d{2,3})-(\d{2,3})$/;

/** The canonical code of seat `seat` in row `row` (both 1-based): seatCode(5, 12) = "R05-12". */
export function seatCode(row: number, seat: number): string {
  return `R${String(row).padStart(2, "0")}-${String(seat).padStart(2, "0")}`;
}

/** Row and seat number of a canonical code, or null when `code` is not one ("R05-12" -> {row: 5, seat: 12}). */
export function parseSeatCode(code: string): { row: number; seat: number } | null {
  const m = SEAT_CODE.exec(code);
  if (!m) return null;
  const row = Number(m[1]);
  const seat = Number(m[2]);
  return row >= 1 && seat >= 1 && seatCode(row, seat) === code ? { row, seat } : null;
}

/** "5排12座", the Chinese label of a seat. */
export function seatLabel(row: number, seat: number): string {
  return `${row}排${seat}座`;
}

/** A seat code on the wire (order create, seat map). */
export const ZSeatCode = z.string().regex(SEAT_CODE, { error: "座位编号不正确" });

/**
 * What a seat is: `normal`; `couple-left` / `couple-right`, the two halves of a couple seat (情侣座),
 * sold only together (the right half is the next seat to the right); `disabled`, shown but never sold.
 */
export const SEAT_KINDS = ["normal", "couple-left", "couple-right", "disabled"] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** One seat of a map: code, number in its row, label, kind and `zone`, the code of the SKU that prices it (a price zone "A", or "STD" / "COUPLE" for films). */
export const ZSeat = z.object({
  kind: z.enum(SEAT_KINDS),
  code: ZSeatCode,
  seat: z.number().int().positive(),
  label: z.string(),
  zone: z.string(),
});
export type Seat = z.infer<typeof ZSeat>;

/** An aisle between two seats of a row (a gap on the map; the seat rules treat it like a row's end). */
export const ZAisle = z.object({ kind: z.literal("aisle") });
export type Aisle = z.infer<typeof ZAisle>;

/** One cell of a row, left to right: a seat or an aisle. */
export const ZSeatCell = z.union([ZSeat, ZAisle]);
export type SeatCell = z.infer<typeof ZSeatCell>;

/** One row, left to right; `label` "5排". */
export const ZSeatRow = z.object({ row: z.number().int().positive(), label: z.string(), cells: z.array(ZSeatCell) });
export type SeatRow = z.infer<typeof ZSeatRow>;

/** A hall's seats, front row first. */
export const ZSeatLayout = z.object({ rows: z.array(ZSeatRow) });
export type SeatLayout = z.infer<typeof ZSeatLayout>;

/** A price zone of a seat map: the SKU that sells its seats, price per seat in fen. */
export const ZSeatZone = z.object({
  sku_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  price_fen: z.number().int(),
});
export type SeatZone = z.infer<typeof ZSeatZone>;

/**
 * The seat map of one session or showtime (/api/perform/seats, /api/movie/seats): the layout, the
 * price zones, the seats `taken` now (held by unpaid or paid orders; read live) and the rules a
 * choice must keep (`max_seats`; `no_single_gap`: films' rule of {@link seatChoiceProblem}).
 */
export const ZSeatMap = z.object({
  product_id: z.number().int(),
  day: z.string(),
  slot: z.string(),
  hall_code: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  layout: ZSeatLayout,
  zones: z.array(ZSeatZone),
  taken: z.array(ZSeatCode),
  /** Seats still free (sellable, not taken). */
  remaining: z.number().int(),
  max_seats: z.number().int(),
  no_single_gap: z.boolean(),
});
export type SeatMap = z.infer<typeof ZSeatMap>;

/** The rules one order's choice must keep: at most `maxSeats`; `noSingleGap` the films' rule. */
export type SeatRules = { maxSeats: number; noSingleGap: boolean };

/** Why a choice of seats is refused ({@link seatChoiceProblem}); `seat` the code concerned. */
export type SeatProblem =
  | { kind: "none" }
  | { kind: "too_many"; max: number }
  | { kind: "duplicate"; seat: string }
  | { kind: "unknown"; seat: string }
  | { kind: "disabled"; seat: string }
  | { kind: "taken"; seat: string }
  | { kind: "couple_half"; seat: string }
  | { kind: "single_gap"; seat: string };

/** Where a seat is in a layout: its row's index and its cell's index in that row. */
type SeatPlace = { seat: Seat; rowIndex: number; cellIndex: number };

/** Every seat of `layout` by code. */
export function seatsByCode(layout: SeatLayout): Map<string, SeatPlace> {
  const index = new Map<string, SeatPlace>();
  layout.rows.forEach((row, rowIndex) =>
    row.cells.forEach((cell, cellIndex) => {
      if (cell.kind !== "aisle") index.set(cell.code, { seat: cell, rowIndex, cellIndex });
    }),
  );
  return index;
}

/** The other half of a couple seat at `place` (the next seat to the right of a left half, the one before a right half), or null. */
function couplePartner(layout: SeatLayout, place: SeatPlace): Seat | null {
  const cells = layout.rows[place.rowIndex]!.cells;
  const other = place.seat.kind === "couple-left" ? cells[place.cellIndex + 1] : place.seat.kind === "couple-right" ? cells[place.cellIndex - 1] : undefined;
  if (!other || other.kind === "aisle") return null;
  return (place.seat.kind === "couple-left" && other.kind === "couple-right") || (place.seat.kind === "couple-right" && other.kind === "couple-left") ? other : null;
}

/**
 * The seat a choice would leave as a single empty seat, or null (the rule of the Maoyan and
 * Taopiaopiao seat pages, "座位旁边不要留空"): within a row, an empty seat whose left and right are each
 * a row end, an aisle, a taken, chosen or disabled seat, with at least one of them a chosen seat.
 * An empty seat already isolated before the choice (between two taken seats, or alone between two
 * aisles) does not count: the buyer did not leave it.
 */
function singleGap(layout: SeatLayout, blocked: ReadonlySet<string>, chosen: ReadonlySet<string>): string | null {
  for (const row of layout.rows) {
    const cells = row.cells;
    for (let i = 0; i < cells.length; i += 1) {
      const cell = cells[i]!;
      if (cell.kind === "aisle" || cell.kind === "disabled" || blocked.has(cell.code) || chosen.has(cell.code)) continue;
      const state = (j: number): "edge" | "chosen" | "full" | "empty" => {
        const next = cells[j];
        if (!next || next.kind === "aisle") return "edge";
        if (chosen.has(next.code)) return "chosen";
        return next.kind === "disabled" || blocked.has(next.code) ? "full" : "empty";
      };
      const left = state(i - 1);
      const right = state(i + 1);
      if (left !== "empty" && right !== "empty" && (left === "chosen" || right === "chosen")) return cell.code;
    }
  }
  return null;
}

/**
 * Checks one order's choice of seats against a seat map (issue 10, decision 033), in this order:
 * nothing chosen; more than `rules.maxSeats`; a seat twice; a code that is no seat of the layout;
 * a disabled seat; a seat in `taken`; half of a couple seat without the other; with
 * `rules.noSingleGap`, an empty seat left alone between the choice and a taken seat, an aisle or
 * the row's end. Answers the first problem, or null when the choice may be bought. Pure: the API
 * and the seat screens run the same check.
 * @param taken seat codes held by other orders now
 * @param chosen seat codes of the choice, as picked
 */
export function seatChoiceProblem(layout: SeatLayout, taken: Iterable<string>, chosen: readonly string[], rules: SeatRules): SeatProblem | null {
  if (chosen.length === 0) return { kind: "none" };
  if (chosen.length > rules.maxSeats) return { kind: "too_many", max: rules.maxSeats };
  const picked = new Set<string>();
  for (const code of chosen) {
    if (picked.has(code)) return { kind: "duplicate", seat: code };
    picked.add(code);
  }
  const index = seatsByCode(layout);
  const blocked = new Set(taken);
  for (const code of chosen) {
    const place = index.get(code);
    if (!place) return { kind: "unknown", seat: code };
    if (place.seat.kind === "disabled") return { kind: "disabled", seat: code };
  }
  for (const code of chosen) if (blocked.has(code)) return { kind: "taken", seat: code };
  for (const code of chosen) {
    const place = index.get(code)!;
    if (place.seat.kind === "normal") continue;
    const partner = couplePartner(layout, place);
    if (!partner || !picked.has(partner.code)) return { kind: "couple_half", seat: code };
  }
  if (rules.noSingleGap) {
    const gap = singleGap(layout, blocked, picked);
    if (gap) return { kind: "single_gap", seat: gap };
  }
  return null;
}

/** "5排12座" for a canonical code, else the code itself. */
function labelOf(code: string): string {
  const parsed = parseSeatCode(code);
  return parsed ? seatLabel(parsed.row, parsed.seat) : code;
}

/** The Chinese message of a seat problem, as the API answers it (code 0) and the seat screens show it. */
export function seatProblemMessage(problem: SeatProblem): string {
  switch (problem.kind) {
    case "none":
      return "请选择座位";
    case "too_many":
      return `每单最多选${problem.max}个座位`;
    case "duplicate":
      return `${labelOf(problem.seat)}重复选择，请重新选座`;
    case "unknown":
      return `座位${problem.seat}不存在，请重新选座`;
    case "disabled":
      return `${labelOf(problem.seat)}不可售，请选择其他座位`;
    case "taken":
      return `${labelOf(problem.seat)}已售出，请选择其他座位`;
    case "couple_half":
      return `${labelOf(problem.seat)}是情侣座，须两个座位一起购买`;
    case "single_gap":
      return `请不要在${labelOf(problem.seat)}留下单个空座`;
  }
}
