import { describe, expect, it } from "vitest";
import { choiceFrom, choiceQuery, sessionFrom, ticketCount } from "./choice";

const params = (qs: string) => new URLSearchParams(qs);

describe("the choice in the query string", () => {
  it("round-trips a zone choice and a seat choice", () => {
    const session = { showId: 2, day: "2026-12-05", slot: "19:40" };
    const zone = choiceQuery(session, { kind: "zone", skuId: 9021, quantity: 2 });
    expect(zone).toBe("id=2&day=2026-12-05&slot=19%3A40&sku=9021&qty=2");
    expect([sessionFrom(params(zone)), choiceFrom(params(zone))]).toEqual([session, { kind: "zone", skuId: 9021, quantity: 2 }]);
    const seats = choiceQuery(session, { kind: "seats", seats: ["R05-12", "R05-11"] });
    expect(choiceFrom(params(seats))).toEqual({ kind: "seats", seats: ["R05-12", "R05-11"] });
    expect(ticketCount({ kind: "seats", seats: ["R05-12", "R05-11"] })).toBe(2);
  });

  it("refuses a missing or malformed session and choice", () => {
    expect(sessionFrom(params("id=2&day=2026-02-30&slot=19:40"))).toBeNull();
    expect(sessionFrom(params("id=2&day=2026-12-05&slot=7pm"))).toBeNull();
    expect(sessionFrom(params("day=2026-12-05&slot=19:40"))).toBeNull();
    expect(choiceFrom(params("sku=9021&qty=0"))).toBeNull();
    expect(choiceFrom(params("sku=9021&qty=11"))).toBeNull();
    expect(choiceFrom(params("qty=2"))).toBeNull();
    expect(choiceFrom(params("seats=R05-12,R05-12"))).toBeNull();
    expect(choiceFrom(params("seats=5-12"))).toBeNull();
    expect(choiceFrom(params("seats="))).toBeNull();
  });
});
