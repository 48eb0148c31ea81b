import type { Seat, SeatLayout, SeatProblem, SeatZone } from "@wenlv/contract/seats";
import { localized, useT } from "@wenlv/i18n";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { formatFen } from "../format-fen";
import { SEAT_MAP_NS } from "./i18n";
import { toggleSeat } from "./seat-choice";
import { isSeatNavKey, nextSeat } from "./seat-nav";
import "../tokens.css";
import "./seat-map.css";

/** How many price-zone colours the map cycles through (`--wl-seat-zone-0` .. `-5` in seat-map.css). */
export const SEAT_ZONE_COLOURS = 6;

export type SeatMapProps = {
  /** The hall's seats (contract ZSeatMap `layout`), front row first, cells left to right. */
  layout: SeatLayout;
  /** Seat codes ("R05-12") held by other orders now (ZSeatMap `taken`): shown 已售, not selectable. */
  taken: readonly string[];
  /** Seat codes chosen so far, in pick order (the page owns the choice). */
  selected: readonly string[];
  /** Called with the new choice after a tap that the map accepts (a couple seat adds or removes both halves). */
  onChange: (selected: string[]) => void;
  /** Most seats of one order (ZSeatMap `max_seats`): a tap past it is refused. */
  max: number;
  /** Called when a tap is refused (`too_many`; a taken or disabled seat cannot be tapped). */
  onRefuse?: (problem: SeatProblem) => void;
  /**
   * The price zones (ZSeatMap `zones`): when given, each seat is outlined in its zone's colour and
   * the legend lists the zones with their price per seat (fen), as a performance hall shows them.
   * Leave out for a film, whose zones are only the standard and the couple seat.
   */
  zones?: readonly SeatZone[];
  /** What the front of the hall is: the cinema screen (银幕, default) or a stage (舞台). */
  front?: "screen" | "stage";
  /** The hall's name in the page language, for the map's accessible name ("1号厅座位图"). */
  hallName?: string;
};

/** Cells per row past which a hall is wider than a phone (about 12 seats of 28 px fit 390 px) and the map says it scrolls sideways. */
const WIDE_HALL_CELLS = 12;

type SeatState = "free" | "taken" | "selected" | "disabled";

/**
 * The seat map of a cinema hall or a seated performance hall (issue 10, decision 033; contract
 * seats.ts): the screen or stage on top, one row per line front row first, labelled with its row
 * number, each seat an accessible button named "5排12座 可选" / "已售" / "已选" (a couple seat adds
 * 情侣座, a zone its name and price); aisles are gaps. The map is one tab stop and the arrow keys,
 * Home and End move between the seats that can be chosen (roving focus, seat-nav.ts). Taken and disabled
 * seats are disabled buttons; tapping a couple half toggles both halves; a tap past `max` calls
 * `onRefuse`. A wide hall scrolls sideways inside the map. A legend explains the marks and, with
 * `zones`, the zone colours and prices (integer fen shown as yuan).
 */
export function SeatMapView({ layout, taken, selected, onChange, max, onRefuse, zones, front = "screen", hallName }: SeatMapProps) {
  const { t, i18n } = useT(SEAT_MAP_NS);
  const takenSet = useMemo(() => new Set(taken), [taken]);
  const chosen = new Set(selected);
  const zoneIndex = useMemo(() => new Map((zones ?? []).map((z, i) => [z.code, i])), [zones]);
  const hasCouple = layout.rows.some((r) => r.cells.some((c) => c.kind === "couple-left" || c.kind === "couple-right"));
  const hasDisabled = layout.rows.some((r) => r.cells.some((c) => c.kind === "disabled"));
  const widest = Math.max(0, ...layout.rows.map((r) => r.cells.length));
  const rowsRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const disabledSet = useMemo(() => new Set(layout.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === "disabled" ? [c.code] : [])))), [layout]);
  const canFocus = (code: string) => !takenSet.has(code) && !disabledSet.has(code);
  // One tab stop for the whole map (roving focus): the seat last focused, else the first chosen, else the first free one.
  const firstFree = layout.rows.flatMap((r) => r.cells).find((c) => c.kind !== "aisle" && c.kind !== "disabled" && !takenSet.has(c.code));
  const tabStop = focused && canFocus(focused) ? focused : (selected.find(canFocus) ?? (firstFree && firstFree.kind !== "aisle" ? firstFree.code : null));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).dataset.seat;
    if (!from || !isSeatNavKey(event.key)) return;
    const to = nextSeat(layout, canFocus, from, event.key);
    event.preventDefault();
    if (!to) return;
    setFocused(to);
    rowsRef.current?.querySelector<HTMLButtonElement>(`[data-seat="${to}"]`)?.focus();
  };

  const tap = (code: string) => {
    const result = toggleSeat(layout, takenSet, selected, code, max);
    if ("selected" in result) onChange(result.selected);
    else onRefuse?.(result.refused);
  };

  const stateOf = (seat: Seat): SeatState => (seat.kind === "disabled" ? "disabled" : takenSet.has(seat.code) ? "taken" : chosen.has(seat.code) ? "selected" : "free");
  const nameOf = (row: number, seat: Seat, state: SeatState) => {
    const parts = [t("seat", { row, seat: seat.seat }), t(`state.${state}`)];
    if (seat.kind === "couple-left" || seat.kind === "couple-right") parts.push(t("couple"));
    const zone = zones && zoneIndex.has(seat.zone) ? zones[zoneIndex.get(seat.zone)!] : undefined;
    if (zone) parts.push(t("zonePrice", { zone: localized(zone.name, zone.name_en, i18n.language), price: formatFen(zone.price_fen) }));
    return parts.join(" ");
  };

  return (
    <div className="wl-seat-map" role="group" aria-label={hallName ? t("mapLabel", { hall: hallName }) : t("mapLabelPlain")}>
      <div className={`wl-seat-map__front wl-seat-map__front--${front}`}>{t(front)}</div>
      <div className="wl-seat-map__scroll">
        <div className="wl-seat-map__rows" ref={rowsRef} onKeyDown={onKeyDown}>
          {layout.rows.map((row) => (
            <div key={row.row} className="wl-seat-map__row" role="group" aria-label={t("row", { row: row.row })}>
              <span className="wl-seat-map__row-label" aria-hidden="true">
                {row.row}
              </span>
              {row.cells.map((cell, i) => {
                if (cell.kind === "aisle") return <span key={`a${i}`} className="wl-seat-map__aisle" aria-hidden="true" />;
                const state = stateOf(cell);
                const zone = zoneIndex.get(cell.zone);
                return (
                  <button
                    key={cell.code}
                    type="button"
                    className={`wl-seat wl-seat--${state} wl-seat--${cell.kind}${zone !== undefined ? ` wl-seat--zone-${zone % SEAT_ZONE_COLOURS}` : ""}`}
                    aria-label={nameOf(row.row, cell, state)}
                    aria-pressed={state === "selected"}
                    disabled={state === "taken" || state === "disabled"}
                    data-seat={cell.code}
                    tabIndex={cell.code === tabStop ? 0 : -1}
                    onFocus={() => setFocused(cell.code)}
                    onClick={() => tap(cell.code)}
                  >
                    <span aria-hidden="true">{state === "selected" ? cell.seat : ""}</span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {widest > WIDE_HALL_CELLS ? <p className="wl-seat-map__hint">{t("scrollHint")}</p> : null}
      <ul className="wl-seat-map__legend" aria-label={t("legend")}>
        <LegendItem mark="wl-seat wl-seat--free wl-seat--normal" text={t("state.free")} />
        <LegendItem mark="wl-seat wl-seat--selected wl-seat--normal" text={t("state.selected")} />
        <LegendItem mark="wl-seat wl-seat--taken wl-seat--normal" text={t("state.taken")} />
        {hasCouple ? <LegendItem mark="wl-seat wl-seat--free wl-seat--couple-left" text={t("couple")} /> : null}
        {hasDisabled ? <LegendItem mark="wl-seat wl-seat--disabled wl-seat--normal" text={t("state.disabled")} /> : null}
        {(zones ?? []).map((zone, i) => (
          <LegendItem
            key={zone.code}
            mark={`wl-seat wl-seat--free wl-seat--normal wl-seat--zone-${i % SEAT_ZONE_COLOURS}`}
            text={t("zonePrice", { zone: localized(zone.name, zone.name_en, i18n.language), price: formatFen(zone.price_fen) })}
          />
        ))}
      </ul>
    </div>
  );
}

function LegendItem({ mark, text }: { mark: string; text: string }) {
  return (
    <li className="wl-seat-map__legend-item">
      <span className={mark} aria-hidden="true" />
      <span>{text}</span>
    </li>
  );
}
