import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "@wenlv/app-kit/testing";
import { OrderPayResultPage } from "./order-pay-result";

describe("OrderPayResultPage", () => {
  it("on success links to the order detail", async () => {
    renderAt(<OrderPayResultPage />, "/OrderPayResult?order_no=T1&status=success");
    expect(screen.getByText("支付成功")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "重新支付" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "查看订单" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/TicketOrderDetail?order_no=T1");
  });

  it("on failure offers to pay again", async () => {
    renderAt(<OrderPayResultPage />, "/OrderPayResult?order_no=T1&status=fail");
    expect(screen.getByText("支付未完成")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重新支付" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/OrderPay?order_no=T1");
  });
});
