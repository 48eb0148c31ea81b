import { ZLineOrderCreateData } from "@wenlv/contract/orders";
import { describe, expect, it } from "vitest";
import { departureCell, departureChoosable, departureWaitlisted, maxTravellers, orderDepartureState, quickDepartures, travellerLimit } from "./departures";
import { weekdayRuns } from "./facts";
import { buildLineOrderData, validateLineOrder, type LineOrderForm } from "./order-data";
import { withPicked } from "./order-draft";
import { packageOf, selectionFrom, selectionProblems, selectionQuery } from "./selection";
import { departureDay, departuresFixture, gardensDetail } from "./test-fixtures";

describe("weekdayRuns", () => {
  it("groups consecutive ISO weekdays and drops duplicates and bad values", () => {
    expect(weekdayRuns([7, 2, 3, 4, 5, 6])).toEqual([[2, 3, 4, 5, 6, 7]]);
    expect(weekdayRuns([5, 1, 3, 3, 9, 0])).toEqual([[1], [3], [5]]);
    expect(weekdayRuns([6, 7, 1])).toEqual([[1], [6, 7]]);
  });
});

describe("departures", () => {
  const days = departuresFixture("2026-12-01").days;

  it("offers bookable days with price and seats and full open ones for the waiting list; closed ones disabled with their reason, non-running days blank", () => {
    expect(departureCell(days[3])).toEqual({ disabled: false, priceFen: 23800, left: 2, waitlist: false });
    expect(departureCell(days[2])).toEqual({ disabled: false, priceFen: 23800, left: 0, waitlist: true });
    expect(departureCell(days[0])).toEqual({ disabled: true, status: "ended" });
    expect(departureCell(days[1])).toEqual({ disabled: true, status: null });
    expect(departureCell(undefined)).toEqual({ disabled: true, status: null });
  });

  it("waitlists only a full departure that runs and has not passed its cut-off", () => {
    expect(days.map(departureWaitlisted)).toEqual([false, false, true, false, false, false, false, false, false, false]);
    expect(days.map(departureChoosable)).toEqual([false, false, true, true, true, true, true, true, true, true]);
    // The API says "ended" (or "closed") before it looks at the seats: a full day past its cut-off is not waitlisted.
    expect(departureWaitlisted(departureDay("2026-12-01", { blocked: "ended", remaining: 0 }))).toBe(false);
    expect(departureWaitlisted(undefined)).toBe(false);
  });

  it("quick-picks the next choosable departures, full ones included, and keeps a later chosen one", () => {
    expect(quickDepartures(days, null, 2).map((d) => d.day)).toEqual(["2026-12-03", "2026-12-04"]);
    expect(quickDepartures(days, "2026-12-09", 2).map((d) => d.day)).toEqual(["2026-12-03", "2026-12-04", "2026-12-09"]);
    // A chosen day that cannot be chosen (booking closed) is not offered.
    expect(quickDepartures(days, "2026-12-01", 2).map((d) => d.day)).toEqual(["2026-12-03", "2026-12-04"]);
  });

  it("caps travellers at the seats left (a full departure: its capacity) and the order limit", () => {
    expect([maxTravellers(2), maxTravellers(30), maxTravellers(0)]).toEqual([2, 10, 0]);
    expect([travellerLimit(days[3]!), travellerLimit(days[2]!), travellerLimit({ bookable: false, remaining: 0, capacity: 4 })]).toEqual([2, 10, 4]);
  });

  it("tells /LineOrder whether to book, join the waiting list or neither, from the live departure", () => {
    expect(orderDepartureState(undefined, 2)).toBeNull();
    expect(orderDepartureState(null, 2)).toBe("unavailable");
    expect(orderDepartureState(days[3], 2)).toBe("bookable");
    // Too few seats for the party is not a full departure: choose another.
    expect(orderDepartureState(days[3], 3)).toBe("unavailable");
    expect(orderDepartureState(days[2], 2)).toBe("waitlist");
    expect([orderDepartureState(days[0], 1), orderDepartureState(days[1], 1)]).toEqual(["unavailable", "unavailable"]);
  });
});

describe("selection", () => {
  it("reads the query string, falling back for bad parts, and writes it back", () => {
    const params = new URLSearchParams("id=5&day=2026-12-04&package=STD&adult=2&child=1");
    expect(selectionFrom(params)).toEqual({ day: "2026-12-04", packageCode: "STD", adult: 2, child: 1 });
    expect(selectionQuery(5, selectionFrom(params))).toBe("id=5&day=2026-12-04&package=STD&adult=2&child=1");
    expect(selectionFrom(new URLSearchParams("day=2026-02-30&adult=x&child=-1"))).toEqual({ day: null, packageCode: null, adult: 1, child: 0 });
    expect(selectionFrom(new URLSearchParams("adult=99")).adult).toBe(10);
  });

  it("finds the package by code, the first one without a code, none for an unknown code", () => {
    expect(packageOf(gardensDetail.packages, "LITE")?.code).toBe("LITE");
    expect(packageOf(gardensDetail.packages, null)?.code).toBe("STD");
    expect(packageOf(gardensDetail.packages, "GONE")).toBeUndefined();
  });

  it("wants a bookable day, a package, one traveller at least and no more than the seats left", () => {
    const pkg = gardensDetail.packages[0];
    const open = departureDay("2026-12-04", { remaining: 2 });
    expect(selectionProblems({ day: "2026-12-04", packageCode: "STD", adult: 1, child: 1 }, pkg, open)).toEqual([]);
    expect(selectionProblems({ day: "2026-12-04", packageCode: "STD", adult: 2, child: 1 }, pkg, open)).toEqual([{ field: "count", key: "select.errors.seats", values: { left: 2 } }]);
    expect(selectionProblems({ day: null, packageCode: null, adult: 0, child: 0 }, undefined, undefined).map((p) => p.key)).toEqual(["select.errors.day", "select.errors.package", "select.errors.count"]);
    // A full departure goes on to its waiting list; one whose booking closed does not.
    expect(selectionProblems({ day: "2026-12-03", packageCode: "STD", adult: 3, child: 0 }, pkg, departureDay("2026-12-03", { blocked: "sold_out" }))).toEqual([]);
    expect(selectionProblems({ day: "2026-12-03", packageCode: "STD", adult: 1, child: 0 }, pkg, departureDay("2026-12-03", { blocked: "ended" }))[0]?.key).toBe("select.errors.day");
    // Children do not count on a package without a child fare.
    expect(selectionProblems({ day: "2026-12-04", packageCode: "LITE", adult: 0, child: 2 }, gardensDetail.packages[1], open)[0]?.key).toBe("select.errors.count");
  });
});

describe("line order data", () => {
  const form: LineOrderForm = {
    productId: 41,
    day: "2026-12-04",
    adultSkuId: 401,
    childSkuId: 402,
    adults: 2,
    children: 1,
    adultIds: [31, 32],
    childIds: [33],
    departure: "bookable",
    contactName: " 张三 ",
    contactPhone: "13800138000",
  };
  const source = { channel: "browser", sourceScene: "share", idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e" };

  it("passes a full form and builds a payload the contract accepts: one SKU per fare with its travellers, no price", () => {
    expect(validateLineOrder(form)).toEqual([]);
    const data = buildLineOrderData(form, source);
    expect(data).toMatchObject({ type: "line", product_id: 41, day: "2026-12-04", skus: [{ sku_id: 401, traveller_ids: [31, 32] }, { sku_id: 402, traveller_ids: [33] }], contact_name: "张三", source_scene: "share" });
    expect(ZLineOrderCreateData.safeParse({ ...data, timestamp: Date.now(), nonce: "0f8fad5b-d9cb-469f-a165-70867728950f" }).success).toBe(true);
    expect(buildLineOrderData({ ...form, children: 0, childIds: [] }, source).skus).toEqual([{ sku_id: 401, traveller_ids: [31, 32] }]);
  });

  it("names a closed departure, each fare short of travellers, a traveller twice and the contact", () => {
    const problems = validateLineOrder({ ...form, departure: "unavailable", adultIds: [31], childIds: [31], contactPhone: "123" });
    expect(problems.map((p) => [p.field, p.key, p.values?.count])).toEqual([
      ["day", "order.errors.unavailable", undefined],
      ["adults", "order.errors.adults", 2],
      ["children", "order.errors.children", 1],
      ["contactPhone", "checkout:errors.contactPhone", undefined],
    ]);
    expect(validateLineOrder({ ...form, departure: null })).toEqual([]);
    // A full departure's waiting-list join wants the same travellers and contact as an order.
    expect(validateLineOrder({ ...form, departure: "waitlist" })).toEqual([]);
    expect(validateLineOrder({ ...form, departure: "waitlist", childIds: [] }).map((p) => p.field)).toEqual(["children"]);
  });

  it("ticks a traveller picked on the traveller pages into the first fare with a free seat", () => {
    expect(withPicked({ adultIds: [31], childIds: [] }, 33, { adults: 2, children: 1 })).toEqual({ adultIds: [31, 33], childIds: [] });
    expect(withPicked({ adultIds: [31, 32], childIds: [] }, 33, { adults: 2, children: 1 })).toEqual({ adultIds: [31, 32], childIds: [33] });
    expect(withPicked({ adultIds: [31], childIds: [] }, 31, { adults: 2, children: 0 })).toEqual({ adultIds: [31], childIds: [] });
    expect(withPicked({ adultIds: [31], childIds: [] }, null, { adults: 2, children: 0 })).toEqual({ adultIds: [31], childIds: [] });
  });
});
