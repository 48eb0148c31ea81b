import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("orders routes", () => {
  it("registers the payment and order screens with their titles", () => {
    expect(routeTitlesIn(routes, "zh-CN")).toEqual([
      ["/OrderPay", "订单支付"],
      ["/OrderWaiting", "支付确认中"],
      ["/OrderPayResult", "支付结果"],
      ["/Trades", "我的订单"],
      ["/TicketOrderDetail", "订单详情"],
      ["/HotelOrderDetail", "订单详情"],
      ["/LineOrderDetail", "订单详情"],
      ["/MovieOrderDetail", "订单详情"],
      ["/TicketCartOrderDetail", "订单详情"],
      ["/RefundOrderDetail", "退款详情"],
    ]);
    expectTitlesTranslated(routes);
  });
});
