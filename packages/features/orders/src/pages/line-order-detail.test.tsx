import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderDetail, RefundRequested } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { detail } from "../test-fixtures";
import { LineOrderDetailPage } from "./line-order-detail";
import { TicketOrderDetailPage } from "./ticket-order-detail";

/** A paid line order: one adult and one child of a package on 1 May at 08:00, a voucher each. */
function lineDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  const fare = (id: number, skuId: number, sku: string, skuEn: string, price: number, proof: "child" | null) => ({
    ...detail().items[0]!,
    id,
    product_type: "line" as const,
    product_id: 41,
    sku_id: skuId,
    title: "古城园林一日游",
    sku_name: sku,
    title_en: "Old City Gardens Day Tour",
    sku_name_en: skuEn,
    day: "2025-05-01",
    slot: "08:00",
    quantity: 1,
    unit_price_fen: price,
    owner_type: "line",
    owner_id: 5,
    rules: { refund: { kind: "before" as const, hours: 24 }, entry: "id_card" as const, proof, sample: true },
    refund_unit_fen: price,
  });
  const voucher = (id: number, item: number, name: string) => ({ id, traveller_name: name, traveller_id_masked: "3205**********1234", code: `L${id}`, qr_status: 0 as const, qr_status_label: "未使用", order_item_id: item, refunding: false, seat_code: null });
  return detail({
    order_no: "L202505010001",
    type: "line",
    title: "古城园林一日游",
    sku_name: "标准套餐·成人",
    day: "2025-05-01",
    slot: "08:00",
    quantity: 1,
    amount_fen: 49600,
    items: [fare(31, 401, "标准套餐·成人", "Standard (adult)", 29800, null), fare(32, 402, "标准套餐·儿童", "Standard (child)", 19800, "child")],
    vouchers: [voucher(301, 31, "张三"), voucher(302, 32, "王小明")],
    ...over,
  });
}

const url = "/LineOrderDetail?order_no=L202505010001";

describe("LineOrderDetailPage", () => {
  it("shows the departure, each fare with its traveller, one voucher per traveller, and the rules of each fare", async () => {
    fakeApi({ "/api/order/detail": ok(lineDetail()) });
    renderAt(<LineOrderDetailPage />, url);
    const departure = await screen.findByRole("region", { name: "古城园林一日游" });
    expect(departure).toHaveTextContent("2025-05-01 08:00出发");
    expect(departure).toHaveTextContent("标准套餐·成人¥298 × 1出行人张三");
    expect(departure).toHaveTextContent("标准套餐·儿童¥198 × 1出行人王小明");
    expect(departure).toHaveTextContent("¥496");
    expect(within(departure).getByRole("link", { name: "查看线路详情" })).toHaveAttribute("href", "/LineDetail?id=5");
    const vouchers = screen.getByRole("region", { name: "出行凭证" });
    expect(vouchers).toHaveTextContent("集合时请向领队出示对应出行人的二维码");
    expect(within(vouchers).getAllByRole("img").map((qr) => qr.getAttribute("aria-label"))).toEqual([expect.stringContaining("张三"), expect.stringContaining("王小明")]);
    expect(screen.getByRole("region", { name: "标准套餐·儿童 · 预订须知" })).toHaveTextContent("需携带未成年人有效证件");
    // A line's rules are worded for the meeting point, not a gate.
    expect(screen.getByRole("region", { name: "标准套餐·儿童 · 预订须知" })).toHaveTextContent("集合方式集合时凭出行人身份证核验登车");
  });

  it("refunds one traveller: the sheet offers each traveller's seat and sends only the ticked voucher", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(lineDetail()), "/api/order/refund": ok({ refund_no: "R7" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<LineOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    const sheet = screen.getByRole("dialog");
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥496");
    await user.click(screen.getByRole("checkbox", { name: "张三" }));
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥198");
    await user.click(screen.getByRole("radio", { name: "行程有变，无法前往" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("302");
    expect(await screen.findByTestId("location")).toHaveTextContent("/RefundOrderDetail?order_no=L202505010001&refund_no=R7");
  });

  it("is where /TicketOrderDetail sends a line order (the payment result knows only the number)", async () => {
    fakeApi({ "/api/order/detail": ok(lineDetail()) });
    renderAt(<TicketOrderDetailPage />, "/TicketOrderDetail?order_no=L202505010001");
    expect(await screen.findByTestId("location")).toHaveTextContent(url);
  });

  it("offers 去支付 and shows no vouchers before payment", async () => {
    fakeApi({ "/api/order/detail": ok(lineDetail({ status: "UNPAID", product_status: "WAIT_PAYMENT", vouchers: [], can_pay: true, can_cancel: true, can_refund: false })) });
    renderAt(<LineOrderDetailPage />, url);
    expect(await screen.findByRole("button", { name: "去支付" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "古城园林一日游" })).not.toHaveTextContent("张三");
    expect(screen.queryByRole("region", { name: "出行凭证" })).not.toBeInTheDocument();
  });
});
