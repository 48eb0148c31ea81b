import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PICKED_TRAVELLER_KEY } from "@wenlv/app-kit";
import { createTestStore, fakeApi, ok, renderAt, type FakeHandler, type FakeReply } from "@wenlv/app-kit/testing";
import type { Page } from "@wenlv/contract/envelope";
import type { OrderCreated } from "@wenlv/contract/orders";
import type { Traveller } from "@wenlv/contract/travellers";
import { addDays, shanghaiDay } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { departureDay, departuresFixture, gardensDetail } from "../test-fixtures";
import { LineOrderPage } from "./line-order";
import { LineSelectPage } from "./line-select";

const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };
const today = shanghaiDay();
const travellers: Traveller[] = [
  { id: 31, name: "张三", id_type: "ID_CARD", id_number_masked: "3205**********1234", phone_masked: "" },
  { id: 32, name: "李四", id_type: "ID_CARD", id_number_masked: "3205**********5678", phone_masked: "" },
  { id: 33, name: "王小明", id_type: "ID_CARD", id_number_masked: "3205**********0011", phone_masked: "" },
];
const created: OrderCreated = { order_no: "L20261201001", order_id: 9, amount_fen: 49600, expires_at: "2026-12-01T00:15:00Z" };

function lineApi(more: Record<string, FakeHandler | FakeReply> = {}) {
  return fakeApi(
    {
      "/api/line/detail": ok(gardensDetail),
      "/api/line/departures": () => ok(departuresFixture(today)),
      "/api/traveller/list": ok({ list: travellers, total: travellers.length, page: 1, page_size: 50 } satisfies Page<Traveller>),
      "/api/order/create": ok(created),
      ...more,
    },
    { token: session.token },
  );
}

describe("/LineSelect", () => {
  it("offers bookable departures and full ones for the waiting list, never closed ones, preselects the first bookable, and caps travellers at its seats left", async () => {
    const fake = lineApi();
    const user = userEvent.setup();
    renderAt(<LineSelectPage />, "/LineSelect?id=5", { store: createTestStore(session) });
    const row = await screen.findByRole("group", { name: "出发日期" });
    // Today has closed, tomorrow the line does not run: never offered. The day after is full: offered for the waiting list.
    await waitFor(() => expect([...row.querySelectorAll("[data-day]")].map((b) => b.getAttribute("data-day"))).toEqual([2, 3, 4, 5].map((i) => addDays(today, i))));
    expect(row.querySelector(`[data-day="${addDays(today, 2)}"]`)).toHaveTextContent("满员 · 可候补");
    expect(row.querySelector('[aria-pressed="true"]')).toHaveAttribute("data-day", addDays(today, 3));
    expect(row.querySelector('[aria-pressed="true"]')).toHaveTextContent("余2座");
    expect(screen.getByText(/08:00出发，余2座/)).toBeInTheDocument();
    expect(fake.callsTo("/api/line/departures")[0]?.fields.get("days")).toBe("60");

    await user.click(screen.getByRole("button", { name: "增加儿童" }));
    expect(screen.getByRole("button", { name: "增加成人" })).toBeDisabled();
    expect(document.querySelector(".wl-line-bar")).toHaveTextContent("¥496成人×1 儿童×1");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/LineOrder?id=5&day=${addDays(today, 3)}&package=STD&adult=1&child=1`);
  });

  it("keeps the choice in the URL: another day, a package without a child fare", async () => {
    lineApi();
    const user = userEvent.setup();
    renderAt(<LineSelectPage />, "/LineSelect?id=5", { store: createTestStore(session) });
    const row = await screen.findByRole("group", { name: "出发日期" });
    const later = await waitFor(() => {
      const button = row.querySelector<HTMLElement>(`[data-day="${addDays(today, 5)}"]`);
      expect(button).toBeTruthy();
      return button!;
    });
    await user.click(later);
    await user.click(screen.getByRole("radio", { name: /门票讲解套餐/ }));
    expect(screen.queryByRole("button", { name: "增加儿童" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "增加成人" }));
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/LineOrder?id=5&day=${addDays(today, 5)}&package=LITE&adult=2&child=0`);
  });

  it("shows closed departures in the calendar but never lets them be picked; a full one is marked 满员 · 可候补 and can be", async () => {
    lineApi();
    // jsdom has no layout: antd-mobile's calendar scrolls the chosen month into view.
    Element.prototype.scrollIntoView ??= () => {};
    const user = userEvent.setup();
    renderAt(<LineSelectPage />, "/LineSelect?id=5", { store: createTestStore(session) });
    const row = await screen.findByRole("group", { name: "出发日期" });
    const more = within(row).getByRole("button", { name: "更多日期" });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    const cell = (day: string) => document.querySelector(`.adm-calendar-picker-view [data-day="${day}"]`)?.closest<HTMLElement>(".adm-calendar-picker-view-cell");
    await waitFor(() => expect(cell(addDays(today, 8))).toBeTruthy());
    await waitFor(() => expect(getComputedStyle(document.querySelector(".adm-popup-body")!).pointerEvents).not.toBe("none"));
    expect(cell(addDays(today, 0))).toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell(addDays(today, 0))).toHaveTextContent("已截止");
    expect(cell(addDays(today, 1))).toHaveClass("adm-calendar-picker-view-cell-disabled");
    // Picking a closed day and confirming changes nothing.
    await user.click(cell(addDays(today, 0))!);
    await user.click(screen.getByRole("button", { name: "确定" }));
    expect(row.querySelector('[aria-pressed="true"]')).toHaveAttribute("data-day", addDays(today, 3));
    await user.click(more);
    await waitFor(() => expect(getComputedStyle(document.querySelector(".adm-popup-body")!).pointerEvents).not.toBe("none"));
    expect(cell(addDays(today, 2))).not.toHaveClass("adm-calendar-picker-view-cell-disabled");
    expect(cell(addDays(today, 2))).toHaveTextContent("满员");
    expect(cell(addDays(today, 2))).toHaveTextContent("可候补");
    expect(document.querySelector(`.adm-calendar-picker-view [data-day="${addDays(today, 2)}"]`)).toHaveAccessibleName(/满员 · 可候补$/);
    expect(cell(addDays(today, 8))).toHaveTextContent("余30座");
    await user.click(cell(addDays(today, 8))!);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(row.querySelector('[aria-pressed="true"]')).toHaveAttribute("data-day", addDays(today, 8)));
  });

  it("lets a full departure be chosen, says what going on means, and goes on to /LineOrder with it", async () => {
    lineApi();
    const user = userEvent.setup();
    renderAt(<LineSelectPage />, "/LineSelect?id=5", { store: createTestStore(session) });
    const row = await screen.findByRole("group", { name: "出发日期" });
    const full = await waitFor(() => {
      const button = row.querySelector<HTMLElement>(`[data-day="${addDays(today, 2)}"]`);
      expect(button).toBeTruthy();
      return button!;
    });
    await user.click(full);
    expect(full).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/08:00出发，已满员/)).toBeInTheDocument();
    expect(screen.getByText("该班期已满员，可继续填写出行人和联系人加入候补")).toBeInTheDocument();
    // No seats left, yet the party is not capped at 0: a join waits for seats to come back.
    await user.click(screen.getByRole("button", { name: "增加成人" }));
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/LineOrder?id=5&day=${addDays(today, 2)}&package=STD&adult=2&child=0`);
  });
});

const day = addDays(today, 4);
const orderUrl = `/LineOrder?id=5&day=${day}&package=STD&adult=1&child=1`;

describe("/LineOrder", () => {
  it("wants a traveller per adult and child seat, then sends a signed line create with one SKU per fare and goes to pay", async () => {
    const fake = lineApi();
    const user = userEvent.setup();
    renderAt(<LineOrderPage />, orderUrl, { store: createTestStore(session) });
    expect(await screen.findByRole("heading", { name: "古城园林一日游" })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo("/api/line/departures")[0]?.fields.get("from")).toBe(day));
    expect(fake.callsTo("/api/line/departures")[0]?.fields.get("days")).toBe("1");
    expect(document.querySelector(".wl-submit-bar .wl-price")).toHaveTextContent("¥496");
    expect(screen.getByText("成人×1 儿童×1", { selector: ".wl-submit-bar__breakdown" })).toBeInTheDocument();
    const rules = screen.getByRole("region", { name: "预订规则" });
    expect(rules).toHaveTextContent("需携带未成年人有效证件");

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await waitFor(() => expect(screen.getByRole("button", { name: "提交订单" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请选择1位成人出行人", 2000));
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    const adults = screen.getByRole("region", { name: "成人出行人" });
    const children = screen.getByRole("region", { name: "儿童出行人" });
    await user.click(await within(adults).findByRole("checkbox", { name: /张三/ }));
    // A traveller taken as an adult is not offered as a child.
    expect(within(children).queryByRole("checkbox", { name: /张三/ })).not.toBeInTheDocument();
    await user.click(within(children).getByRole("checkbox", { name: /王小明/ }));
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=L20261201001");
    const data = JSON.parse(fake.callsTo("/api/order/create")[0]!.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "line", product_id: 41, day, skus: [{ sku_id: 401, traveller_ids: [31] }, { sku_id: 402, traveller_ids: [33] }], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("does not offer a departure with too few seats: 提交订单 is disabled and 重新选择班期 goes back to /LineSelect", async () => {
    lineApi({ "/api/line/departures": () => ok({ id: 5, product_id: 41, days: [departureDay(day, { remaining: 1 })] }) });
    const user = userEvent.setup();
    renderAt(<LineOrderPage />, orderUrl, { store: createTestStore(session) });
    expect(await screen.findByText("所选班期已截止报名或余位不足，请重新选择班期")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "重新选择班期" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/LineSelect?id=5&day=${day}&package=STD&adult=1&child=1`);
  });

  it("on a full departure says so, still wants the travellers and contact, and 加入候补 sends the signed line order to the waiting list", async () => {
    const full = addDays(today, 2);
    const fake = lineApi({ "/api/waitlist/join": ok({ entry_id: 12, position: 2 }) });
    const user = userEvent.setup();
    renderAt(<LineOrderPage />, `/LineOrder?id=5&day=${full}&package=STD&adult=1&child=1`, { store: createTestStore(session) });
    expect(await screen.findByText("所选班期已满员")).toBeInTheDocument();
    expect(screen.getByText(/^已售罄。填写信息后可加入候补/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
    expect(screen.queryByText("所选班期已截止报名或余位不足，请重新选择班期")).toBeNull();

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await waitFor(() => expect(screen.getByRole("button", { name: "加入候补" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请选择1位成人出行人", 2000));
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);

    await user.click(await within(screen.getByRole("region", { name: "成人出行人" })).findByRole("checkbox", { name: /张三/ }));
    await user.click(within(screen.getByRole("region", { name: "儿童出行人" })).getByRole("checkbox", { name: /王小明/ }));
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第2位")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "加入候补" })).toBeDisabled();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
    expect(screen.queryByTestId("location")).toBeNull();
    const call = fake.callsTo("/api/waitlist/join")[0]!;
    expect(call.fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    const data = JSON.parse(call.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "line", product_id: 41, day: full, skus: [{ sku_id: 401, traveller_ids: [31] }, { sku_id: 402, traveller_ids: [33] }], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("offers no waiting list on a full departure whose booking has closed", async () => {
    lineApi({ "/api/line/departures": () => ok({ id: 5, product_id: 41, days: [departureDay(day, { blocked: "ended", remaining: 0 })] }) });
    renderAt(<LineOrderPage />, orderUrl, { store: createTestStore(session) });
    expect(await screen.findByText("所选班期已截止报名或余位不足，请重新选择班期")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
    expect(screen.queryByText("所选班期已满员")).toBeNull();
  });

  it("ticks the traveller just added on /MyContactsHandle into the first fare with a free seat", async () => {
    window.sessionStorage.setItem(PICKED_TRAVELLER_KEY, "32");
    lineApi();
    renderAt(<LineOrderPage />, orderUrl, { store: createTestStore(session) });
    const adults = await screen.findByRole("region", { name: "成人出行人" });
    expect(await within(adults).findByRole("checkbox", { name: /李四/ })).toBeChecked();
    expect(within(adults).getByRole("link", { name: "新增出行人" })).toHaveAttribute("href", "/MyContactsHandle?from=LineOrder");
    expect(window.sessionStorage.getItem(PICKED_TRAVELLER_KEY)).toBeNull();
  });

  it("leads back to the line when the package is gone", async () => {
    lineApi();
    renderAt(<LineOrderPage />, `/LineOrder?id=5&day=${day}&package=GONE&adult=1`, { store: createTestStore(session) });
    expect(await screen.findByText("所选套餐已下架或链接不完整，请返回线路重新选择")).toBeInTheDocument();
  });
});
