import { describe, expect, it } from "vitest";
import { priceRange, sessionOnSale, sessionsByDay, sessionWaitlisted, ticketLimit, travellersNeeded, zoneTicketLimit, zoneWaitlisted } from "./sessions";
import { firstDay, gardenDetail, gardenSessions, stadiumDetail, startsAt } from "./test-fixtures";

describe("show session rules", () => {
  it("groups sessions by day in the API's order", () => {
    const [a, b] = gardenSessions().sessions;
    const late = { ...a!, slot: "21:00" };
    expect(sessionsByDay([a!, late, b!]).map((d) => [d.day, d.sessions.map((s) => s.slot)])).toEqual([
      [firstDay, ["19:40", "21:00"]],
      [b!.day, ["19:40"]],
    ]);
  });

  it("stops offering a session once its online sale has closed (cut-off minutes before the start)", () => {
    const session = { starts_at: startsAt("2026-12-05", "19:30") };
    const at = (time: string) => Date.parse(startsAt("2026-12-05", time));
    expect(sessionOnSale(session, at("18:29"), 60)).toBe(true);
    expect(sessionOnSale(session, at("18:30"), 60)).toBe(false);
    expect(sessionOnSale(session, at("20:00"), 60)).toBe(false);
    expect(sessionOnSale({ starts_at: "not a time" }, 0, 60)).toBe(false);
  });

  it("answers the price range in fen, the ticket limit and the travellers a real-name rule needs", () => {
    expect(priceRange([{ price_fen: 12000 }, { price_fen: 5000 }, { price_fen: 8000 }])).toEqual({ minFen: 5000, maxFen: 12000 });
    expect(priceRange([])).toBeNull();
    expect(ticketLimit(4, 30)).toBe(4);
    expect(ticketLimit(6, 2)).toBe(2);
    expect(ticketLimit(6, 0)).toBe(0);
    expect([travellersNeeded("per_ticket", 3), travellersNeeded("per_order", 3), travellersNeeded("none", 3)]).toEqual([3, 1, 0]);
  });

  it("offers a waiting list on sold-out general admission only, never on a seated hall", () => {
    expect([zoneWaitlisted(gardenDetail, { remaining: 0 }), zoneWaitlisted(gardenDetail, { remaining: 1 }), zoneWaitlisted(stadiumDetail, { remaining: 0 })]).toEqual([true, false, false]);
    const [open, soldOut] = gardenSessions().sessions;
    expect([sessionWaitlisted(gardenDetail, open!), sessionWaitlisted(gardenDetail, soldOut!), sessionWaitlisted(stadiumDetail, soldOut!)]).toEqual([false, true, false]);
    // A sold-out zone is asked for up to the show's own limit: places come back to the first in line that fits.
    expect([zoneTicketLimit(4, 3), zoneTicketLimit(4, 30), zoneTicketLimit(4, 0)]).toEqual([3, 4, 4]);
  });
});
