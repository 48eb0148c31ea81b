import { describe, expect, it } from "vitest";
import { buildCartOrderData, cartSelection, lineMax, parseCartIds, validateCartOrder } from "./cart";
import { cartLine } from "./test-fixtures";

const source = { channel: "browser", sourceScene: "", idempotencyKey: "key-12345678" };

describe("the ticket cart's rules", () => {
  it("totals only the ticked lines that can be bought", () => {
    const lines = [cartLine(), cartLine({ id: 2, quantity: 1, unit_price_fen: 7000, real_name: false }), cartLine({ id: 3, block: "sold_out", remaining: 0 })];
    expect(cartSelection(lines, new Set([1, 2, 3]))).toMatchObject({ totalFen: 23000, tickets: 3 });
    expect(cartSelection(lines, new Set([2])).lines.map((l) => l.id)).toEqual([2]);
  });

  it("bounds a line by the places left and by 10", () => {
    expect(lineMax(cartLine({ remaining: 3 }))).toBe(3);
    expect(lineMax(cartLine({ remaining: 50 }))).toBe(10);
    expect(lineMax(cartLine({ remaining: null }))).toBe(10);
  });

  it("reads line ids from the query, dropping junk and repeats", () => {
    expect(parseCartIds("3,4,x,3,-1, 5")).toEqual([3, 4, 5]);
    expect(parseCartIds(null)).toEqual([]);
  });

  it("asks one traveller per ticket on a real-name line, a buyable line and the contact", () => {
    const lines = [cartLine(), cartLine({ id: 2, real_name: false }), cartLine({ id: 3, block: "ended", scenic_name: "虎丘" })];
    const problems = validateCartOrder({ lines, travellers: { 1: [5] }, contactName: "", contactPhone: "123" });
    expect(problems.map((p) => [p.field, p.key])).toEqual([
      ["lines", "cart.errors.blocked"],
      ["travellers:1", "checkout:errors.travellers"],
      ["travellers:3", "checkout:errors.travellers"],
      ["contactName", expect.any(String)],
      ["contactPhone", expect.any(String)],
    ]);
    expect(validateCartOrder({ lines: [], travellers: {}, contactName: "张三", contactPhone: "13800138000" })).toEqual([{ field: "lines", key: "cart.errors.empty" }]);
  });

  it("builds the signed create's lines with travellers only where the product is real-name", () => {
    const lines = [cartLine({ id: 1 }), cartLine({ id: 2, sku_id: 12, real_name: false, quantity: 1 })];
    const data = buildCartOrderData({ lines, travellers: { 1: [5, 6], 2: [9] }, contactName: " 张三 ", contactPhone: "13800138000" }, source);
    expect(data).toEqual({
      type: "ticket_cart",
      lines: [
        { product_id: 7, sku_id: 11, day: "2025-05-01", slot: "09:00-11:00", quantity: 2, traveller_ids: [5, 6] },
        { product_id: 7, sku_id: 12, day: "2025-05-01", slot: "09:00-11:00", quantity: 1, traveller_ids: [] },
      ],
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "browser",
      source_port: "h5",
      source_scene: "",
      idempotency_key: "key-12345678",
    });
  });
});
