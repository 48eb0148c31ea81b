import { REFUND_STATUS_LABELS } from "@wenlv/contract/orders";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PRODUCT_STATUS_LABELS, PRODUCT_TYPES, orderStatusLabel, productStatusLabel, PRODUCT_STATUSES, STATUS_HINTS } from "@wenlv/contract/status";
import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { ORDERS_NS } from "../i18n";
import { ordersEn } from "./en";
import { ordersZhCN } from "./zh";

describe("orders strings", () => {
  it("are registered in both languages with the same keys (English-only status labels and hints aside)", () => {
    expectStringsMatch(ORDERS_NS, ordersZhCN, ordersEn, { englishOnly: ["statusLabels", "hints"] });
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
