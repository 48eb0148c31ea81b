import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PayCreated } from "@wenlv/contract/orders";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openGateway } from "../open-gateway";
import { detail, shownPrices } from "../test-fixtures";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { OrderPayPage } from "./order-pay";

vi.mock("../open-gateway", () => ({ openGateway: vi.fn() }));

const unpaid = (expiresInMs: number) =>
  detail({
    status: "UNPAID",
    product_status: "WAIT_PAYMENT",
    vouchers: [],
    paid_at: null,
    can_pay: true,
    can_cancel: true,
    can_refund: false,
    amount_fen: 16050,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  });

afterEach(() => {
  vi.mocked(openGateway).mockReset();
});

describe("OrderPayPage", () => {
  it("shows the amount and the closing countdown, then opens the gateway's pay_url", async () => {
    const fake = fakeApi({
      "/api/order/detail": ok(unpaid(5 * 60_000 + 500)),
      "/api/pay/create": ok({ pay_url: "/pay/sandbox/checkout?out_trade_no=P1&sign=x", out_trade_no: "P1" } satisfies PayCreated),
    });
    const user = userEvent.setup();
    renderAt(<OrderPayPage />, "/OrderPay?order_no=T202505010001");
    expect(await screen.findByRole("timer")).toHaveTextContent(/^0[45]:\d\d 后自动关闭$/);
    expect(shownPrices()).toContain("¥160.5");
    expect(screen.getByRole("radio", { name: "沙箱支付" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "立即支付" }));
    await waitFor(() => expect(openGateway).toHaveBeenCalledWith("/pay/sandbox/checkout?out_trade_no=P1&sign=x"));
    expect(fake.callsTo("/api/pay/create")[0]?.fields.get("order_no")).toBe("T202505010001");
  });

  it("refuses to pay an order whose time ran out", async () => {
    fakeApi({ "/api/order/detail": ok(unpaid(-1000)) });
    renderAt(<OrderPayPage />, "/OrderPay?order_no=T202505010001");
    expect(await screen.findByRole("alert")).toHaveTextContent("订单已超时关闭，请重新下单");
    expect(screen.queryByRole("button", { name: "立即支付" })).toBeNull();
    expect(screen.getByRole("button", { name: "查看订单" })).toBeInTheDocument();
  });

  it("offers the order instead of payment when the order is already paid", async () => {
    fakeApi({ "/api/order/detail": ok(detail()) });
    renderAt(<OrderPayPage />, "/OrderPay?order_no=T202505010001");
    expect(await screen.findByText("该订单当前无需支付")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "立即支付" })).toBeNull();
  });
});
