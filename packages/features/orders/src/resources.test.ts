import { REFUND_STATUS_LABELS } from "@wenlv/contract/orders";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PRODUCT_STATUS_LABELS, PRODUCT_TYPES, orderStatusLabel, productStatusLabel, PRODUCT_STATUSES, STATUS_HINTS } from "@wenlv/contract/status";
import { describe, expect, it } from "vitest";
import { ordersEn, ordersZhCN } from "./resources";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("orders strings", () => {
  it("English has every key of Chinese", () => {
    const en = new Set(keysOf({ ...ordersEn, statusLabels: {}, hints: {} }));
    for (const key of keysOf({ ...ordersZhCN, statusLabels: {}, hints: {} })) expect(en, key).toContain(key);
  });

  it("English translates every status label the contract can produce", () => {
    const labels = new Set<string>([...Object.values(ORDER_STATUS_LABELS), ...Object.values(PRODUCT_STATUS_LABELS), ...Object.values(REFUND_STATUS_LABELS)]);
    for (const status of ORDER_STATUSES) {
      for (const type of PRODUCT_TYPES) {
        for (const productStatus of PRODUCT_STATUSES) {
          for (const orderState of ["", "pt"]) labels.add(orderStatusLabel({ status, type, product_status: productStatus, order_state: orderState }));
          labels.add(productStatusLabel(productStatus, type));
        }
      }
    }
    for (const label of labels) expect(ordersEn.statusLabels, label).toHaveProperty([label]);
  });

  it("English translates every status hint", () => {
    for (const status of Object.keys(STATUS_HINTS)) expect(ordersEn.hints, status).toHaveProperty([status]);
  });
});
