import { describe, expect, it } from "vitest";
import { buildPerformOrderData, choiceProblem, choiceWaitlisted, validatePerformOrder, type PerformOrderForm } from "./order-data";
import { firstDay, gardenDetail, gardenSessions, stadiumDetail, stadiumSeatMap, stadiumSessions } from "./test-fixtures";

const source = { channel: "browser", sourceScene: "share", idempotencyKey: "key-0123456789" };
const session = { showId: 2, day: firstDay, slot: "19:40" };
const live = gardenSessions().sessions[0];

const form = (extra: Partial<PerformOrderForm> = {}): PerformOrderForm => ({
  productId: 902,
  session,
  choice: { kind: "zone", skuId: 9021, quantity: 2 },
  choiceProblem: null,
  realName: "per_order",
  travellerIds: [31],
  contactName: " 张三 ",
  contactPhone: "13800138000",
  ...extra,
});

describe("choiceProblem", () => {
  it("checks a zone choice against the live session and the show's limit", () => {
    expect(choiceProblem(gardenDetail, { kind: "zone", skuId: 9021, quantity: 3 }, live, undefined)).toBeNull();
    expect(choiceProblem(gardenDetail, { kind: "zone", skuId: 9021, quantity: 4 }, live, undefined)).toEqual({ key: "order.errors.soldOut", values: { count: 3 } });
    expect(choiceProblem(gardenDetail, { kind: "zone", skuId: 9021, quantity: 5 }, gardenSessions(30).sessions[0], undefined)).toEqual({ key: "order.errors.limit", values: { max: 4 } });
    expect(choiceProblem(gardenDetail, { kind: "zone", skuId: 1, quantity: 1 }, live, undefined)).toEqual({ key: "order.errors.choiceMissing" });
    expect(choiceProblem(gardenDetail, { kind: "zone", skuId: 9021, quantity: 1 }, undefined, undefined)).toEqual({ key: "order.errors.sessionGone" });
    expect(choiceProblem(gardenDetail, { kind: "seats", seats: ["R01-01"] }, live, undefined)).toEqual({ key: "order.errors.choiceMissing" });
  });

  it("checks seats against the seats taken now with the contract's seat rules", () => {
    const map = stadiumSeatMap();
    expect(choiceProblem(stadiumDetail, { kind: "seats", seats: ["R01-02", "R02-01"] }, live, map)).toBeNull();
    expect(choiceProblem(stadiumDetail, { kind: "seats", seats: ["R01-01"] }, live, map)).toEqual({ seat: { kind: "taken", seat: "R01-01" } });
    expect(choiceProblem(stadiumDetail, { kind: "seats", seats: ["R01-02", "R01-03", "R01-04", "R02-01", "R02-02"] }, live, map)).toEqual({ seat: { kind: "too_many", max: 4 } });
    expect(choiceProblem(stadiumDetail, { kind: "seats", seats: ["R09-01"] }, live, map)).toEqual({ seat: { kind: "unknown", seat: "R09-01" } });
  });

  it("refuses a seated hall's zone by count while it has free seats (they are picked on the map)", () => {
    const partly = stadiumSessions(0, 4).sessions[0];
    expect(choiceProblem(stadiumDetail, { kind: "zone", skuId: 9092, quantity: 1 }, partly, undefined)).toEqual({ key: "order.errors.pickSeats" });
    // Sold out: not an order, only its waiting list (choiceWaitlisted).
    expect(choiceProblem(stadiumDetail, { kind: "zone", skuId: 9091, quantity: 2 }, partly, undefined)).toEqual({ key: "order.zoneFull" });
    expect(choiceProblem(stadiumDetail, { kind: "zone", skuId: 9091, quantity: 5 }, partly, undefined)).toEqual({ key: "order.errors.limit", values: { max: 4 } });
    expect(choiceProblem(stadiumDetail, { kind: "zone", skuId: 9021, quantity: 1 }, partly, undefined)).toEqual({ key: "order.errors.choiceMissing" });
  });
});

describe("choiceWaitlisted", () => {
  it("joins the waiting list for a sold-out zone of a general-admission session, within the show's limit", () => {
    const soldOut = gardenSessions(0).sessions[0];
    expect(choiceWaitlisted(gardenDetail, { kind: "zone", skuId: 9021, quantity: 4 }, soldOut)).toBe(true);
    expect(choiceWaitlisted(gardenDetail, { kind: "zone", skuId: 9021, quantity: 5 }, soldOut)).toBe(false);
    expect(choiceWaitlisted(gardenDetail, { kind: "zone", skuId: 1, quantity: 1 }, soldOut)).toBe(false);
    expect(choiceWaitlisted(gardenDetail, { kind: "zone", skuId: 9021, quantity: 1 }, undefined)).toBe(false);
    // Some places left but too few: choose fewer, no waiting list.
    expect(choiceWaitlisted(gardenDetail, { kind: "zone", skuId: 9021, quantity: 2 }, gardenSessions(1).sessions[0])).toBe(false);
  });

  it("joins a seated hall's sold-out zone by zone and count, never its seats nor a zone with free seats", () => {
    const full = stadiumSessions(0, 0).sessions[0];
    expect(choiceWaitlisted(stadiumDetail, { kind: "zone", skuId: 9091, quantity: 4 }, full)).toBe(true);
    expect(choiceWaitlisted(stadiumDetail, { kind: "zone", skuId: 9091, quantity: 5 }, full)).toBe(false);
    expect(choiceWaitlisted(stadiumDetail, { kind: "seats", seats: ["R01-02"] }, full)).toBe(false);
    // Zone A sold out, zone B with free seats: only A is waitlisted.
    const partly = stadiumSessions(0, 4).sessions[0];
    expect(choiceWaitlisted(stadiumDetail, { kind: "zone", skuId: 9091, quantity: 2 }, partly)).toBe(true);
    expect(choiceWaitlisted(stadiumDetail, { kind: "zone", skuId: 9092, quantity: 2 }, partly)).toBe(false);
  });
});

describe("validatePerformOrder", () => {
  it("says the choice's problem, the travellers the rule needs and the contact, in page order", () => {
    expect(validatePerformOrder(form())).toEqual([]);
    const problems = validatePerformOrder(form({ choiceProblem: { key: "order.errors.sessionGone" }, travellerIds: [], contactPhone: "123" }));
    expect(problems.map((p) => ("key" in p ? [p.field, p.key, p.values] : p))).toEqual([
      ["choice", "order.errors.sessionGone", undefined],
      ["travellers", "checkout:errors.travellers", { count: 1 }],
      ["contactPhone", "checkout:errors.contactPhone", undefined],
    ]);
    expect(validatePerformOrder(form({ realName: "per_ticket", travellerIds: [31] })).map((p) => ("key" in p ? p.values : p))).toEqual([{ count: 2 }]);
    expect(validatePerformOrder(form({ realName: "none", travellerIds: [] }))).toEqual([]);
  });
});

describe("buildPerformOrderData", () => {
  it("sends a zone and count, or the seats, with the travellers the rule keeps and no price", () => {
    expect(buildPerformOrderData(form(), source)).toEqual({
      type: "performance",
      product_id: 902,
      day: firstDay,
      slot: "19:40",
      seats: [],
      sku_id: 9021,
      quantity: 2,
      traveller_ids: [31],
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "browser",
      source_port: "h5",
      source_scene: "share",
      idempotency_key: "key-0123456789",
    });
    const seated = buildPerformOrderData(form({ choice: { kind: "seats", seats: ["R01-03", "R01-02"] }, realName: "per_ticket", travellerIds: [32, 31] }), source);
    expect(seated).toMatchObject({ seats: ["R01-03", "R01-02"], traveller_ids: [32, 31] });
    expect(seated).not.toHaveProperty("sku_id");
    expect(buildPerformOrderData(form({ realName: "none", travellerIds: [31] }), source).traveller_ids).toEqual([]);
  });

  it("sends a seated hall's waiting-list join as a zone and count without seats, one traveller per ticket in pick order", () => {
    const join = buildPerformOrderData(
      form({ productId: 909, session: { showId: 9, day: firstDay, slot: "19:30" }, choice: { kind: "zone", skuId: 9091, quantity: 2 }, realName: "per_ticket", travellerIds: [33, 31, 32] }),
      source,
    );
    expect(join).toMatchObject({ type: "performance", product_id: 909, day: firstDay, slot: "19:30", seats: [], sku_id: 9091, quantity: 2, traveller_ids: [33, 31] });
  });
});
