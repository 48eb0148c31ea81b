import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RefundDetail } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { shownPrices } from "../test-fixtures";
import { REFUND_POLL_MS, RefundOrderDetailPage } from "./refund-order-detail";

const pending: RefundDetail = {
  order_no: "T1",
  refund_no: "R202505010001",
  travellers: ["张三", "李四"],
  amount_fen: 16000,
  reason: "行程有变，无法前往",
  status: "PENDING",
  status_label: "退款处理中",
  order_status: "WAIT_REFUND",
  order_status_label: "退票中",
  created_at: "2025-05-01T01:00:00.000Z",
  done_at: null,
};

describe("RefundOrderDetailPage", () => {
  it("shows a pending refund in progress with amount and Shanghai times", async () => {
    fakeApi({ "/api/order/refundDetail": ok(pending) });
    renderAt(<RefundOrderDetailPage />, "/RefundOrderDetail?order_no=T1");
    expect(await screen.findByRole("heading", { name: "退款处理中" })).toBeInTheDocument();
    expect(shownPrices()).toContain("¥160");
    expect(screen.getAllByText("2025-05-01 09:00").length).toBeGreaterThan(0);
    expect(screen.getByText("退票中")).toBeInTheDocument();
    expect(screen.getByText("退款处理中，款项将原路退回")).toBeInTheDocument();
  });

  it("shows a completed refund with its time", async () => {
    fakeApi({ "/api/order/refundDetail": ok({ ...pending, status: "DONE", status_label: "退款成功", order_status: "REFUND", order_status_label: "已退票", done_at: "2025-05-01T01:05:00.000Z" }) });
    renderAt(<RefundOrderDetailPage />, "/RefundOrderDetail?order_no=T1");
    expect(await screen.findByRole("heading", { name: "退款成功" })).toBeInTheDocument();
    expect(screen.getAllByText("2025-05-01 09:05").length).toBeGreaterThan(0);
    expect(screen.getByText("退款已原路退回")).toBeInTheDocument();
  });

  it("asks again while the refund is pending and shows it done without a reload, then stops asking", async () => {
    let calls = 0;
    const done = { ...pending, status: "DONE" as const, status_label: "退款成功", order_status: "REFUND" as const, order_status_label: "已退票", done_at: "2025-05-01T01:05:00.000Z" };
    const fake = fakeApi({ "/api/order/refundDetail": () => ok(++calls >= 2 ? done : pending) });
    renderAt(<RefundOrderDetailPage />, "/RefundOrderDetail?order_no=T1");
    expect(await screen.findByRole("heading", { name: "退款处理中" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "退款成功" }, { timeout: REFUND_POLL_MS + 2_000 })).toBeInTheDocument();
    const asked = fake.callsTo("/api/order/refundDetail").length;
    await new Promise((resolve) => setTimeout(resolve, REFUND_POLL_MS + 500));
    expect(fake.callsTo("/api/order/refundDetail")).toHaveLength(asked);
  }, 15_000);
});
