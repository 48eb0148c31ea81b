import { describe, expect, it } from "vitest";
import { buildMovieOrderData, buildMovieWaitlistData, fitWaitlistCount, stepWaitlistCount, validateMovieOrder, validateMovieWaitlist } from "./order-data";
import { priceSeats, seatsTotalFen } from "./seat-pricing";
import { seatMapFixture } from "./test-fixtures";

const showtime = { productId: 70, day: "2026-11-28", slot: "19:30|H1", movieId: 7, cinemaId: 3 };
const form = { showtime, seats: ["R01-01", "R01-02"], contactName: " 张三 ", contactPhone: "13800138000" };
const source = { channel: "browser", sourceScene: "share", idempotencyKey: "key-0123456789" };

describe("validateMovieOrder", () => {
  it("passes a choice the seat rules allow with a contact", () => {
    expect(validateMovieOrder(form, seatMapFixture())).toEqual([]);
  });

  it("names the seat problem first, then the contact fields", () => {
    const problems = validateMovieOrder({ ...form, seats: ["R01-01"], contactPhone: "123" }, seatMapFixture());
    expect(problems).toEqual([
      { field: "seats", seat: { kind: "single_gap", seat: "R01-02" } },
      { field: "contactPhone", key: "checkout:errors.contactPhone" },
    ]);
    expect(validateMovieOrder({ ...form, seats: ["R02-01"] }, seatMapFixture())[0]).toEqual({ field: "seats", seat: { kind: "couple_half", seat: "R02-01" } });
    expect(validateMovieOrder(form, undefined)[0]).toEqual({ field: "seats", seat: { kind: "none" } });
  });
});

describe("buildMovieOrderData", () => {
  it("sends the showtime, the seats, the trimmed contact and the source, never a price", () => {
    expect(buildMovieOrderData(form, source)).toEqual({
      type: "movie",
      product_id: 70,
      day: "2026-11-28",
      slot: "19:30|H1",
      seats: ["R01-01", "R01-02"],
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "browser",
      source_port: "h5",
      source_scene: "share",
      idempotency_key: "key-0123456789",
    });
  });
});

const standard = { sku_id: 701, code: "STD" };
const couple = { sku_id: 702, code: "COUPLE" };
const wait = { showtime, kind: standard, quantity: 3, contactName: " 张三 ", contactPhone: "13800138000" };

describe("validateMovieWaitlist", () => {
  it("passes a seat kind, 1 to 4 seats (couple seats in pairs) and a contact", () => {
    expect(validateMovieWaitlist(wait)).toEqual([]);
    expect(validateMovieWaitlist({ ...wait, quantity: 1 })).toEqual([]);
    expect(validateMovieWaitlist({ ...wait, kind: couple, quantity: 2 })).toEqual([]);
    expect(validateMovieWaitlist({ ...wait, kind: couple, quantity: 4 })).toEqual([]);
  });

  it("names a missing kind, a count out of 1..4 and an odd count of couple seats first, then the contact fields", () => {
    expect(validateMovieWaitlist({ ...wait, kind: null, contactName: "" })).toEqual([
      { field: "kind", key: "movies:waitlist.errors.kind" },
      { field: "contactName", key: "checkout:errors.contactName" },
    ]);
    for (const quantity of [0, 5, 1.5]) expect(validateMovieWaitlist({ ...wait, quantity })).toEqual([{ field: "quantity", key: "movies:waitlist.errors.quantity", values: { max: 4 } }]);
    expect(validateMovieWaitlist({ ...wait, kind: couple, quantity: 3 })).toEqual([{ field: "quantity", key: "movies:waitlist.errors.coupleEven" }]);
    expect(validateMovieWaitlist({ ...wait, kind: couple, quantity: 1, contactPhone: "123" })).toEqual([
      { field: "quantity", key: "movies:waitlist.errors.coupleEven" },
      { field: "contactPhone", key: "checkout:errors.contactPhone" },
    ]);
  });
});

describe("buildMovieWaitlistData", () => {
  it("sends the showtime with no seats, the seat kind's SKU and the count, the trimmed contact and the source, never a price", () => {
    expect(buildMovieWaitlistData({ ...wait, kind: couple, quantity: 2 }, source)).toEqual({
      type: "movie",
      product_id: 70,
      day: "2026-11-28",
      slot: "19:30|H1",
      seats: [],
      sku_id: 702,
      quantity: 2,
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "browser",
      source_port: "h5",
      source_scene: "share",
      idempotency_key: "key-0123456789",
    });
  });
});

describe("waiting-list seat counts", () => {
  it("fit a count to the kind: 1..4 seats, couple seats rounded up to a pair within 2..4", () => {
    expect([0, 1, 3, 4, 7].map((n) => fitWaitlistCount(false, n))).toEqual([1, 1, 3, 4, 4]);
    expect([0, 1, 2, 3, 4, 5].map((n) => fitWaitlistCount(true, n))).toEqual([2, 2, 2, 4, 4, 4]);
  });

  it("step a pair at a time for couple seats, one at a time otherwise", () => {
    expect(stepWaitlistCount(true, 2, 3)).toBe(4);
    expect(stepWaitlistCount(true, 4, 3)).toBe(2);
    expect(stepWaitlistCount(true, 4, 5)).toBe(4);
    expect(stepWaitlistCount(false, 2, 3)).toBe(3);
    expect(stepWaitlistCount(false, 1, 0)).toBe(1);
  });
});

describe("priceSeats", () => {
  it("prices each seat at its zone's price and adds them up (fen)", () => {
    const priced = priceSeats(seatMapFixture(), ["R01-01", "R02-01", "R02-02", "R09-09"]);
    expect(priced.map((s) => [s.code, s.priceFen])).toEqual([
      ["R01-01", 4500],
      ["R02-01", 5000],
      ["R02-02", 5000],
    ]);
    expect(seatsTotalFen(priced)).toBe(14500);
  });
});
