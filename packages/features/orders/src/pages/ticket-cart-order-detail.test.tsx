import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderDetail, RefundRequested } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { OrderCard } from "../components/order-card";
import { orderDetailHref } from "../detail-path";
import { detail } from "../test-fixtures";
import { TicketCartOrderDetailPage } from "./ticket-cart-order-detail";
import { TicketOrderDetailPage } from "./ticket-order-detail";

/** A paid cart order: 2 tickets of 拙政园 on 1 May and 1 of 虎丘 on 2 May, one code per traveller; 虎丘's is refunded. */
function cartDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  const base = detail().items[0]!;
  const item = (id: number, title: string, ownerId: number, day: string, quantity: number, price: number, status: "WAIT_USE" | "REFUND", label: string) => ({
    ...base,
    id,
    title,
    title_en: "",
    sku_name: "成人票",
    sku_name_en: "Adult",
    day,
    slot: "09:00-12:00",
    quantity,
    unit_price_fen: price,
    owner_type: "scenic",
    owner_id: ownerId,
    product_status: status,
    product_status_label: label,
    refund_unit_fen: price,
  });
  const voucher = (id: number, itemId: number, name: string, qr: 0 | 3) => ({ id, traveller_name: name, traveller_id_masked: "3205**********1234", code: `C${id}`, qr_status: qr, qr_status_label: qr === 0 ? "未使用" : "已取消", order_item_id: itemId, refunding: false, seat_code: null });
  return detail({
    order_no: "C202505010001",
    order_state: "cart",
    amount_fen: 2 * 8000 + 7000,
    quantity: 3,
    items: [item(51, "拙政园", 1, "2025-05-01", 2, 8000, "WAIT_USE", "待出行"), item(52, "虎丘", 2, "2025-05-02", 1, 7000, "REFUND", "已退订")],
    vouchers: [voucher(501, 51, "张三", 0), voucher(502, 51, "李四", 0), voucher(503, 52, "张三", 3)],
    ...over,
  });
}

const url = "/TicketCartOrderDetail?order_no=C202505010001";

describe("TicketCartOrderDetailPage", () => {
  it("shows each spot's tickets with their visit, own status and codes, and the order's amount", async () => {
    fakeApi({ "/api/order/detail": ok(cartDetail()) });
    renderAt(<TicketCartOrderDetailPage />, url);
    const first = await screen.findByRole("region", { name: "门票1拙政园" });
    expect(first).toHaveTextContent("成人票¥80 × 2");
    expect(first).toHaveTextContent("2025-05-01 09:00-12:00");
    expect(first).toHaveTextContent("待出行");
    expect(within(first).getByRole("link", { name: "拙政园" })).toHaveAttribute("href", "/ScenicDetail?id=1");
    expect(within(first).getAllByRole("img").map((qr) => qr.getAttribute("aria-label"))).toEqual([expect.stringContaining("张三"), expect.stringContaining("李四")]);
    const second = screen.getByRole("region", { name: "门票2虎丘" });
    expect(second).toHaveTextContent("已退订");
    expect(within(second).getAllByRole("img")).toHaveLength(1);
    expect(screen.getByText("本订单含2项门票，一次支付；每项门票按各自的日期和时段入园，可分别退款")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "订单金额" })).toHaveTextContent("¥230");
    expect(screen.getByRole("region", { name: "虎丘 成人票 · 预订须知" })).toBeInTheDocument();
  });

  it("refunds one spot's traveller: the sheet sends only the ticked code", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(cartDetail()), "/api/order/refund": ok({ refund_no: "R9" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketCartOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    await user.click(screen.getByRole("checkbox", { name: "李四" }));
    await user.click(screen.getByRole("radio", { name: "行程有变，无法前往" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("501");
  });

  it("is where /TicketOrderDetail and the order list send a cart order", async () => {
    expect(orderDetailHref({ type: "ticket", order_no: "C1", order_state: "cart" })).toBe("/TicketCartOrderDetail?order_no=C1");
    expect(orderDetailHref({ type: "ticket", order_no: "T1", order_state: "" })).toBe("/TicketOrderDetail?order_no=T1");
    fakeApi({ "/api/order/detail": ok(cartDetail()) });
    renderAt(<TicketOrderDetailPage />, "/TicketOrderDetail?order_no=C202505010001");
    expect(await screen.findByTestId("location")).toHaveTextContent(url);
  });
});

describe("a cart order in the order list", () => {
  it("names the first spot and how many items, links to its own page, and shows no single visit", () => {
    renderAt(<OrderCard order={{ ...cartDetail(), item_count: 2 }} />, "/Trades");
    const card = screen.getByRole("link");
    expect(card).toHaveAttribute("href", "/TicketCartOrderDetail?order_no=C202505010001");
    expect(card).toHaveTextContent("拙政园等2项门票");
    expect(card).toHaveTextContent("门票购物车 2项 · 3张");
    expect(card).not.toHaveTextContent("09:00");
  });
});
