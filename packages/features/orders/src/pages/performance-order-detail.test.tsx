import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OrderDetail, OrderItem, RefundRequested, Voucher } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { OrderCard } from "../components/order-card";
import { orderDetailPath } from "../detail-path";
import { sessionTime } from "../perform-session";
import { detail, summary } from "../test-fixtures";
import { TicketOrderDetailPage } from "./ticket-order-detail";

const rules = { refund: { kind: "before" as const, hours: 72 }, entry: "id_card" as const, proof: null, sample: true };
const item = (id: number, skuName: string, slot: string, quantity: number, unitFen: number): OrderItem => ({
  id,
  product_type: "performance",
  product_id: 909,
  sku_id: id + 9000,
  title: "苏剧《五姑娘》",
  sku_name: skuName,
  title_en: "Wu Guniang, Suzhou Opera",
  sku_name_en: "",
  day: "2026-12-05",
  slot,
  quantity,
  unit_price_fen: unitFen,
  product_status: "WAIT_USE",
  product_status_label: "待出行",
  owner_type: "venue",
  owner_id: 3,
  rules,
  refund_unit_fen: unitFen,
  seats: [],
  couple: false,
});
const voucher = (id: number, itemId: number, seat: string | null, name = ""): Voucher => ({
  id,
  traveller_name: name,
  traveller_id_masked: name ? "3205**********1234" : "",
  code: `V${id}`,
  qr_status: 0,
  qr_status_label: "未使用",
  order_item_id: itemId,
  refunding: false,
  seat_code: seat,
});

/** A paid seated show: two seats in zone A (¥120) and one in zone C (¥50). */
function seatedOrder(over: Partial<OrderDetail> = {}): OrderDetail {
  return detail({
    order_no: "P202612010001",
    type: "performance",
    title: "苏剧《五姑娘》",
    title_en: "Wu Guniang, Suzhou Opera",
    sku_name: "A区",
    day: "2026-12-05",
    slot: "19:00",
    quantity: 3,
    amount_fen: 29000,
    items: [item(41, "A区", "19:00", 2, 12000), item(42, "C区", "19:00", 1, 5000)],
    vouchers: [voucher(301, 41, "R01-01"), voucher(302, 41, "R01-02"), voucher(303, 42, "R09-01")],
    ...over,
  });
}

const url = "/TicketOrderDetail?order_no=P202612010001";

describe("a performance order on /TicketOrderDetail", () => {
  it("stays on /TicketOrderDetail (no show order page in the spec)", () => {
    expect(orderDetailPath("performance")).toBe("/TicketOrderDetail");
  });

  it("shows the session's start on /Trades, not the zone's stock slot", () => {
    expect([sessionTime("19:40|GA"), sessionTime("19:00"), sessionTime(null)]).toEqual(["19:40", "19:00", ""]);
    renderAt(<OrderCard order={summary({ order_no: "P1", type: "performance", title: "园林版昆曲《浮生六记》", sku_name: "不对号入场", day: "2026-12-05", slot: "19:40|GA" })} />, "/Trades");
    const card = screen.getByRole("link", { name: /园林版昆曲/ });
    expect(card).toHaveTextContent("2026-12-05 19:40");
    expect(card).not.toHaveTextContent("|GA");
    expect(card).toHaveAttribute("href", "/TicketOrderDetail?order_no=P1");
  });

  it("shows the session, each zone's price × tickets, and one code per ticket named by its seat", async () => {
    fakeApi({ "/api/order/detail": ok(seatedOrder()) });
    renderAt(<TicketOrderDetailPage />, url);
    const session = await screen.findByRole("region", { name: "苏剧《五姑娘》" });
    expect(session).toHaveTextContent("2026-12-05 19:00 开演");
    expect(session).toHaveTextContent("A区¥120 × 2");
    expect(session).toHaveTextContent("C区¥50 × 1");
    expect(session).toHaveTextContent("¥290");
    const tickets = screen.getByRole("region", { name: "电子票" });
    expect(within(tickets).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["1排1座 · A区", "1排2座 · A区", "9排1座 · C区"]);
    expect(within(tickets).getAllByRole("img", { name: /的票码，未使用$/ }).map((img) => img.getAttribute("aria-label"))).toEqual(["1排1座 · A区的票码，未使用", "1排2座 · A区的票码，未使用", "9排1座 · C区的票码，未使用"]);
    expect(screen.getByText("V303")).toBeInTheDocument();
  });

  it("names general-admission tickets by zone and number, and the attendee of a one-ticket-per-person show", async () => {
    const order = seatedOrder({
      items: [item(51, "不对号入场", "19:40|GA", 2, 48000)],
      vouchers: [voucher(402, 51, null, "李四"), voucher(401, 51, null, "张三")],
    });
    fakeApi({ "/api/order/detail": ok(order) });
    renderAt(<TicketOrderDetailPage />, url);
    expect(await screen.findByText("2026-12-05 19:40 开演")).toBeInTheDocument();
    const tickets = screen.getByRole("region", { name: "电子票" });
    expect(within(tickets).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["不对号入场 · 第1张", "不对号入场 · 第2张"]);
    expect(within(tickets).getByRole("img", { name: /张三的入园二维码/ })).toBeInTheDocument();
  });

  it("refunds chosen tickets by seat: the sheet names them, and unticking one sends the others' vouchers", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(seatedOrder()), "/api/order/refund": ok({ refund_no: "R7" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<TicketOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    const sheet = screen.getByRole("dialog");
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥290");
    await user.click(within(sheet).getByRole("checkbox", { name: "9排1座 · C区" }));
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥240");
    await user.click(screen.getByRole("radio", { name: "行程有变，无法前往" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("301,302");
    expect(await screen.findByTestId("location")).toHaveTextContent("/RefundOrderDetail?order_no=P202612010001&refund_no=R7");
  });
});
