import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RefundRequested } from "@wenlv/contract/orders";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { stayCancelDeadline } from "../components/hotel-sections";
import { hotelDetail } from "../test-fixtures";
import { HotelOrderDetailPage } from "./hotel-order-detail";
import { TicketOrderDetailPage } from "./ticket-order-detail";

const url = "/HotelOrderDetail?order_no=H202505010001";

describe("HotelOrderDetailPage", () => {
  it("shows the stay, each night's price, one check-in code per room and the cancellation deadline", async () => {
    fakeApi({ "/api/order/detail": ok(hotelDetail()) });
    renderAt(<HotelOrderDetailPage />, url);
    expect(await screen.findByRole("heading", { name: "已出票" })).toBeInTheDocument();
    const stay = screen.getByRole("region", { name: "苏州平江客栈" });
    expect(stay).toHaveTextContent("2025-05-01 14:00后");
    expect(stay).toHaveTextContent("2025-05-03 12:00前");
    expect(stay).toHaveTextContent("2晚 · 2间");
    expect(stay).toHaveTextContent("王芳、李娜");
    expect(stay).toHaveTextContent("¥580");
    expect(stay).toHaveTextContent("¥680");
    const codes = screen.getAllByRole("img", { name: /入住二维码/ });
    expect(codes.map((c) => c.getAttribute("aria-label"))).toEqual(["房间1 · 王芳的入住二维码，未使用", "房间2 · 李娜的入住二维码，未使用"]);
    expect(screen.getByText("H201")).toBeInTheDocument();
    expect(screen.getByText("2025-04-30 14:00前可免费取消，之后不可取消")).toBeInTheDocument();
  });

  it("refunds a room with all its nights: the sheet offers rooms, and unticking one sends the other's vouchers", async () => {
    const fake = fakeApi({ "/api/order/detail": ok(hotelDetail()), "/api/order/refund": ok({ refund_no: "R9" } satisfies RefundRequested) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<HotelOrderDetailPage />, url);
    await user.click(await screen.findByRole("button", { name: "申请退款" }));
    const sheet = screen.getByRole("dialog");
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥2520");
    await user.click(screen.getByRole("checkbox", { name: "王芳" }));
    expect(sheet.querySelector(".wl-refund-sheet__amount")).toHaveTextContent("¥1260");
    await user.click(screen.getByRole("radio", { name: "行程有变，无法前往" }));
    await user.click(screen.getByRole("button", { name: "提交退款申请" }));
    await waitFor(() => expect(fake.callsTo("/api/order/refund")).toHaveLength(1));
    expect(fake.callsTo("/api/order/refund")[0]?.fields.get("voucher_ids")).toBe("202,204");
  });

  it("is where /TicketOrderDetail sends a hotel order (the payment result knows only the number)", async () => {
    fakeApi({ "/api/order/detail": ok(hotelDetail()) });
    renderAt(<TicketOrderDetailPage />, "/TicketOrderDetail?order_no=H202505010001");
    expect(await screen.findByTestId("location")).toHaveTextContent("/HotelOrderDetail?order_no=H202505010001");
  });
});

describe("stayCancelDeadline", () => {
  it("counts back from the check-in day at the hotel's check-in time, in Shanghai", () => {
    const stay = hotelDetail().stay!;
    expect(stayCancelDeadline(stay, 24)).toBe("2025-04-30 14:00");
    expect(stayCancelDeadline({ ...stay, check_in_time: "15:30" }, 0)).toBe("2025-05-01 15:30");
    expect(stayCancelDeadline(stay, 72)).toBe("2025-04-28 14:00");
  });
});
