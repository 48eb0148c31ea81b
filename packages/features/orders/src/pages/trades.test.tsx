import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderSummary } from "@wenlv/contract/orders";
import { describe, expect, it } from "vitest";
import { hotelDetail, summary } from "../test-fixtures";
import { fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { TradesPage, tabFromQuery } from "./trades";

const orders = [
  summary({ order_no: "A1", status: "PAID", product_status: "WAIT_USE" }),
  summary({ order_no: "A2", status: "UNPAID", product_status: "WAIT_PAYMENT", title: "虎丘" }),
  summary({ order_no: "A3", status: "WAIT_REFUND", product_status: "WAIT_REFUND", title: "留园" }),
  summary({ order_no: "A4", status: "PAID", product_status: "PAID", title: "狮子林" }),
  summary({ order_no: "A5", status: "PAID", type: "food", product_status: "WAIT_USE", title: "松鹤楼" }),
  summary({ order_no: "A6", status: "PAID", product_status: "WAIT_USE", title: "网师园", refund_count: 1 }),
  summary({ order_no: "A7", status: "REFUND", product_status: "REFUND", title: "沧浪亭", refund_count: 2 }),
];
const { stay } = hotelDetail();

function listApi() {
  return fakeApi({
    "/api/order/list": ({ fields }) => {
      const status = fields.get("status") ?? "";
      const list = status === "UNPAID" ? orders.filter((o) => o.status === "UNPAID") : orders;
      return ok({ list, total: list.length, page: 1, page_size: 10 } satisfies Page<OrderSummary>);
    },
  });
}

describe("TradesPage", () => {
  it("labels each order with the type-dependent status of spec section 4", async () => {
    listApi();
    renderAt(<TradesPage />, "/Trades");
    const cards = await screen.findAllByRole("link");
    const labelOf = (orderNo: string) => {
      const card = cards.find((c) => c.getAttribute("href") === `/TicketOrderDetail?order_no=${orderNo}`);
      if (!card) throw new Error(`no card ${orderNo}`);
      return within(card).getByText(/已出票|待支付|退票中|待出票|已支付/).textContent;
    };
    expect(labelOf("A1")).toBe("已出票");
    expect(labelOf("A2")).toBe("待支付");
    expect(labelOf("A3")).toBe("退票中");
    expect(labelOf("A4")).toBe("待出票");
    expect(labelOf("A5")).toBe("已支付");
  });

  it("marks an order that still stands but had tickets refunded 含退款, and only that one (issue 9)", async () => {
    listApi();
    renderAt(<TradesPage />, "/Trades");
    const cards = await screen.findAllByRole("link");
    const marked = cards.filter((c) => within(c).queryByText("含退款")).map((c) => c.getAttribute("href"));
    expect(marked).toEqual(["/TicketOrderDetail?order_no=A6"]);
  });

  it("asks for the tab's status and keeps the tab in the URL", async () => {
    const fake = listApi();
    const user = userEvent.setup();
    renderAt(<TradesPage />, "/Trades?status=UNPAID");
    expect(await screen.findByRole("tab", { name: "待支付" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(fake.callsTo("/api/order/list").at(-1)?.fields.get("status")).toBe("UNPAID"));
    expect(await screen.findAllByRole("link")).toHaveLength(1);

    await user.click(screen.getByRole("tab", { name: "全部" }));
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(orders.length));
    expect(fake.callsTo("/api/order/list").at(-1)?.fields.get("status")).toBeNull();
  });

  it("falls back to the 全部 tab for an unknown status", () => {
    expect(tabFromQuery("WAIT_USE")).toBe("WAIT_USE");
    expect(tabFromQuery("nonsense")).toBe("all");
    expect(tabFromQuery(null)).toBe("all");
  });

  it("gives a hotel order its own row (room, nights and rooms, the stay) linking to /HotelOrderDetail", async () => {
    fakeApi({
      "/api/order/list": () => ok({ list: [summary({ order_no: "H1", type: "hotel", title: "苏州平江客栈", sku_name: "园景大床房", stay })], total: 1, page: 1, page_size: 10 } satisfies Page<OrderSummary>),
    });
    renderAt(<TradesPage />, "/Trades");
    const card = await screen.findByRole("link", { name: /苏州平江客栈/ });
    expect(card).toHaveAttribute("href", "/HotelOrderDetail?order_no=H1");
    expect(card).toHaveTextContent("园景大床房 · 2晚 · 2间");
    expect(card).toHaveTextContent("2025-05-01 至 2025-05-03");
    expect(card).toHaveTextContent("已出票");
  });
});
