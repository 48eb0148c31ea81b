import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "@wenlv/i18n";
import type { OrderCreated } from "@wenlv/contract/orders";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller } from "@wenlv/contract/travellers";
import { createTestStore, fakeApi, ok, renderAt, type FakeHandler, type FakeReply } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { bookingDays, shanghaiToday } from "../days";
import { LAST_CONTACT_KEY } from "@wenlv/checkout";
import { draftKey } from "../order-draft";
import { stockFixture, travellers, zhuozhengyuan } from "../test-fixtures";
import { TicketOrderPage } from "./ticket-order";

const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };

const created = (orderNo: string): OrderCreated => ({ order_no: orderNo, order_id: 9, amount_fen: 16000, expires_at: "2025-01-01T00:15:00Z" });
const travellerPage: Page<Traveller> = { list: travellers, total: travellers.length, page: 1, page_size: 50 };

/** The spot, its stock and the user's travellers; `/api/order/create` answers `create`. */
function orderApi(create: FakeHandler | FakeReply = ok(created("T20250101001")), more: Record<string, FakeHandler | FakeReply> = {}) {
  return fakeApi(
    {
      "/api/scenic/detail": ok(zhuozhengyuan),
      "/api/scenic/stock": () => ok(stockFixture()),
      "/api/traveller/list": ok(travellerPage),
      "/api/order/create": create,
      ...more,
    },
    { token: session.token },
  );
}

async function hmacHex(key: string, data: string): Promise<string> {
  const enc = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey("raw", enc.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, enc.encode(data));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}

function renderOrder(url = "/TicketOrder?id=1&sku=11") {
  return renderAt(<TicketOrderPage />, url, { store: createTestStore(session) });
}

/** Picks a slot of today (11:00-13:00 unless told), two tickets, the given travellers and a contact. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, names: string[], slot: RegExp = /11:00-13:00/) {
  await user.click(await screen.findByRole("button", { name: slot }));
  await user.click(screen.getByRole("button", { name: "增加购买数量" }));
  for (const name of names) await user.click(await screen.findByRole("checkbox", { name: new RegExp(name) }));
  await user.type(screen.getByLabelText("联系人姓名"), "张三");
  await user.type(screen.getByLabelText("手机号码"), "13800138000");
}

describe("/TicketOrder stock display", () => {
  it("offers the next bookable days with their price, skips 售罄 days, shows 余 N, and offers a sold-out slot for the waiting list", async () => {
    const fake = orderApi();
    renderOrder();
    const days = bookingDays(shanghaiToday(), 14);
    const row = await screen.findByRole("group", { name: "选择日期" });
    const dayButton = (day: string) => row.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
    await waitFor(() => expect(dayButton(days[0]!.day)).toBeEnabled());
    expect(within(dayButton(days[0]!.day)!).getByText("今天")).toBeInTheDocument();
    expect(dayButton(days[0]!.day)).toHaveTextContent("¥80");
    expect(dayButton(days[0]!.day)).toHaveAttribute("aria-pressed", "true");
    // Day 1 is sold out and day 3 closed: the row offers days 0, 2 and 4, then 更多日期.
    expect([...row.querySelectorAll("[data-day]")].map((b) => b.getAttribute("data-day"))).toEqual([days[0]!.day, days[2]!.day, days[4]!.day]);
    expect(within(row).getByRole("button", { name: "更多日期" })).toBeEnabled();

    const slots = screen.getByRole("group", { name: "入园时段" });
    // Sold out but bookable: it can be chosen, to join its waiting list (decision 035).
    const soldOut = within(slots).getByRole("button", { name: "09:00-11:00售罄 · 可候补" });
    expect(soldOut).toBeEnabled();
    expect(soldOut).toHaveAttribute("aria-pressed", "false");
    const open = within(slots).getByRole("button", { name: /11:00-13:00/ });
    expect(open).toBeEnabled();
    expect(open).toHaveTextContent("余 5");
    // Stock is a cacheable read over the product's sales window: GET with the fields in the query string and no token.
    const stockCall = fake.callsTo("/api/scenic/stock")[0];
    expect(stockCall?.method).toBe("GET");
    expect(stockCall?.fields.get("product_id")).toBe("7");
    expect(stockCall?.fields.get("start_day")).toBe(days[0]!.day);
    expect(stockCall?.fields.get("days")).toBe("14");
    expect(stockCall?.fields.has("token")).toBe(false);
    expect(stockCall?.headers.get("authorization")).toBeNull();
    expect(fake.callsTo("/api/scenic/detail")[0]?.method).toBe("GET");
    // Travellers are the user's own: a POST with the token.
    expect(fake.callsTo("/api/traveller/list")[0]?.fields.get("token")).toBe(session.token);
  });

  it("never offers a closing day (闭馆) or a day whose booking has stopped (已停售), and preselects the first bookable day", async () => {
    const days = bookingDays(shanghaiToday(), 14);
    // Today after the last slot's cut-off: every slot of today has ended; day 3 is a closing day.
    const stock = () =>
      ok(
        stockFixture().map((day, index) =>
          index === 0 ? { ...day, slots: day.slots.map((slot) => ({ ...slot, remaining: 50, bookable: false, blocked: "ended" as const })) } : day,
        ),
      );
    orderApi(undefined, { "/api/scenic/stock": stock });
    renderOrder();
    const row = await screen.findByRole("group", { name: "选择日期" });
    const dayButton = (day: string) => row.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
    await waitFor(() => expect(dayButton(days[2]!.day)).toHaveAttribute("aria-pressed", "true"));
    expect(dayButton(days[0]!.day)).toBeNull();
    expect(dayButton(days[3]!.day)).toBeNull();
    expect([...row.querySelectorAll("[data-day]")].map((b) => b.getAttribute("data-day"))).toEqual([days[2]!.day, days[4]!.day, days[5]!.day]);
  });

  it("takes a day picked in the price calendar, and lists that day's slots with 余 N", async () => {
    Element.prototype.scrollIntoView ??= () => {};
    const days = bookingDays(shanghaiToday(), 14);
    const stock = () => ok(stockFixture().map((day, index) => (index === 6 ? { ...day, slots: [{ ...day.slots[0]!, remaining: 7 }, { ...day.slots[1]!, remaining: 0 }] } : day)));
    orderApi(undefined, { "/api/scenic/stock": stock });
    const user = userEvent.setup();
    renderOrder();
    const row = await screen.findByRole("group", { name: "选择日期" });
    const more = within(row).getByRole("button", { name: "更多日期" });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    const cell = (day: string) => document.querySelector(`.adm-calendar-picker-view [data-day="${day}"]`)?.closest<HTMLElement>(".adm-calendar-picker-view-cell");
    await waitFor(() => expect(cell(days[6]!.day)).toBeTruthy());
    await waitFor(() => expect(getComputedStyle(document.querySelector(".adm-popup-body")!).pointerEvents).not.toBe("none"));
    expect(cell(days[3]!.day)).toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell(days[3]!.day)).toHaveTextContent("闭馆");
    await user.click(cell(days[6]!.day)!);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(row.querySelector('[aria-pressed="true"]')).toHaveAttribute("data-day", days[6]!.day));
    const slots = screen.getByRole("group", { name: "入园时段" });
    expect(within(slots).getByRole("button", { name: /09:00-11:00/ })).toHaveTextContent("余 7");
    expect(within(slots).getByRole("button", { name: /11:00-13:00/ })).toBeEnabled();
    expect(within(slots).getByRole("button", { name: /11:00-13:00/ })).toHaveTextContent("售罄 · 可候补");
  });

  it("shows an ended slot of today as 已停售 and does not let it be chosen, sold out or not", async () => {
    for (const remaining of [50, 0]) {
      const stock = () =>
        ok(stockFixture().map((day, index) => (index === 0 ? { ...day, slots: [{ ...day.slots[0]!, remaining, bookable: false, blocked: "ended" as const }, day.slots[1]!] } : day)));
      orderApi(undefined, { "/api/scenic/stock": stock });
      const view = renderOrder();
      const slots = await screen.findByRole("group", { name: "入园时段" });
      const ended = await within(slots).findByRole("button", { name: "09:00-11:00已停售" });
      expect(ended).toBeDisabled();
      expect(ended).not.toHaveTextContent("余");
      expect(ended).not.toHaveTextContent("候补");
      expect(within(slots).getByRole("button", { name: /11:00-13:00/ })).toBeEnabled();
      view.unmount();
    }
  });

  it("caps the quantity at the slot's remaining stock", async () => {
    orderApi();
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole("button", { name: /11:00-13:00/ }));
    const plus = screen.getByRole("button", { name: "增加购买数量" });
    for (let i = 0; i < 7; i += 1) await user.click(plus);
    expect(screen.getByRole("spinbutton", { name: "购买数量" })).toHaveValue("5");
    expect(screen.getByText("每单最多5张")).toBeInTheDocument();
  });
});

describe("/TicketOrder 加入候补 on a sold-out slot (decision 035)", () => {
  const joinApi = (more: Record<string, FakeHandler | FakeReply> = {}) => orderApi(undefined, { "/api/waitlist/join": ok({ entry_id: 9, position: 3 }), ...more });

  it("turns the page into a waiting-list join: the hint, 1..10 tickets, 加入候补 and no 加入购物车", async () => {
    joinApi();
    const user = userEvent.setup();
    renderOrder();
    expect(await screen.findByRole("button", { name: "加入购物车" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /09:00-11:00/ }));
    expect(screen.getByRole("button", { name: /09:00-11:00/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("已售罄。填写信息后可加入候补：有名额退回时按排队顺序为您保留并生成待支付订单");
    expect(screen.getByRole("button", { name: "加入候补" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
    expect(screen.queryByRole("button", { name: "加入购物车" })).toBeNull();
    // No places to cap the quantity: the order's own limit of 10.
    const plus = screen.getByRole("button", { name: "增加购买数量" });
    for (let i = 0; i < 12; i += 1) await user.click(plus);
    expect(screen.getByRole("spinbutton", { name: "购买数量" })).toHaveValue("10");
    expect(screen.getByText("每单最多10张")).toBeInTheDocument();

    // Back to a slot with places: an order again.
    await user.click(screen.getByRole("button", { name: /11:00-13:00/ }));
    expect(screen.getByRole("button", { name: "提交订单" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "加入购物车" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("spinbutton", { name: "购买数量" })).toHaveValue("5");
  });

  it("asks for the travellers first, then sends the signed order to /api/waitlist/join (not /api/order/create) and shows the place in line", async () => {
    const fake = joinApi();
    const user = userEvent.setup();
    renderOrder("/TicketOrder?id=1&sku=11&fromsource=share");
    await fillForm(user, ["张三"], /09:00-11:00/);
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(fake.toast.show).toHaveBeenLastCalledWith("请选择 2 位出行人", 2000);
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: /李四/ }));
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第3位")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("有名额时将为您保留并生成待支付订单");
    expect(screen.getByRole("button", { name: "加入候补" })).toBeDisabled();
    expect(screen.queryByTestId("location")).toBeNull();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    const calls = fake.callsTo("/api/waitlist/join");
    expect(calls).toHaveLength(1);
    const fields = calls[0]!.fields;
    expect(calls[0]!.method).toBe("POST");
    expect([...fields.keys()].sort()).toEqual(["data", "partner_code", "signature", "token"]);
    const data = JSON.parse(fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({
      type: "ticket",
      product_id: 7,
      sku_id: 11,
      day: shanghaiToday(),
      slot: "09:00-11:00",
      quantity: 2,
      traveller_ids: [31, 32],
      contact_name: "张三",
      contact_phone: "13800138000",
      source_port: "h5",
      source_scene: "share",
    });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
    expect(fields.get("signature")).toBe(await hmacHex(SIGNING_KEY, fields.get("data")!));

    // The place in line belongs to that slot: another sold-out slot can be waited for too.
    await user.click(screen.getByRole("button", { name: /11:00-13:00/ }));
    expect(screen.queryByText("已加入候补，您排在第3位")).toBeNull();
    await user.click(screen.getByRole("button", { name: /09:00-11:00/ }));
    expect(screen.getByText("已加入候补，您排在第3位")).toBeInTheDocument();
  });

  it("shows the API's refusal and lets the user try again", async () => {
    let answer: FakeReply = { body: { code: 0, msg: "尚有余位，请直接预订", data: null } };
    const fake = orderApi(undefined, { "/api/waitlist/join": () => answer });
    const user = userEvent.setup();
    renderOrder();
    await fillForm(user, ["张三", "李四"], /09:00-11:00/);
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("尚有余位，请直接预订", 2000));
    expect(screen.getByRole("button", { name: "加入候补" })).toBeEnabled();
    expect(screen.queryByText(/已加入候补/)).toBeNull();

    answer = ok({ entry_id: 10, position: 1 });
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第1位")).toBeInTheDocument();
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(2);
  });

  it("lets a sold-out day be picked in the calendar and its slots waited for", async () => {
    Element.prototype.scrollIntoView ??= () => {};
    const days = bookingDays(shanghaiToday(), 14);
    const fake = joinApi();
    const user = userEvent.setup();
    renderOrder();
    const row = await screen.findByRole("group", { name: "选择日期" });
    const more = within(row).getByRole("button", { name: "更多日期" });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    const cell = (day: string) => document.querySelector(`.adm-calendar-picker-view [data-day="${day}"]`)?.closest<HTMLElement>(".adm-calendar-picker-view-cell");
    await waitFor(() => expect(cell(days[1]!.day)).toBeTruthy());
    await waitFor(() => expect(getComputedStyle(document.querySelector(".adm-popup-body")!).pointerEvents).not.toBe("none"));
    expect(cell(days[1]!.day)).toHaveTextContent("售罄");
    expect(cell(days[1]!.day)).not.toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell(days[3]!.day)).toHaveClass("adm-calendar-picker-view-cell-disabled");
    await user.click(cell(days[1]!.day)!);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(row.querySelector('[aria-pressed="true"]')).toHaveAttribute("data-day", days[1]!.day));
    expect(row.querySelector('[aria-pressed="true"]')).toHaveTextContent("售罄");

    const slots = screen.getByRole("group", { name: "入园时段" });
    expect(within(slots).getAllByRole("button").map((b) => b.textContent)).toEqual(["09:00-11:00售罄 · 可候补", "11:00-13:00售罄 · 可候补"]);
    await user.click(within(slots).getByRole("button", { name: /11:00-13:00/ }));
    await user.click(await screen.findByRole("checkbox", { name: /张三/ }));
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第3位")).toBeInTheDocument();
    const data = JSON.parse(fake.callsTo("/api/waitlist/join")[0]!.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "ticket", day: days[1]!.day, slot: "11:00-13:00", quantity: 1, traveller_ids: [31] });
  });
});

describe("/TicketOrder 预订须知 (issue 9)", () => {
  it("shows the full refund policy, entry method, proof and cut-off before the submit button", async () => {
    orderApi();
    renderOrder("/TicketOrder?id=1&sku=12");
    const notice = await screen.findByRole("region", { name: "预订须知" });
    expect(notice).toHaveTextContent("未使用的门票可申请退款，每张收取票价10%的手续费。");
    expect(notice).toHaveTextContent("凭下单时填写的出行人身份证刷证入园");
    expect(notice).toHaveTextContent("需携带未成年人有效证件（身份证或户口簿）");
    expect(notice).toHaveTextContent("所选时段结束前30分钟停止预订");
    expect(notice).toHaveTextContent("以上规则为示例数据，以景区公告为准");
    const submit = screen.getByRole("button", { name: "提交订单" });
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("/TicketOrder submit", () => {
  it("asks for a slot, then for exactly N travellers, and sends nothing until the form is valid", async () => {
    const fake = orderApi();
    const user = userEvent.setup();
    renderOrder();
    await screen.findByRole("button", { name: /11:00-13:00/ });
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(fake.toast.show).toHaveBeenLastCalledWith("请选择入园时段", 2000);

    await fillForm(user, ["张三"]);
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(fake.toast.show).toHaveBeenLastCalledWith("请选择 2 位出行人", 2000);
    expect(screen.getByText("请选择 2 位出行人")).toBeInTheDocument();
    expect(screen.getByText("已选1/2")).toBeInTheDocument();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
  });

  it("sends a signed create with the contract's fields (no amount) and opens /OrderPay", async () => {
    const fake = orderApi();
    const user = userEvent.setup();
    renderOrder("/TicketOrder?id=1&sku=11&fromsource=share");
    await fillForm(user, ["张三", "John Smith"]);
    expect(screen.getByText("已选2/2")).toBeInTheDocument();
    // The third traveller cannot be ticked once two are chosen.
    expect(screen.getByRole("checkbox", { name: /李四/ })).toBeDisabled();
    expect(document.querySelector(".wl-submit-bar .wl-price")).toHaveTextContent("¥160");

    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=T20250101001");

    const [call] = fake.callsTo("/api/order/create");
    expect(call).toBeDefined();
    const fields = call!.fields;
    expect([...fields.keys()].sort()).toEqual(["data", "partner_code", "signature", "token"]);
    const data = JSON.parse(fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({
      type: "ticket",
      product_id: 7,
      sku_id: 11,
      day: shanghaiToday(),
      slot: "11:00-13:00",
      quantity: 2,
      traveller_ids: [31, 33],
      contact_name: "张三",
      contact_phone: "13800138000",
      channel: "browser",
      source_port: "h5",
      source_scene: "share",
    });
    expect(data).not.toHaveProperty("amount_fen");
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
    expect(typeof data.timestamp).toBe("number");
    expect(data.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(fields.get("signature")).toBe(await hmacHex(SIGNING_KEY, fields.get("data")!));
  });

  it("shows the server's refusal, stays on the page, and retries with the same idempotency key", async () => {
    let answer: FakeReply = { body: { code: 4006, msg: "该时段已售罄", data: null } };
    const fake = orderApi(() => answer);
    const user = userEvent.setup();
    renderOrder();
    await fillForm(user, ["张三", "李四"]);
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("该时段已售罄", 2000));
    expect(screen.queryByTestId("location")).toBeNull();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeEnabled();

    answer = ok(created("T2"));
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=T2");
    const keys = fake.callsTo("/api/order/create").map((c) => (JSON.parse(c.fields.get("data")!) as { idempotency_key: string; nonce: string }));
    expect(keys).toHaveLength(2);
    expect(keys[1]!.idempotency_key).toBe(keys[0]!.idempotency_key);
    expect(keys[1]!.nonce).not.toBe(keys[0]!.nonce);
  });

  it("ticks a traveller just added on the traveller pages, and makes room for it (issue 9)", async () => {
    sessionStorage.setItem(draftKey(1, 11), JSON.stringify({ day: null, slot: null, quantity: 1, travellerIds: [31], contactName: "", contactPhone: "" }));
    sessionStorage.setItem("pickedTravellerId", "32");
    orderApi();
    renderOrder();
    expect(await screen.findByRole("checkbox", { name: /李四/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /张三/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /John Smith/ })).not.toBeChecked();
    await waitFor(() => expect(sessionStorage.getItem("pickedTravellerId")).toBeNull());
    sessionStorage.removeItem(draftKey(1, 11));
  });

  it("fetches the signing key from getMyInfo when the store has none (after a reload)", async () => {
    const fake = orderApi(undefined, {
      "/api/uservice/user/getMyInfo": ok({ id: 1, nickname: "游客", avatar: "", phone_masked: "138****8000", signing_key: "fresh-key-from-getmyinfo" }),
    });
    const user = userEvent.setup();
    renderAt(<TicketOrderPage />, "/TicketOrder?id=1&sku=11", { store: createTestStore({ ...session, signingKey: null }) });
    await fillForm(user, ["张三", "李四"]);
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=T20250101001");
    const call = fake.callsTo("/api/order/create")[0]!;
    expect(call.fields.get("signature")).toBe(await hmacHex("fresh-key-from-getmyinfo", call.fields.get("data")!));
  });

  it("keeps the choices across a visit to 新增出行人 and back", async () => {
    orderApi();
    const user = userEvent.setup();
    const first = renderOrder();
    await fillForm(user, ["李四"]);
    expect(screen.getByRole("link", { name: "新增出行人" })).toHaveAttribute("href", "/MyContactsHandle?from=TicketOrder");
    first.unmount();
    renderOrder();
    expect(await screen.findByRole("button", { name: /11:00-13:00/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("spinbutton", { name: "购买数量" })).toHaveValue("2");
    expect(await screen.findByRole("checkbox", { name: /李四/ })).toBeChecked();
    expect(screen.getByLabelText("手机号码")).toHaveValue("13800138000");
  });

  it("prefills the last order's contact and shows a contact problem under its field", async () => {
    sessionStorage.clear();
    localStorage.setItem(LAST_CONTACT_KEY, JSON.stringify({ name: "王五", phone: "13900139000" }));
    const fake = orderApi();
    const user = userEvent.setup();
    renderOrder();
    const phone = await screen.findByLabelText("手机号码");
    expect(screen.getByLabelText("联系人姓名")).toHaveValue("王五");
    expect(phone).toHaveValue("13900139000");
    await user.clear(phone);
    await user.type(phone, "139-0013");
    expect(phone).toHaveValue("1390013");
    await user.click(await screen.findByRole("button", { name: /11:00-13:00/ }));
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain("请填写正确的手机号码"));
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
  });

  it("prefills the account's phone and verified name when nothing else filled the contact (issue 9)", async () => {
    sessionStorage.clear();
    localStorage.removeItem(LAST_CONTACT_KEY);
    orderApi(undefined, { "/api/uservice/user/orderContact": ok({ name: "王小明", phone: "13700000011" }) });
    renderOrder();
    const phone = await screen.findByLabelText("手机号码");
    await waitFor(() => expect(phone).toHaveValue("13700000011"));
    expect(screen.getByLabelText("联系人姓名")).toHaveValue("王小明");
  });

  it("keeps the last order's contact over the account's", async () => {
    sessionStorage.clear();
    localStorage.setItem(LAST_CONTACT_KEY, JSON.stringify({ name: "王五", phone: "13900139000" }));
    const fake = orderApi(undefined, { "/api/uservice/user/orderContact": ok({ name: "王小明", phone: "13700000011" }) });
    renderOrder();
    const phone = await screen.findByLabelText("手机号码");
    await waitFor(() => expect(fake.callsTo("/api/uservice/user/orderContact")).toHaveLength(1));
    // Let the answer arrive and the hook run before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(phone).toHaveValue("13900139000");
    expect(screen.getByLabelText("联系人姓名")).toHaveValue("王五");
    localStorage.removeItem(LAST_CONTACT_KEY);
  });

  it("says when the SKU is no longer sold", async () => {
    orderApi();
    renderOrder("/TicketOrder?id=1&sku=999");
    expect(await screen.findByText("这个门票已下架，请返回景区重新选择")).toBeInTheDocument();
  });
});

describe("/TicketOrder in English", () => {
  it("translates the form and its validation messages", async () => {
    const fake = orderApi();
    await i18n.changeLanguage("en");
    const user = userEvent.setup();
    renderOrder();
    expect(await screen.findByRole("heading", { name: "Entry time" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /11:00-13:00.*5 left/ })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(fake.toast.show).toHaveBeenLastCalledWith("Choose an entry time", 2000);
    await user.click(screen.getByRole("button", { name: "09:00-11:00Sold out · Waiting list" }));
    expect(screen.getByRole("button", { name: "Join the waiting list" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
  });
});
