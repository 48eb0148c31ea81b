import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller } from "@wenlv/contract/travellers";
import { createTestStore, fail, fakeApi, ok, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { addDays } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { firstDay, gardenDetail, gardenSessions, stadiumDetail, stadiumSeatMap, stadiumSessions, travellers } from "../test-fixtures";
import { PerformCheckPage } from "./perform-check";
import { PerformOrderPage } from "./perform-order";

const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };
const travellerPage: Page<Traveller> = { list: travellers, total: travellers.length, page: 1, page_size: 50 };
const created = ok({ order_no: "P20261201001", order_id: 8, amount_fen: 96000, expires_at: "2026-12-01T00:15:00Z" });
const garden = `id=2&day=${firstDay}&slot=19%3A40`;
/** The garden's second session: its one zone sold out. */
const gardenFull = `id=2&day=${addDays(firstDay, 1)}&slot=19%3A40`;
const stadium = `id=9&day=${firstDay}&slot=19%3A30`;

function gardenApi(more: Record<string, FakeReply | (() => FakeReply)> = {}) {
  return fakeApi(
    { "/api/perform/detail": ok(gardenDetail), "/api/perform/sessions": () => ok(gardenSessions()), "/api/traveller/list": ok(travellerPage), "/api/order/create": created, ...more },
    { token: session.token },
  );
}

function stadiumApi(more: Record<string, FakeReply | (() => FakeReply)> = {}) {
  return fakeApi(
    {
      "/api/perform/detail": ok(stadiumDetail),
      "/api/perform/sessions": () => ok(stadiumSessions()),
      "/api/perform/seats": () => ok(stadiumSeatMap()),
      "/api/traveller/list": ok(travellerPage),
      "/api/order/create": created,
      ...more,
    },
    { token: session.token },
  );
}

const render = (element: React.ReactElement, url: string) => renderAt(element, url, { store: createTestStore(session) });
const sentData = (fake: ReturnType<typeof fakeApi>) => JSON.parse(fake.callsTo("/api/order/create")[0]!.fields.get("data")!) as Record<string, unknown>;

describe("/PerformCheck, general admission", () => {
  it("offers the zones with places left, counts up to the zone's places within the show's limit, and goes on with the choice", async () => {
    gardenApi();
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${garden}`);
    const zone = await screen.findByRole("option", { name: /不对号入场 ¥480/ });
    expect(zone).toHaveTextContent("余3张");
    expect(screen.getByText("每单最多4张")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "下一步" })).toBeDisabled();
    await user.click(zone);
    const more = screen.getByRole("button", { name: "增加购买张数" });
    await user.click(more);
    await user.click(more);
    // Three places left: the count stops at 3 although the show allows 4.
    await waitFor(() => expect(screen.getByRole("button", { name: "增加购买张数" })).toBeDisabled());
    expect(document.querySelector(".wl-perform-bar .wl-price")).toHaveTextContent("¥1440");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformOrder?${garden}&sku=9021&qty=3`);
  });

  it("lets a sold-out zone be chosen, marked 售罄 · 可候补, up to the show's limit, and goes on with it", async () => {
    gardenApi();
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${gardenFull}`);
    const zone = await screen.findByRole("option", { name: /不对号入场 ¥480/ });
    expect(zone).toHaveTextContent("售罄 · 可候补");
    await user.click(zone);
    expect(screen.getByText("该票档已售罄，可继续填写购票信息加入候补")).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "增加购买张数" });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    // No place left to cap it: the show's own 4 per order.
    await waitFor(() => expect(screen.getByRole("button", { name: "增加购买张数" })).toBeDisabled());
    expect(document.querySelector(".wl-perform-bar .wl-price")).toHaveTextContent("¥1920");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformOrder?${gardenFull}&sku=9021&qty=4`);
  });

  it("says a session no longer on sale is gone and leads back to the sessions", async () => {
    gardenApi({ "/api/perform/sessions": ok({ id: 2, product_id: 902, seated: false, sessions: [] }) });
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${garden}`);
    expect(await screen.findByText("该场次已停止售票或不存在，请重新选择场次")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "重新选择场次" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/PerformDate?id=2");
  });
});

describe("/PerformCheck, seated hall", () => {
  it("draws the live seat map, lists the seats chosen with their zone and price, and goes on with the seats", async () => {
    const fake = stadiumApi();
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${stadium}`);
    const map = await screen.findByRole("group", { name: "体育场座位图" });
    expect(within(map).getByRole("button", { name: /^1排1座 已售/ })).toBeDisabled();
    const call = fake.callsTo("/api/perform/seats")[0]!.fields;
    expect([call.get("product_id"), call.get("day"), call.get("slot")]).toEqual(["909", firstDay, "19:30"]);
    await user.click(within(map).getByRole("button", { name: /^1排2座 可选/ }));
    await user.click(within(map).getByRole("button", { name: /^2排1座 可选/ }));
    const chosen = screen.getByRole("list", { name: "已选2个座位" });
    expect(chosen).toHaveTextContent("1排2座 · A区");
    expect(chosen).toHaveTextContent("2排1座 · B区");
    expect(document.querySelector(".wl-perform-bar .wl-price")).toHaveTextContent("¥1960");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformOrder?${stadium}&seats=R01-02,R02-01`);
    // Every zone has seats: no waiting list offered.
    expect(screen.queryByRole("region", { name: "已售罄票档可候补" })).toBeNull();
    expect(screen.queryByText(/可候补/)).toBeNull();
  });

  it("with some zones sold out, keeps the seat map and under it offers those zones' waiting lists, 候补该票档 going on with the zone", async () => {
    stadiumApi({ "/api/perform/sessions": () => ok(stadiumSessions(0, 4)), "/api/perform/seats": () => ok(stadiumSeatMap(["R01-01", "R01-02", "R01-03", "R01-04"])) });
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${stadium}`);
    const map = await screen.findByRole("group", { name: "体育场座位图" });
    expect(within(map).getByRole("button", { name: /^2排1座 可选/ })).toBeEnabled();
    const card = screen.getByRole("region", { name: "已售罄票档可候补" });
    const zoneA = within(card).getByRole("option", { name: /A区 ¥1280/ });
    expect(zoneA).toHaveTextContent("售罄 · 可候补");
    // Zone B still has seats: bought on the map, not offered here.
    expect(within(card).queryByRole("option", { name: /B区/ })).toBeNull();
    const join = within(card).getByRole("button", { name: "候补该票档" });
    expect(join).toBeDisabled();
    await user.click(zoneA);
    await user.click(within(card).getByRole("button", { name: "增加购买张数" }));
    expect(card.querySelector(".wl-price")).toHaveTextContent("¥2560");
    // The seat map's own 下一步 still waits for seats.
    expect(screen.getByRole("button", { name: "下一步" })).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "候补该票档" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformOrder?${stadium}&sku=9091&qty=2`);
  });

  it("with no seat left, offers every zone for its waiting list with a count, no seat map, and goes on with the zone", async () => {
    const fake = stadiumApi({ "/api/perform/sessions": () => ok(stadiumSessions(0, 0)) });
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${stadium}`);
    const zoneA = await screen.findByRole("option", { name: /A区 ¥1280/ });
    expect(zoneA).toHaveTextContent("售罄 · 可候补");
    expect(screen.getByRole("option", { name: /B区 ¥680/ })).toHaveTextContent("售罄 · 可候补");
    expect(screen.getByText("本场座位已售罄，可选择票档和张数加入候补，无需选座")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "体育场座位图" })).toBeNull();
    expect(fake.callsTo("/api/perform/seats")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "下一步" })).toBeDisabled();
    await user.click(zoneA);
    expect(screen.getByText("该票档已售罄，可继续填写购票信息加入候补")).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "增加购买张数" });
    await user.click(more);
    await user.click(more);
    expect(document.querySelector(".wl-perform-bar .wl-price")).toHaveTextContent("¥3840");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformOrder?${stadium}&sku=9091&qty=3`);
  });

  it("refuses more seats than the show allows on one order", async () => {
    stadiumApi();
    const user = userEvent.setup();
    render(<PerformCheckPage />, `/PerformCheck?${stadium}&seats=R01-02,R01-03,R01-04,R02-01`);
    const map = await screen.findByRole("group", { name: "体育场座位图" });
    await user.click(within(map).getByRole("button", { name: /^2排2座 可选/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("每单最多选4个座位");
  });
});

describe("/PerformOrder, general admission with one ID per order", () => {
  it("shows the tickets and total, wants one buyer, and sends a signed create of the zone and count", async () => {
    const fake = gardenApi();
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${garden}&sku=9021&qty=2`);
    const tickets = await screen.findByRole("region", { name: "票品" });
    await waitFor(() => expect(tickets).toHaveTextContent("不对号入场 × 2张"));
    expect(tickets).toHaveTextContent("¥960");
    expect(screen.getByText("¥480 × 2张")).toBeInTheDocument();
    expect(screen.getByText("本场演出实名购票，请选择1位购票人（一单一证），入场时出示其身份证件")).toBeInTheDocument();

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请选择 1 位出行人", 2000));
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    await user.click(await screen.findByRole("checkbox", { name: /李四/ }));
    expect(screen.getByRole("checkbox", { name: /张三/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=P20261201001");
    const data = sentData(fake);
    expect(data).toMatchObject({ type: "performance", product_id: 902, day: firstDay, slot: "19:40", seats: [], sku_id: 9021, quantity: 2, traveller_ids: [32], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("says the zone has too few places left and does not offer 提交订单 nor a waiting list", async () => {
    gardenApi({ "/api/perform/sessions": () => ok(gardenSessions(1)) });
    render(<PerformOrderPage />, `/PerformOrder?${garden}&sku=9021&qty=2`);
    expect(await screen.findByText("所选票档仅剩1张，请减少张数或更换票档")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
  });

  it("on a sold-out zone says so, still wants the buyer and contact, and 加入候补 sends the signed order to the waiting list", async () => {
    const fake = gardenApi({ "/api/waitlist/join": ok({ entry_id: 21, position: 4 }) });
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${gardenFull}&sku=9021&qty=2`);
    const tickets = await screen.findByRole("region", { name: "票品" });
    expect(await within(tickets).findByText("所选票档已售罄")).toBeInTheDocument();
    expect(tickets).toHaveTextContent("不对号入场 × 2张");
    expect(within(tickets).getByText(/^已售罄。填写信息后可加入候补/)).toBeInTheDocument();
    expect(within(tickets).queryByText(/仅剩0张/)).toBeNull();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请选择 1 位出行人", 2000));
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);

    await user.click(await screen.findByRole("checkbox", { name: /李四/ }));
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第4位")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "加入候补" })).toBeDisabled();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
    expect(screen.queryByTestId("location")).toBeNull();
    const call = fake.callsTo("/api/waitlist/join")[0]!;
    expect(call.fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    const data = JSON.parse(call.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "performance", product_id: 902, day: addDays(firstDay, 1), slot: "19:40", seats: [], sku_id: 9021, quantity: 2, traveller_ids: [32], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("asks for no traveller when the show is not real-name", async () => {
    const fake = gardenApi({ "/api/perform/detail": ok({ ...gardenDetail, real_name: "none" }) });
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrderNew?${garden}&sku=9021&qty=1`);
    await screen.findByRole("region", { name: "票品" });
    expect(screen.queryByRole("checkbox")).toBeNull();
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await waitFor(() => expect(screen.getByRole("button", { name: "提交订单" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=P20261201001");
    expect(sentData(fake)).toMatchObject({ quantity: 1, traveller_ids: [] });
    expect(fake.callsTo("/api/traveller/list")).toHaveLength(0);
  });

  it("leads back to choosing when the link carries no choice", async () => {
    gardenApi();
    render(<PerformOrderPage />, `/PerformOrder?${garden}`);
    expect(await screen.findByText("没有找到所选票品，请重新选择")).toBeInTheDocument();
  });
});

describe("/PerformOrder, a large show: one attendee with an ID per ticket", () => {
  it("prices each seat by its zone, pairs each seat with an attendee in pick order, and sends seats and attendees", async () => {
    const fake = stadiumApi();
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${stadium}&seats=R01-02,R02-01`);
    const tickets = await screen.findByRole("region", { name: "票品" });
    await waitFor(() => expect(tickets).toHaveTextContent("1排2座 · A区"));
    expect(tickets).toHaveTextContent("2排1座 · B区");
    expect(document.querySelector(".wl-submit-bar .wl-price")).toHaveTextContent("¥1960");
    expect(screen.getByText("实名制，需选择2位出行人")).toBeInTheDocument();

    await user.click(await screen.findByRole("checkbox", { name: /王芳/ }));
    await user.click(screen.getByRole("checkbox", { name: /张三/ }));
    const pairs = screen.getByRole("list", { name: "观演人" });
    expect(pairs).toHaveTextContent("1排2座：王芳");
    expect(pairs).toHaveTextContent("2排1座：张三");
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=P20261201001");
    const data = sentData(fake);
    expect(data).toMatchObject({ type: "performance", product_id: 909, slot: "19:30", seats: ["R01-02", "R02-01"], traveller_ids: [33, 31] });
    expect(data).not.toHaveProperty("sku_id");
  });

  it("reloads the seat map when the API refuses the create because a seat went meanwhile (4006), and says which", async () => {
    let taken = ["R01-01"];
    const fake = stadiumApi({
      "/api/perform/detail": ok({ ...stadiumDetail, real_name: "none" }),
      "/api/perform/seats": () => ok(stadiumSeatMap(taken)),
      "/api/order/create": () => {
        taken = ["R01-01", "R01-02"];
        return fail("1排2座已售出，请选择其他座位", 4006);
      },
    });
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${stadium}&seats=R01-02`);
    await user.type(await screen.findByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await waitFor(() => expect(screen.getByRole("button", { name: "提交订单" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.callsTo("/api/perform/seats").length).toBeGreaterThan(1));
    expect(await screen.findByRole("alert")).toHaveTextContent("1排2座已售出，请选择其他座位");
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("on a sold-out zone of a seated hall, 加入候补 sends the zone and count without seats, one attendee per ticket, and shows the place in line", async () => {
    const fake = stadiumApi({ "/api/perform/sessions": () => ok(stadiumSessions(0, 0)), "/api/waitlist/join": ok({ entry_id: 22, position: 2 }) });
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${stadium}&sku=9091&qty=2`);
    const tickets = await screen.findByRole("region", { name: "票品" });
    expect(await within(tickets).findByText("所选票档已售罄")).toBeInTheDocument();
    expect(tickets).toHaveTextContent("A区 × 2张");
    expect(tickets).toHaveTextContent("¥2560");
    expect(within(tickets).getByText("候补无需选座：有座位退回时，系统为您保留该票档的相邻座位")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
    expect(screen.getByText("实名制，需选择2位出行人")).toBeInTheDocument();

    await user.click(await screen.findByRole("checkbox", { name: /王芳/ }));
    await user.click(screen.getByRole("checkbox", { name: /张三/ }));
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第2位")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "加入候补" })).toBeDisabled();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
    expect(fake.callsTo("/api/perform/seats")).toHaveLength(0);
    const call = fake.callsTo("/api/waitlist/join")[0]!;
    expect(call.fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    const data = JSON.parse(call.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "performance", product_id: 909, day: firstDay, slot: "19:30", seats: [], sku_id: 9091, quantity: 2, traveller_ids: [33, 31], contact_name: "张三", contact_phone: "13800138000" });
  });

  it("does not order a seated hall's zone by count while it has seats: says so, leads back to the seat map, 提交订单 disabled", async () => {
    const fake = stadiumApi();
    const user = userEvent.setup();
    render(<PerformOrderPage />, `/PerformOrder?${stadium}&sku=9092&qty=1`);
    expect(await screen.findByRole("alert")).toHaveTextContent("该票档尚有座位，请在座位图上选座");
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "去选座" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformCheck?${stadium}`);
  });

  it("says a seat taken meanwhile is sold and does not offer 提交订单 nor a waiting list, even with the hall sold out", async () => {
    const soldOut = stadiumSessions(0, 0);
    stadiumApi({ "/api/perform/sessions": () => ok(soldOut), "/api/perform/seats": () => ok(stadiumSeatMap(["R01-01", "R01-02"])) });
    render(<PerformOrderPage />, `/PerformOrder?${stadium}&seats=R01-02`);
    expect(await screen.findByText("1排2座已售出，请选择其他座位")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
  });
});
