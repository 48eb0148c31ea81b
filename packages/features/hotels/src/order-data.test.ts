import { ZHotelOrderCreateData } from "@wenlv/contract/orders";
import { describe, expect, it } from "vitest";
import { buildHotelOrderData, validateHotelOrder, type HotelOrderForm } from "./order-data";

const form: HotelOrderForm = {
  productId: 71,
  skuId: 171,
  stay: { checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: 2 },
  guests: [" 王芳 ", "李娜", "多余"],
  bookable: true,
  contactName: "张三",
  contactPhone: "13800138000",
};
const source = { channel: "wechat", sourceScene: "", idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e" };

describe("hotel order data", () => {
  it("passes a full form and builds a payload the contract accepts, one trimmed guest per room", () => {
    expect(validateHotelOrder(form)).toEqual([]);
    const data = buildHotelOrderData(form, source);
    expect(data.guests).toEqual(["王芳", "李娜"]);
    expect(ZHotelOrderCreateData.safeParse({ ...data, timestamp: Date.now(), nonce: "0f8fad5b-d9cb-469f-a165-70867728950f" }).success).toBe(true);
  });

  it("names each missing guest's room, a stay without rooms, and the contact", () => {
    const problems = validateHotelOrder({ ...form, guests: ["王芳", " "], bookable: false, contactPhone: "123" });
    expect(problems.map((p) => [p.field, p.key, p.values?.index])).toEqual([
      ["stay", "order.errors.soldOut", undefined],
      ["guest1", "order.errors.guests", 2],
      ["contactPhone", "checkout:errors.contactPhone", undefined],
    ]);
    // Unknown availability is not a problem yet: the API decides.
    expect(validateHotelOrder({ ...form, bookable: null })).toEqual([]);
  });
});
