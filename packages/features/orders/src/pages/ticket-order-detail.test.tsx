import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OrderDetail, RefundRequested } from "@wenlv/contract/orders";
import { i18n } from "@wenlv/i18n";
import { detail } from "../test-fixtures";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { TicketOrderDetailPage } from "./ticket-order-detail";

const url = "/TicketOrderDetail?order_no=T202505010001";

function detailApi(order: OrderDetail, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ "/api/order/detail": ok(order), ...extra });
}

describe("TicketOrderDetailPage", () => {
  it("shows the status, the hint and one QR code per voucher", async () => {
    detailApi(detail());
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("heading", { name: "已出票" })).toBeInTheDocument();
    expect(screen.getByText("预订成功，请按预约时间出示二维码使用")).toBeInTheDocument();
    const qrs = screen.getAllByRole("img", { name: /入园二维码/ });
    expect(qrs).toHaveLength(2);
    expect(qrs[0]).toHaveAccessibleName("张三的入园二维码，未使用");
    expect(qrs[1]).toHaveAccessibleName("李四的入园二维码，已使用");
    expect(screen.getByText("V0000000001")).toBeInTheDocument();
    expect(screen.getByText("320***********5678")).toBeInTheDocument();
  });

  it("shows the coupon discount and the coupons used above the amount paid, and no discount row without coupons (decision 037)", async () => {
    detailApi(detail({ amount_fen: 10000, discount_fen: 6000, coupons: ["景区门票 满50减10", "苏州文旅消费券 满200减50"] }));
    const { unmount } = renderAt(<TicketOrderDetailPage />, url);
    const discount = (await screen.findByText("优惠券抵扣")).closest(".wl-orders-row")!;
    expect(discount).toHaveTextContent("−¥60");
    expect(discount).toHaveTextContent("景区门票 满50减10、苏州文旅消费券 满200减50");
    expect(screen.getByText("订单金额").closest(".wl-orders-row")).toHaveTextContent("¥100");
    unmount();
    detailApi(detail());
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByText("订单金额")).toBeInTheDocument();
    expect(screen.queryByText("优惠券抵扣")).toBeNull();
  });

  it("shows the 预订须知 each ticket was sold under, from the item's snapshot (issue 9)", async () => {
    const base = detail();
    detailApi(detail({ items: [{ ...base.items[0]!, rules: { refund: { kind: "before", hours: 24 }, entry: "qr", proof: "student", sample: true } }] }));
    renderAt(<TicketOrderDetailPage />, url);
    const notice = await screen.findByRole("region", { name: "预订须知" });
    expect(notice).toHaveTextContent("出行时段开始前24小时以前可免费退款，之后不可退款。");
    expect(notice).toHaveTextContent("凭订单中的入园二维码扫码入园");
    expect(notice).toHaveTextContent("需携带有效学生证");
    expect(notice).toHaveTextContent("以上规则为示例数据");
  });

  it("shows no 预订须知 for an order sold before rules existed, and one per SKU when there are several", async () => {
    const base = detail();
    detailApi(detail({ items: [{ ...base.items[0]!, rules: null }] }));
    const { unmount } = renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("heading", { name: "已出票" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /预订须知/ })).toBeNull();
    unmount();
    const adult = base.items[0]!;
    detailApi(detail({ items: [adult, { ...adult, id: adult.id + 1, sku_name: "学生票", rules: { refund: { kind: "none" }, entry: "id_card", proof: "student", sample: false } }] }));
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("region", { name: "成人票 · 预订须知" })).toHaveTextContent("未使用的门票在出行日前（含当天）可随时申请全额退款。");
    const student = screen.getByRole("region", { name: "学生票 · 预订须知" });
    expect(student).toHaveTextContent("该门票一经售出不可退款。");
    expect(student).not.toHaveTextContent("示例数据");
  });

  it("offers 再次预订 on a cancelled ticket order, to the same spot and ticket (issue 9)", async () => {
    detailApi(detail({ status: "CLOSED", product_status: "CLOSED", hint: { title: "订单已取消", text: "订单已取消，可重新预订" }, can_refund: false, can_rebook: true }));
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByText("订单已取消，可重新预订")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "再次预订" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/TicketOrder?id=1&sku=5");
  });

  it("rebooks through /TicketOrderKs on the kunshan shell, like its detail page books", async () => {
    fakeApi(
      { "/api/order/detail": ok(detail({ status: "CLOSED", product_status: "CLOSED", hint: { title: "订单已取消", text: "订单已取消，可重新预订" }, can_refund: false, can_rebook: true })) },
      { partnerCode: "kunshan" },
    );
    renderAt(<TicketOrderDetailPage />, url);
    await userEvent.click(await screen.findByRole("button", { name: "再次预订" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/TicketOrderKs?id=1&sku=5");
  });

  it("offers no 再次预订 while the order stands", async () => {
    detailApi(detail());
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("heading", { name: "已出票" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "再次预订" })).toBeNull();
  });

  it("names the product in Chinese, and in English on English screens", async () => {
    detailApi(detail());
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("heading", { name: "拙政园" })).toBeInTheDocument();
    expect(screen.getByText("成人票")).toBeInTheDocument();
    await i18n.changeLanguage("en");
    try {
      expect(await screen.findByRole("heading", { name: "Humble Administrator's Garden" })).toBeInTheDocument();
      expect(screen.getByText("Adult")).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "拙政园" })).toBeNull();
    } finally {
      await i18n.changeLanguage("zh-CN");
    }
  });

  it("offers only the actions the API allows", async () => {
    detailApi(detail({ can_refund: false, can_cancel: false, can_pay: false }));
    renderAt(<TicketOrderDetailPage />, url);
    await screen.findByRole("heading", { name: "已出票" });
    expect(screen.queryByRole("button", { name: "取消订单" })).toBeNull();
    expect(screen.queryByRole("button", { name: "申请退款" })).toBeNull();
    expect(screen.queryByRole("button", { name: "去支付" })).toBeNull();
  });

  it("cancels an unpaid order after the confirm dialog", async () => {
    let order = detail({ status: "UNPAID", product_status: "WAIT_PAYMENT", vouchers: [], paid_at: null, can_pay: true, can_cancel: true, can_refund: false });
    const fake = detailApi(order, {
      "/api/order/cancel": () => {
        order = { ...order, status: "CLOSED", product_status: "CLOSED", can_pay: false, can_cancel: false };
        return ok(null);
      },
      "/api/order/detail": () => ok(order),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByRole("button", { name: "去支付" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "申请退款" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "取消订单" }));
    expect(fake.callsTo("/api/order/cancel")).toHaveLength(0);
    await user.click(await screen.findByText("确定取消"));
    await waitFor(() => expect(fake.callsTo("/api/order/cancel")).toHaveLength(1));
    expect(fake.callsTo("/api/order/cancel")[0]?.fields.get("order_no")).toBe("T202505010001");
    expect(await screen.findByRole("heading", { name: "已取消" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "去支付" })).toBeNull();
  });

  it("requests a refund with the chosen reason and opens the refund progress", async () => {
    const fake = detailApi(detail(), { "/api/order/refund": ok({ refund_no: "R1" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请选择退款原因");
    expect(fake.callsTo("/api/order/refund")).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "预约时间不合适" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/RefundOrderDetail?order_no=T202505010001"));
    const [call] = fake.callsTo("/api/order/refund");
    expect(call?.fields.get("reason")).toBe("预约时间不合适");
    expect(call?.fields.get("order_no")).toBe("T202505010001");
  });

  it("sends the visitor's own words under 其他原因", async () => {
    const fake = detailApi(detail(), { "/api/order/refund": ok({ refund_no: "R2" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    await user.click(screen.getByRole("radio", { name: "其他原因" }));
    await user.type(screen.getByRole("textbox", { name: "其他原因" }), "  临时加班 ");
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("reason")).toBe("临时加班");
  });

  it("lets the visitor untick travellers, shows the amount that comes back, and refunds only the ticked one (issue 9)", async () => {
    const order = detail({
      items: [{ ...detail().items[0]!, rules: { refund: { kind: "partial", fee_percent: 10 }, entry: "id_card", proof: null, sample: true }, refund_unit_fen: 7200 }],
      vouchers: detail().vouchers.map((v) => ({ ...v, qr_status: 0, qr_status_label: "未使用" })),
    });
    const fake = detailApi(order, { "/api/order/refund": ok({ refund_no: "R3" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    const sheet = screen.getByRole("dialog");
    expect(screen.getByRole("checkbox", { name: "张三" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "李四" })).toBeChecked();
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥144");
    await user.click(screen.getByRole("checkbox", { name: "张三" }));
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥72");
    await user.click(screen.getByRole("radio", { name: "天气原因" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("102");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/RefundOrderDetail?order_no=T202505010001&refund_no=R3"));
  });
});
