import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderCreated } from "@wenlv/contract/orders";
import type { TicketCartList } from "@wenlv/contract/ticket-cart";
import type { Traveller } from "@wenlv/contract/travellers";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { cartLine, stockFixture, travellers, zhuozhengyuan } from "../test-fixtures";
import { TicketCartConfirmPage } from "./ticket-cart-confirm";
import { TicketCartOrderPage } from "./ticket-cart-order";
import { TicketOrderPage } from "./ticket-order";

const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };
const travellerPage: Page<Traveller> = { list: travellers, total: travellers.length, page: 1, page_size: 50 };

/** 拙政园 2 tickets on 1 May (real-name), 虎丘 1 ticket on 2 May (no names), and a 狮子林 line whose slot has ended. */
const cart: TicketCartList = {
  list: [
    cartLine(),
    cartLine({ id: 2, scenic_id: 2, scenic_name: "虎丘", scenic_name_en: "", product_id: 8, product_name: "虎丘门票", sku_id: 21, day: "2025-05-02", quantity: 1, unit_price_fen: 7000, real_name: false }),
    cartLine({ id: 3, scenic_id: 3, scenic_name: "狮子林", product_id: 9, sku_id: 31, block: "ended", block_label: "该时段已停止预订", remaining: 0 }),
  ],
};

const render = (page: React.ReactElement, url: string) => renderAt(page, url, { store: createTestStore(session) });

describe("/TicketCartOrder", () => {
  it("groups lines by spot, ticks every buyable line, totals them, and sets lapsed lines apart", async () => {
    fakeApi({ "/api/ticketCart/list": ok(cart) }, { token: session.token });
    render(<TicketCartOrderPage />, "/TicketCartOrder");
    const zhuozheng = await screen.findByRole("region", { name: "拙政园" });
    expect(zhuozheng).toHaveTextContent("拙政园门票 · 成人票");
    expect(zhuozheng).toHaveTextContent("5月1日 周四 · 09:00-11:00");
    expect(within(zhuozheng).getByRole("link", { name: "拙政园" })).toHaveAttribute("href", "/ScenicDetail?id=1");
    const lapsed = screen.getByRole("region", { name: "失效门票" });
    expect(lapsed).toHaveTextContent("狮子林");
    expect(lapsed).toHaveTextContent("该时段已停止预订");
    expect(within(lapsed).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "去结算(2)" })).toBeEnabled();
    expect(document.querySelector(".wl-submit-bar__total")).toHaveTextContent("¥230共3张");
  });

  it("goes to the confirm page with the ticked lines, and unticking changes the total", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeApi({ "/api/ticketCart/list": ok(cart) }, { token: session.token });
    render(<TicketCartOrderPage />, "/TicketCartOrder");
    await user.click(await screen.findByRole("checkbox", { name: /选择虎丘/ }));
    expect(document.querySelector(".wl-submit-bar__total")).toHaveTextContent("¥160共2张");
    await user.click(screen.getByRole("button", { name: "去结算(1)" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/TicketCartConfirm?ids=1");
  });

  it("changes a quantity and removes a line after a confirm", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fake = fakeApi({ "/api/ticketCart/list": ok(cart), "/api/ticketCart/update": ok(null), "/api/ticketCart/remove": ok(null) }, { token: session.token });
    render(<TicketCartOrderPage />, "/TicketCartOrder");
    const zhuozheng = await screen.findByRole("region", { name: "拙政园" });
    await user.click(within(zhuozheng).getByRole("button", { name: "增加数量" }));
    await waitFor(() => expect(fake.callsTo("/api/ticketCart/update")).toHaveLength(1));
    expect(Object.fromEntries(fake.callsTo("/api/ticketCart/update")[0]!.fields)).toMatchObject({ id: "1", quantity: "3" });
    await user.click(screen.getByRole("button", { name: "清空失效门票" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(fake.callsTo("/api/ticketCart/remove")).toHaveLength(1));
    expect(fake.callsTo("/api/ticketCart/remove")[0]!.fields.get("ids")).toBe("3");
  });

  it("says what to do when the cart is empty", async () => {
    fakeApi({ "/api/ticketCart/list": ok({ list: [] }) }, { token: session.token });
    render(<TicketCartOrderPage />, "/TicketCartOrder");
    expect(await screen.findByText("购物车是空的")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "去挑选门票" })).toBeInTheDocument();
  });
});

describe("/TicketCartConfirm", () => {
  it("asks one traveller per ticket of a real-name line, then signs one ticket_cart create and opens /OrderPay", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const created: OrderCreated = { order_no: "C20250501001", order_id: 9, amount_fen: 23000, expires_at: "2025-05-01T00:15:00Z" };
    const fake = fakeApi({ "/api/ticketCart/list": ok(cart), "/api/traveller/list": ok(travellerPage), "/api/order/create": ok(created) }, { token: session.token });
    render(<TicketCartConfirmPage />, "/TicketCartConfirm?ids=1,2");
    const zhuozheng = await screen.findByRole("region", { name: "拙政园" });
    expect(within(screen.getByRole("region", { name: "虎丘" })).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await within(zhuozheng).findByRole("alert")).toHaveTextContent("请选择 2 位出行人");
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    await user.click(within(zhuozheng).getByRole("checkbox", { name: /张三/ }));
    await user.click(within(zhuozheng).getByRole("checkbox", { name: /李四/ }));
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.callsTo("/api/order/create")).toHaveLength(1));
    const data = JSON.parse(fake.callsTo("/api/order/create")[0]!.fields.get("data")!);
    expect(data).toMatchObject({
      type: "ticket_cart",
      lines: [
        { product_id: 7, sku_id: 11, day: "2025-05-01", slot: "09:00-11:00", quantity: 2, traveller_ids: [31, 32] },
        { product_id: 8, sku_id: 21, day: "2025-05-02", quantity: 1, traveller_ids: [] },
      ],
      contact_name: "张三",
    });
    expect(data).not.toHaveProperty("amount_fen");
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=C20250501001");
  });

  it("leads back to the cart when a chosen line is gone", async () => {
    fakeApi({ "/api/ticketCart/list": ok(cart) }, { token: session.token });
    render(<TicketCartConfirmPage />, "/TicketCartConfirm?ids=1,99");
    expect(await screen.findByText("所选门票已不在购物车中，请返回购物车重新选择")).toBeInTheDocument();
  });
});

describe("加入购物车 on /TicketOrder", () => {
  it("adds the chosen day, slot and quantity without travellers or contact", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fake = fakeApi(
      {
        "/api/scenic/detail": ok(zhuozhengyuan),
        "/api/scenic/stock": () => ok(stockFixture()),
        "/api/traveller/list": ok(travellerPage),
        "/api/ticketCart/list": ok(cart),
        "/api/ticketCart/add": ok({ id: 4, count: 4 }),
      },
      { token: session.token },
    );
    render(<TicketOrderPage />, "/TicketOrder?id=1&sku=11");
    expect(await screen.findByRole("link", { name: "购物车，3种门票" })).toHaveAttribute("href", "/TicketCartOrder");
    await user.click(await screen.findByRole("button", { name: /11:00-13:00/ }));
    await user.click(screen.getByRole("button", { name: "加入购物车" }));
    await waitFor(() => expect(fake.callsTo("/api/ticketCart/add")).toHaveLength(1));
    const fields = Object.fromEntries(fake.callsTo("/api/ticketCart/add")[0]!.fields);
    expect(fields).toMatchObject({ product_id: "7", sku_id: "11", slot: "11:00-13:00", quantity: "1" });
    expect(fields.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
