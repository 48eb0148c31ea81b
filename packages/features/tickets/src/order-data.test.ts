import { ZTicketOrderCreateData } from "@wenlv/contract/orders";
import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "@wenlv/checkout";
import { buildTicketOrderData, maxQuantity, validateTicketOrder, type TicketOrderForm } from "./order-data";

const valid: TicketOrderForm = {
  productId: 7,
  skuId: 11,
  day: "2025-05-01",
  slot: "09:00-11:00",
  quantity: 2,
  remaining: 5,
  waitlist: false,
  realName: true,
  travellerIds: [31, 32],
  contactName: " 张三 ",
  contactPhone: "13800138000",
};

const keys = (form: TicketOrderForm) => validateTicketOrder(form).map((p) => p.key);

describe("validateTicketOrder", () => {
  it("accepts a complete form", () => {
    expect(validateTicketOrder(valid)).toEqual([]);
  });

  it("asks for the day and slot first, in page order", () => {
    expect(keys({ ...valid, day: null, slot: null })).toEqual(["order.errors.day", "order.errors.slot"]);
  });

  it("needs exactly one traveller per ticket for real-name products", () => {
    expect(validateTicketOrder({ ...valid, travellerIds: [31] })).toEqual([
      { field: "travellers", key: "checkout:errors.travellers", values: { count: 2 } },
    ]);
    expect(keys({ ...valid, travellerIds: [31, 32, 33] })).toEqual(["checkout:errors.travellers"]);
    expect(keys({ ...valid, realName: false, travellerIds: [] })).toEqual([]);
  });

  it("keeps the quantity within 1..min(10, remaining)", () => {
    expect(keys({ ...valid, quantity: 6, travellerIds: [1, 2, 3, 4, 5, 6] })).toEqual(["order.errors.quantity"]);
    expect(keys({ ...valid, quantity: 0, travellerIds: [] })).toEqual(["order.errors.quantity"]);
    expect(keys({ ...valid, remaining: 0 })).toEqual(["order.errors.soldOut"]);
    expect(maxQuantity(null)).toBe(10);
    expect(maxQuantity(50)).toBe(10);
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(-1)).toBe(0);
  });
});

describe("validateTicketOrder for a waiting-list join (decision 035)", () => {
  const join: TicketOrderForm = { ...valid, remaining: 0, waitlist: true };

  it("accepts a join on a sold-out slot, with 1..10 tickets whatever the stock", () => {
    expect(validateTicketOrder(join)).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(keys({ ...join, quantity: 10, travellerIds: ten })).toEqual([]);
    expect(validateTicketOrder({ ...join, quantity: 11, travellerIds: [...ten, 11] })).toEqual([{ field: "quantity", key: "order.errors.quantity", values: { max: 10 } }]);
    expect(keys({ ...join, quantity: 0, travellerIds: [] })).toEqual(["order.errors.quantity"]);
    expect(maxQuantity(0, true)).toBe(10);
  });

  it("refuses a join while the slot has places, as the API does (尚有余位，请直接预订)", () => {
    expect(validateTicketOrder({ ...join, remaining: 3 })).toEqual([{ field: "slot", key: "order.errors.hasPlaces" }]);
  });

  it("still asks for the day, the slot, one traveller per ticket and the contact", () => {
    expect(keys({ ...join, day: null, slot: null })).toEqual(["order.errors.day", "order.errors.slot"]);
    expect(keys({ ...join, travellerIds: [31] })).toEqual(["checkout:errors.travellers"]);
    expect(keys({ ...join, contactName: "", contactPhone: "123" })).toEqual(["checkout:errors.contactName", "checkout:errors.contactPhone"]);
  });

  it("builds the same payload as an order create", () => {
    const source = { channel: "browser", sourceScene: "", idempotencyKey: newIdempotencyKey() };
    expect(buildTicketOrderData(join, source)).toEqual(buildTicketOrderData({ ...join, waitlist: false }, source));
  });

  it("checks the contact (spec section 5 mainland mobile)", () => {
    expect(keys({ ...valid, contactName: "  " })).toEqual(["checkout:errors.contactName"]);
    expect(keys({ ...valid, contactPhone: "12800138000" })).toEqual(["checkout:errors.contactPhone"]);
    expect(keys({ ...valid, contactPhone: "1380013800" })).toEqual(["checkout:errors.contactPhone"]);
  });
});

describe("buildTicketOrderData", () => {
  const source = { channel: "wechat", sourceScene: "share", idempotencyKey: newIdempotencyKey() };

  it("builds the contract's payload without any price, valid once signed fields are added", () => {
    const data = buildTicketOrderData(valid, source);
    expect(data).toEqual({
      type: "ticket",
      product_id: 7,
      sku_id: 11,
      day: "2025-05-01",
      slot: "09:00-11:00",
      quantity: 2,
      traveller_ids: [31, 32],
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "wechat",
      source_port: "h5",
      source_scene: "share",
      idempotency_key: source.idempotencyKey,
    });
    const parsed = ZTicketOrderCreateData.safeParse({ ...data, timestamp: Date.now(), nonce: newIdempotencyKey() });
    expect(parsed.success).toBe(true);
  });

  it("sends no travellers for products without real names", () => {
    expect(buildTicketOrderData({ ...valid, realName: false }, source).traveller_ids).toEqual([]);
  });

  it("refuses a form without day or slot", () => {
    expect(() => buildTicketOrderData({ ...valid, slot: null }, source)).toThrow(/validate/);
  });

  it("makes a new idempotency key each time, within the contract's 8-64 [A-Za-z0-9_-]", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
