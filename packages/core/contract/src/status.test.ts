import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_TRANSITIONS,
  QR_STATUS,
  QR_STATUS_LABELS,
  TransitionError,
  assertTransition,
  canTransition,
  orderStatusLabel,
  productStatusLabel,
  statusHint,
} from "./status";

describe("section 4 enums", () => {
  it("lists every order and product status with a Chinese label", () => {
    expect(ORDER_STATUSES).toHaveLength(11);
    expect(PRODUCT_STATUSES).toHaveLength(16);
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/[\u4e00-\u9fff]/);
    for (const s of PRODUCT_STATUSES) expect(PRODUCT_STATUS_LABELS[s]).toMatch(/[\u4e00-\u9fff]/);
  });

  it("has QR statuses 0-3", () => {
    expect(QR_STATUS).toEqual({ UNUSED: 0, USED: 1, EXPIRED: 2, CANCELLED: 3 });
    expect(QR_STATUS_LABELS).toEqual({ 0: "未使用", 1: "已使用", 2: "已过期", 3: "已取消" });
  });
});

describe("orderStatusLabel", () => {
  it("labels PAID tickets by product status", () => {
    expect(orderStatusLabel({ status: "PAID", type: "ticket", product_status: "PAID" })).toBe("待出票");
    expect(orderStatusLabel({ status: "PAID", type: "hotel", product_status: "WAIT_USE" })).toBe("已出票");
    expect(orderStatusLabel({ status: "PAID", type: "line", product_status: "TICKET_ERROR" })).toBe("出票失败");
    expect(orderStatusLabel({ status: "PAID", type: "merchandise", product_status: "WAIT_POST" })).toBe("已支付");
  });

  it("labels group-buy orders", () => {
    expect(orderStatusLabel({ status: "PAID", type: "ticket", product_status: "WAIT_USE", order_state: "pt" })).toBe("已支付，拼团中");
    expect(orderStatusLabel({ status: "WAIT_REFUND", type: "food", order_state: "pt" })).toBe("退款中");
  });

  it("labels refunds of venue and ticket as ticket returns", () => {
    expect(orderStatusLabel({ status: "WAIT_REFUND", type: "venue" })).toBe("退票中");
    expect(orderStatusLabel({ status: "WAIT_REFUND", type: "hotel" })).toBe("待退款");
    expect(orderStatusLabel({ status: "REFUND", type: "ticket" })).toBe("已退票");
    expect(orderStatusLabel({ status: "REFUND", type: "food" })).toBe("已退款");
  });

  it("falls back to the default label", () => {
    expect(orderStatusLabel({ status: "UNPAID", type: "ticket" })).toBe("待支付");
    expect(orderStatusLabel({ status: "SOMETHING", type: "ticket" })).toBe("SOMETHING");
  });
});

describe("productStatusLabel and hints", () => {
  it("reads WAIT_USE as 待使用 for movie, coupon and food, else 待出行", () => {
    expect(productStatusLabel("WAIT_USE", "movie")).toBe("待使用");
    expect(productStatusLabel("WAIT_USE", "coupon")).toBe("待使用");
    expect(productStatusLabel("WAIT_USE", "food")).toBe("待使用");
    expect(productStatusLabel("WAIT_USE", "ticket")).toBe("待出行");
    expect(productStatusLabel("TICKET_ERROR", "ticket")).toBe("预订失败");
  });

  it("gives the section 4 hints", () => {
    expect(statusHint("WAIT_PAYMENT")?.text).toBe("库存有限，请尽快支付");
    expect(statusHint("WAIT_USE")?.title).toBe("预订成功");
    expect(statusHint("WAIT_COMMENT")?.text).toContain("感谢");
    expect(statusHint("CLOSED")?.text).toBe("订单已取消，可重新预订");
    expect(statusHint("REFUND")?.text).toBe("订单已取消，可重新预订");
    expect(statusHint("EXPIRED")).toBeNull();
  });
});

describe("transitions", () => {
  it("allows the purchase and refund paths", () => {
    expect(canTransition("order", "UNPAID", "PAID")).toBe(true);
    expect(canTransition("order", "UNPAID", "CLOSED")).toBe(true);
    expect(canTransition("order", "PAID", "WAIT_REFUND")).toBe(true);
    expect(canTransition("order", "WAIT_REFUND", "REFUND")).toBe(true);
    expect(canTransition("product", "WAIT_PAYMENT", "WAIT_USE")).toBe(true);
    expect(canTransition("product", "WAIT_USE", "WAIT_REFUND")).toBe(true);
    expect(canTransition("product", "WAIT_REFUND", "REFUND")).toBe(true);
  });

  it("refuses moves out of final states, skips and unknown states", () => {
    expect(canTransition("order", "CLOSED", "PAID")).toBe(false);
    expect(canTransition("order", "REFUND", "PAID")).toBe(false);
    expect(canTransition("order", "UNPAID", "REFUND")).toBe(false);
    expect(canTransition("order", "PAID", "PAID")).toBe(false);
    expect(canTransition("order", "toString", "PAID")).toBe(false);
    expect(canTransition("product", "CLOSED", "WAIT_USE")).toBe(false);
    expect(canTransition("product", "WAIT_PAYMENT", "REFUND")).toBe(false);
  });

  it("only names known statuses in the tables", () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      expect(ORDER_STATUSES).toContain(from);
      for (const to of tos) expect(ORDER_STATUSES).toContain(to);
    }
    for (const [from, tos] of Object.entries(PRODUCT_TRANSITIONS)) {
      expect(PRODUCT_STATUSES).toContain(from);
      for (const to of tos) expect(PRODUCT_STATUSES).toContain(to);
    }
  });

  it("assertTransition throws a TransitionError for a refused move", () => {
    expect(() => assertTransition("order", "UNPAID", "PAID")).not.toThrow();
    expect(() => assertTransition("order", "CLOSED", "PAID")).toThrow(TransitionError);
  });
});
