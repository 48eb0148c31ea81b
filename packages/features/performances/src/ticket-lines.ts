import type { PerformDetail, PerformZone } from "@wenlv/contract/performances";
import { seatsByCode, type SeatMap } from "@wenlv/contract/seats";
import { localized } from "@wenlv/i18n";
import type { TicketChoice } from "./choice";

/** One ticket line of an order: a zone with its count, or one seat with its zone; `zone` undefined while the seat map loads. */
export type TicketLine = { key: string; seat: string | null; zone: PerformZone | undefined; count: number };

/**
 * The lines of a choice, priced from the API's answers: a zone choice is one line of the show's
 * zone (by SKU); a seat choice is a line per seat, in the order picked, priced by the zone of that
 * seat on the live seat map (each seat's `zone` code names one of the map's zones).
 */
export function ticketLines(show: Pick<PerformDetail, "zones">, choice: TicketChoice, seatMap: SeatMap | undefined): TicketLine[] {
  if (choice.kind === "zone") return [{ key: `zone-${choice.skuId}`, seat: null, zone: show.zones.find((z) => z.sku_id === choice.skuId), count: choice.quantity }];
  const seats = seatMap ? seatsByCode(seatMap.layout) : null;
  return choice.seats.map((code) => {
    const zoneCode = seats?.get(code)?.seat.zone;
    return { key: code, seat: code, zone: zoneCode === undefined ? undefined : seatMap!.zones.find((z) => z.code === zoneCode), count: 1 };
  });
}

/** The total of the lines in fen, or null while a line has no price yet. */
export function linesTotalFen(lines: readonly TicketLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    if (!line.zone) return null;
    total += line.zone.price_fen * line.count;
  }
  return total;
}

/** A zone's name in the page language. */
export function zoneName(zone: PerformZone | undefined, language: string): string {
  return zone ? localized(zone.name, zone.name_en, language) : "";
}
