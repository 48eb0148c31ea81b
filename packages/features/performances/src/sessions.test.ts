import { describe, expect, it } from "vitest";
import { priceRange, sessionOnSale, sessionsByDay, sessionWaitlisted, ticketLimit, travellersNeeded, zoneTicketLimit, zoneWaitlisted } from "./sessions";
import { firstDay, gardenSessions, stadiumSessions, startsAt } from "./test-fixtures";

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

  it("offers a waiting list on a sold-out zone or session, general admission and seated hall alike", () => {
    expect([zoneWaitlisted({ remaining: 0 }), zoneWaitlisted({ remaining: -1 }), zoneWaitlisted({ remaining: 1 })]).toEqual([true, true, false]);
    const [open, soldOut] = gardenSessions().sessions;
    expect([sessionWaitlisted(open!), sessionWaitlisted(soldOut!)]).toEqual([false, true]);
    // A seated hall's session: its zones' remaining are their free seats, bookable while any seat is left.
    const seated = stadiumSessions().sessions[0]!;
    const seatedFull = { ...seated, zones: seated.zones.map((z) => ({ ...z, remaining: 0 })), remaining: 0, bookable: false };
    expect([sessionWaitlisted(seated), sessionWaitlisted(seatedFull)]).toEqual([false, true]);
    expect(seatedFull.zones.map((z) => zoneWaitlisted(z))).toEqual([true, true]);
    // A sold-out zone is asked for up to the show's own limit: places come back to the first in line that fits.
    expect([zoneTicketLimit(4, 3), zoneTicketLimit(4, 30), zoneTicketLimit(4, 0)]).toEqual([3, 4, 4]);
  });
});
