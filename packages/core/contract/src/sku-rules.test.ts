import { describe, expect, it } from "vitest";
import { ZRefundRequest } from "./orders";
import { refundFeeFen, ZSkuRules } from "./sku-rules";

describe("sku rules (issue 9, decision 022)", () => {
  it("keeps no fee except under a partial policy, rounded down to whole fen", () => {
    expect(refundFeeFen({ kind: "anytime" }, 8000)).toBe(0);
    expect(refundFeeFen({ kind: "partial", fee_percent: 10 }, 8000)).toBe(800);
    expect(refundFeeFen({ kind: "partial", fee_percent: 15 }, 4010)).toBe(601);
  });
  it("refuses an unknown refund kind", () => {
    expect(ZSkuRules.safeParse({ refund: { kind: "sometimes" }, entry: "qr", proof: null, sample: false }).success).toBe(false);
  });
  it("reads the chosen tickets of a refund as distinct ids; empty means all", () => {
    expect(ZRefundRequest.parse({ order_no: "A1", reason: "x", voucher_ids: "3,5,3" }).voucher_ids).toEqual([3, 5]);
    expect(ZRefundRequest.parse({ order_no: "A1", reason: "x", voucher_ids: "" }).voucher_ids).toBeUndefined();
    expect(ZRefundRequest.safeParse({ order_no: "A1", reason: "x", voucher_ids: "3;5" }).success).toBe(false);
  });
});
