import { eq } from "drizzle-orm";
import { seatLabel, parseSeatCode, type SeatLayout } from "@wenlv/contract/seats";
import type { Db } from "../../db/client";
import { shows } from "../../db/schema/index";
import { AppError } from "../../plugins/envelope";
import { resolveShowtime } from "../movies/service";
import { heldSeats, type PlacementLine } from "../orders/placement";
import { isOpenSession, loadShow } from "../performances/service";
import { FILM_PREFERRED_ROW, pickAdjacentSeats, STAGE_PREFERRED_ROW, type SeatPickRules } from "./seat-pick";

/*
 * Waiting for seats (issue 10, decision 035): a film showtime or a seated hall's session sells
 * chosen seats, so its waiting entry asks for a number of seats of one zone, and an offer picks
 * the best adjacent free ones (seat-pick.ts) when seats come back.
 */

/** The seat map a waiting line is judged on: the hall's layout, the zone (SKU code) it waits for and the rules of one order. */
export type SeatedStock = { layout: SeatLayout; zone: string; rules: SeatPickRules };

/**
 * The seat map of a waiting line's stock, read now: a film's showtime (resolveShowtime; the
 * showtime's zone by the line's SKU; films' rules: MAX_MOVIE_SEATS is the join's limit, no single
 * empty seat) or a seated hall's session (loadShow; no gap rule). Answers `null` when the stock is
 * not seat by seat (a general-admission zone, any other kind) and `"closed"` when the showtime or
 * session no longer sells (started, within its cut-off, withdrawn): an offer then skips the entry.
 */
export async function seatedStockOf(db: Db, line: PlacementLine, now: Date): Promise<SeatedStock | "closed" | null> {
  if (line.productType === "movie") {
    try {
      const st = await resolveShowtime(db, line.productId, line.day, line.slot, now);
      const zone = st.zones.find((z) => z.sku_id === line.skuId);
      if (!zone) return "closed";
      return { layout: st.layout, zone: zone.code, rules: { maxSeats: line.quantity, noSingleGap: true, preferredRow: FILM_PREFERRED_ROW } };
    } catch (error) {
      if (error instanceof AppError) return "closed";
      throw error;
    }
  }
  if (line.productType !== "performance") return null;
  const found = await loadShow(db, eq(shows.productId, line.productId));
  if (!found?.layout) return null;
  const zone = found.zones.find((z) => z.sku_id === line.skuId);
  if (!found.onSale || !zone || !isOpenSession(found.show, line.day, line.slot, now)) return "closed";
  return { layout: found.layout, zone: zone.code, rules: { maxSeats: line.quantity, noSingleGap: false, preferredRow: STAGE_PREFERRED_ROW } };
}

/** The best adjacent free seats for a waiting line on `stock`, against the seats held now on its stock row, or null. */
export async function seatsFor(db: Db, line: PlacementLine, stock: SeatedStock): Promise<string[] | null> {
  return pickAdjacentSeats(stock.layout, await heldSeats(db, line.inventoryId), stock.zone, line.quantity, stock.rules);
}

/** "5排6座、5排7座": seat codes as the notice says them. */
export function seatsText(seats: readonly string[]): string {
  return seats
    .map((code) => {
      const at = parseSeatCode(code);
      return at ? seatLabel(at.row, at.seat) : code;
    })
    .join("、");
}
