import { describe, expect, it } from "vitest";
import { buildMovieOrderData, validateMovieOrder } from "./order-data";
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
