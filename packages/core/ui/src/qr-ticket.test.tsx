import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrTicket } from "./qr-ticket";

const base = { code: "WL2025ABCDEF1234", travellerName: "张三", travellerIdMasked: "3205**********1234" };

describe("QrTicket", () => {
  it("shows an unused code as a named, full-colour QR with its status", () => {
    const { container } = render(<QrTicket {...base} qrStatus={0} />);
    const qr = screen.getByRole("img", { name: "张三的入园二维码，未使用" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr).not.toHaveStyle({ opacity: "0.35" });
    expect(screen.getByText("未使用")).toBeInTheDocument();
    expect(screen.getByText("WL2025ABCDEF1234")).toBeInTheDocument();
    expect(screen.getByText("3205**********1234")).toBeInTheDocument();
    expect(container.querySelector(".wl-qr-ticket--inactive")).toBeNull();
    expect(container.querySelector(".wl-qr-ticket__stamp")).toBeNull();
  });

  it("names a seat's code as a ticket code with its seat, not an entry code with a traveller", () => {
    render(<QrTicket code="WL1" travellerName="5排12座" qrStatus={0} purpose="seat" />);
    expect(screen.getByRole("img", { name: "5排12座的票码，未使用" })).toBeInTheDocument();
    expect(screen.getByText("座位")).toBeInTheDocument();
    expect(screen.queryByText("出行人")).toBeNull();
  });

  it.each([
    [1, "已使用"],
    [2, "已过期"],
    [3, "已取消"],
  ] as const)("greys out and stamps status %i (%s)", (qrStatus, label) => {
    const { container } = render(<QrTicket {...base} qrStatus={qrStatus} />);
    const qr = screen.getByRole("img", { name: `张三的入园二维码，${label}` });
    expect(qr).toHaveStyle({ opacity: "0.35" });
    expect(container.querySelector(".wl-qr-ticket--inactive")).not.toBeNull();
    const stamp = container.querySelector(".wl-qr-ticket__stamp");
    expect(stamp).toHaveTextContent(label);
    expect(stamp).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("此二维码已失效，不能入园")).toBeInTheDocument();
  });

  it("shows an unused ticket whose refund is pending as 退款中, dimmed (issue 9)", () => {
    const { container } = render(<QrTicket {...base} qrStatus={0} refunding />);
    expect(screen.getByRole("img", { name: "张三的入园二维码，退款中" })).toHaveStyle({ opacity: "0.35" });
    expect(container.querySelector(".wl-qr-ticket__stamp")).toHaveTextContent("退款中");
  });

  it("encodes the voucher code (a different code draws a different QR)", () => {
    const a = render(<QrTicket {...base} qrStatus={0} />);
    const pathA = a.container.querySelector("svg path:last-of-type")?.getAttribute("d");
    a.unmount();
    const b = render(<QrTicket {...base} code="WL2025ZZZZZZ9999" qrStatus={0} />);
    const pathB = b.container.querySelector("svg path:last-of-type")?.getAttribute("d");
    expect(pathA).toBeTruthy();
    expect(pathB).not.toBe(pathA);
  });
});
