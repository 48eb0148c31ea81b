import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CinemaDetail } from "@wenlv/contract/movies";
import type { OrderDetail, RefundRequested } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { parseShowtimeSlot } from "../components/movie-sections";
import { detail } from "../test-fixtures";
import { MovieOrderDetailPage } from "./movie-order-detail";
import { TicketOrderDetailPage } from "./ticket-order-detail";

const url = "/MovieOrderDetail?order_no=M202505010001";

/** A paid film order: two standard seats and a couple pair at 常熟虞山影城 (cinema 3), hall H1, 1 May 19:30. */
function movieDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  const base = detail().items[0]!;
  const line = (id: number, skuName: string, price: number, quantity: number) => ({
    ...base,
    couple: skuName === "情侣座",
    id,
    product_type: "movie" as const,
    product_id: 70,
    title: "哪吒之魔童闹海",
    title_en: "Ne Zha 2",
    sku_name: skuName,
    sku_name_en: "",
    slot: "19:30|H1",
    quantity,
    unit_price_fen: price,
    owner_type: "cinema",
    owner_id: 3,
    rules: { refund: { kind: "before" as const, hours: 1 }, entry: "qr" as const, proof: null, sample: true },
    refund_unit_fen: price,
  });
  const voucher = (id: number, item: number, seat: string, qr: 0 | 1 = 0) => ({ id, traveller_name: "", traveller_id_masked: "", code: `M${id}`, qr_status: qr, qr_status_label: qr ? "已使用" : "未使用", order_item_id: item, refunding: false, seat_code: seat });
  return detail({
    order_no: "M202505010001",
    type: "movie",
    title: "哪吒之魔童闹海",
    sku_name: "普通座",
    slot: "19:30|H1",
    quantity: 4,
    amount_fen: 19000,
    items: [line(31, "普通座", 4500, 2), line(32, "情侣座", 5000, 2)],
    vouchers: [voucher(301, 31, "R05-11"), voucher(302, 31, "R05-12"), voucher(303, 32, "R08-01"), voucher(304, 32, "R08-02")],
    ...over,
  });
}

const cinema = {
  id: 3,
  name: "常熟虞山影城",
  name_en: "Yushan Cinema",
  address: "常熟市海虞北路8号",
  address_en: "8 Haiyu North Road",
  halls: [{ code: "H1", name: "1号厅", name_en: "Hall 1", kind: "standard", seats: 120 }],
} as unknown as CinemaDetail;

describe("MovieOrderDetailPage", () => {
  it("shows the film, cinema, hall, showtime, seats and one ticket code per seat, and the refund rule", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(movieDetail()), "/api/cinema/detail": ok(cinema) });
    renderAt(<MovieOrderDetailPage />, url);
    const show = await screen.findByRole("region", { name: "哪吒之魔童闹海" });
    await waitFor(() => expect(show).toHaveTextContent("常熟虞山影城"));
    expect(show).toHaveTextContent("1号厅");
    expect(show).toHaveTextContent("2025-05-01 19:30");
    expect(show).toHaveTextContent("5排11座、5排12座、8排1座、8排2座");
    expect(show).toHaveTextContent("¥45");
    expect(show).toHaveTextContent("¥190");
    expect(fake.callsTo("/api/cinema/detail")[0]!.fields.get("id")).toBe("3");
    const codes = screen.getAllByRole("img", { name: /的票码，/ });
    expect(codes).toHaveLength(4);
    expect(codes[0]).toHaveAccessibleName("5排11座的票码，未使用");
    expect(screen.getByText("M304")).toBeInTheDocument();
    expect(screen.getByText("开场前1小时以前可免费退票，之后不可退票")).toBeInTheDocument();
  });

  it("refunds seats one by one through the refund sheet, a couple seat as one pair", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(movieDetail()), "/api/cinema/detail": ok(cinema), "/api/order/refund": ok({ refund_no: "R9" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<MovieOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    expect(screen.queryByRole("checkbox", { name: "8排1座" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "8排1座、8排2座" })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "5排11座" }));
    await user.click(screen.getByRole("radio", { name: "行程有变，无法前往" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("302,303,304");
  });

  it("before the tickets are issued shows how many seats, and is where /TicketOrderDetail sends a film order", async () => {
    fakeApi({ "/api/order/detail": ok(movieDetail({ vouchers: [], status: "UNPAID", can_pay: true, can_refund: false })), "/api/cinema/detail": ok(cinema) });
    renderAt(<TicketOrderDetailPage />, "/TicketOrderDetail?order_no=M202505010001");
    expect(await screen.findByTestId("location")).toHaveTextContent(url);
    renderAt(<MovieOrderDetailPage />, url);
    expect(await screen.findByText("4张")).toBeInTheDocument();
  });
});

describe("parseShowtimeSlot", () => {
  it("reads the start time and hall of a slot", () => {
    expect(parseShowtimeSlot("19:30|H1")).toEqual({ time: "19:30", hall: "H1" });
    expect(parseShowtimeSlot(null)).toEqual({ time: "", hall: "" });
  });
});
