import { seatsByCode, type SeatMap } from "@wenlv/contract/seats";

/** One chosen seat with its price: the zone's price per seat in fen (0 when the map has no price for its zone). */
export type PricedSeat = { code: string; zone: string; priceFen: number };

/**
 * The price of each chosen seat on a showtime's seat map, in the order given: each seat at its
 * zone's price per seat (contract ZSeatZone `price_fen`, integer fen: a standard seat, or one half
 * of a couple seat at half the pair's price). Codes not on the map are left out. Indicative only:
 * the API prices the order itself.
 */
export function priceSeats(map: Pick<SeatMap, "layout" | "zones">, codes: readonly string[]): PricedSeat[] {
  const index = seatsByCode(map.layout);
  const price = new Map(map.zones.map((z) => [z.code, z.price_fen]));
  return codes.flatMap((code) => {
    const place = index.get(code);
    return place ? [{ code, zone: place.seat.zone, priceFen: price.get(place.seat.zone) ?? 0 }] : [];
  });
}

/** The total of {@link priceSeats} in fen. */
export function seatsTotalFen(seats: readonly PricedSeat[]): number {
  return seats.reduce((sum, s) => sum + s.priceFen, 0);
}
