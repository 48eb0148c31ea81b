import { describe, expect, it } from "vitest";
import { ZOrderCreateData, ZOrderCreateRequest, ZOrderListRequest, ZRefundRequest } from "./orders";

const base = {
  type: "ticket",
  product_id: 1,
  sku_id: 2,
  day: "2030-05-01",
  slot: "09:00-11:00",
  quantity: 2,
  traveller_ids: [3, 4],
  contact_name: "张三",
  contact_phone: "13800138000",
  timestamp: 1_900_000_000_000,
  nonce: "a1b2c3d4e5f6",
  idempotency_key: "key-000000001",
};

describe("ZOrderCreateData", () => {
  it("accepts a ticket order and fills the channel defaults", () => {
    const parsed = ZOrderCreateData.parse(base);
    expect(parsed.source_port).toBe("h5");
    expect(parsed.channel).toBe("");
  });

  it("refuses quantities outside 1-10, bad days, bad phones and a client price-free shape", () => {
    expect(ZOrderCreateData.safeParse({ ...base, quantity: 0 }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, quantity: 11 }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, day: "2030/05/01" }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, contact_phone: "12345" }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, type: "hotel" }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, nonce: "x" }).success).toBe(false);
  });

  it("refuses ids beyond the database's integer columns", () => {
    expect(ZOrderCreateData.safeParse({ ...base, traveller_ids: [3, 2_147_483_648] }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, product_id: 2_147_483_648 }).success).toBe(false);
    expect(ZOrderCreateData.safeParse({ ...base, sku_id: 2_147_483_647 }).success).toBe(true);
  });
});

describe("request schemas", () => {
  it("needs a 64-hex signature and a known partner", () => {
    const sig = "ab".repeat(32);
    expect(ZOrderCreateRequest.parse({ data: "{}", signature: sig }).partner_code).toBe("default");
    expect(ZOrderCreateRequest.safeParse({ data: "{}", signature: "zz" }).success).toBe(false);
    expect(ZOrderCreateRequest.safeParse({ data: "{}", signature: sig, partner_code: "x" }).success).toBe(false);
  });

  it("coerces list paging and accepts tab keys or statuses", () => {
    expect(ZOrderListRequest.parse({ page: "2", page_size: "5", status: "" })).toEqual({ page: 2, page_size: 5 });
    expect(ZOrderListRequest.parse({ status: "WAIT_USE" }).status).toBe("WAIT_USE");
    expect(ZOrderListRequest.parse({ status: "CLOSED" }).status).toBe("CLOSED");
    expect(ZOrderListRequest.safeParse({ status: "nope" }).success).toBe(false);
  });

  it("needs a refund reason", () => {
    expect(ZRefundRequest.safeParse({ order_no: "O1", reason: " " }).success).toBe(false);
  });
});
