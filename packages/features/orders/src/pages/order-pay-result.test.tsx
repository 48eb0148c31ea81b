import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { detail, shownPrices } from "../test-fixtures";
import { OrderPayResultPage } from "./order-pay-result";

describe("OrderPayResultPage", () => {
  it("on success shows what was bought and links to the entry QR codes", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(detail({ order_no: "T1" })) });
    renderAt(<OrderPayResultPage />, "/OrderPayResult?order_no=T1&status=success");
    expect(screen.getByText("支付成功")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "重新支付" })).toBeNull();
    // Issue 9: the order summary, from the order itself.
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(screen.getByText(/成人票/)).toBeInTheDocument();
    expect(shownPrices()).toContain("¥80");
    expect(fake.callsTo("/api/order/detail")[0]?.fields.get("order_no")).toBe("T1");
    await userEvent.click(screen.getByRole("button", { name: "查看入园二维码" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/TicketOrderDetail?order_no=T1");
  });

  it("leads a paid hotel stay to its check-in codes on /HotelOrderDetail", async () => {
    fakeApi({ "/api/order/detail": ok(detail({ order_no: "H1", type: "hotel" })) });
    renderAt(<OrderPayResultPage />, "/OrderPayResult?order_no=H1&status=success");
    expect(await screen.findByText("入住凭证可在订单详情中查看，到店出示即可")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "查看入住凭证" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/HotelOrderDetail?order_no=H1");
  });

  it("on failure offers to pay again", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(detail({ order_no: "T1" })) });
    renderAt(<OrderPayResultPage />, "/OrderPayResult?order_no=T1&status=fail");
    expect(screen.getByText("支付未完成")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重新支付" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/OrderPay?order_no=T1");
    expect(fake.callsTo("/api/order/detail")).toHaveLength(0);
  });
});
