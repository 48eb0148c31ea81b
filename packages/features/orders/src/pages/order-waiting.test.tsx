import { screen, waitFor } from "@testing-library/react";
import type { PayStatus } from "@wenlv/contract/orders";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { OrderWaitingPage, PAY_POLL_INTERVAL_MS } from "./order-waiting";

describe("OrderWaitingPage", () => {
  it("polls the payment status until paid, then shows the success result", async () => {
    let asked = 0;
    const fake = fakeApi({
      "/api/pay/status": () => {
        asked += 1;
        return ok({ status: asked >= 2 ? "PAID" : "UNPAID", paid: asked >= 2 } satisfies PayStatus);
      },
    });
    renderAt(<OrderWaitingPage />, "/OrderWaiting?order_no=T1");
    expect(screen.getByRole("status")).toHaveTextContent("正在确认支付结果");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/OrderPayResult?order_no=T1&status=success"), {
      timeout: PAY_POLL_INTERVAL_MS * 3,
    });
    expect(fake.callsTo("/api/pay/status").length).toBeGreaterThanOrEqual(2);
    expect(fake.callsTo("/api/pay/status")[0]?.fields.get("order_no")).toBe("T1");
  });

  it("reports failure at once when the visitor cancelled at the gateway and the order is unpaid", async () => {
    fakeApi({ "/api/pay/status": ok({ status: "UNPAID", paid: false } satisfies PayStatus) });
    renderAt(<OrderWaitingPage />, "/OrderWaiting?order_no=T1&pay_cancel=1");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/OrderPayResult?order_no=T1&status=fail"));
  });

  it("reports failure when the order closed", async () => {
    fakeApi({ "/api/pay/status": ok({ status: "CLOSED", paid: false } satisfies PayStatus) });
    renderAt(<OrderWaitingPage />, "/OrderWaiting?order_no=T1");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("status=fail"));
  });
});
