import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fail, fakeApi, ok, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { shanghaiDay, addDays } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { neZhaDetail, seatMapFixture, showtimesFixture, soldOutSeatMap, yushanDetail } from "../test-fixtures";
import { MovieCheckPage } from "./movie-check";
import { MovieOrderPage } from "./movie-order";
import { keepFreeSeats, MovieSeatPage } from "./movie-seat";

const today = shanghaiDay();
const showtimeQs = `product=70&day=${today}&slot=19%3A30%7CH1&movie=7&cinema=3`;
const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };

function bookingApi(more: Record<string, FakeReply | ((call: { fields: URLSearchParams }) => FakeReply)> = {}) {
  return fakeApi(
    {
      "/api/movie/detail": ok(neZhaDetail),
      "/api/cinema/detail": ok(yushanDetail),
      "/api/movie/showtimes": (call) => ok(showtimesFixture(call.fields.get("day") || today)),
      "/api/movie/seats": () => ok(seatMapFixture()),
      ...more,
    },
    { token: session.token },
  );
}

describe("/MovieCheck", () => {
  it("offers the days and the showtimes on sale, marks sold-out ones, never offers a started one, and opens the seat map", async () => {
    const fake = bookingApi();
    const user = userEvent.setup();
    renderAt(<MovieCheckPage />, "/MovieCheck?id=7&cinema=3");
    const list = await screen.findByRole("region", { name: "场次" });
    expect(within(list).queryByText("10:00")).not.toBeInTheDocument();
    expect(within(list).getByText("售罄 · 可候补")).toBeInTheDocument();
    expect(within(list).getByText("余12座")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: new RegExp(`^今天 ${Number(today.slice(5, 7))}月${Number(today.slice(8, 10))}日$`) })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: /^明天/ }));
    await waitFor(() => expect(fake.callsTo("/api/movie/showtimes").at(-1)!.fields.get("day")).toBe(addDays(today, 1)));

    await user.click(await within(screen.getByRole("region", { name: "场次" })).findByRole("button", { name: "选择19:30 1号厅的座位" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieSeat?product=70&day=${addDays(today, 1)}&slot=19%3A30%7CH1&movie=7&cinema=3`);
  });

  it("offers a sold-out showtime's waiting list: 候补 opens /MovieOrder in waiting-list mode for it", async () => {
    bookingApi();
    const user = userEvent.setup();
    renderAt(<MovieCheckPage />, "/MovieCheck?id=7&cinema=3");
    const list = await screen.findByRole("region", { name: "场次" });
    const row = within(list).getByText("21:40").closest("li")!;
    expect(row).toHaveTextContent("售罄 · 可候补");
    expect(row).not.toHaveTextContent("已售罄");
    const wait = within(list).getByRole("button", { name: "21:40 1号厅已售罄，加入候补" });
    expect(wait).toHaveTextContent("候补");
    expect(wait).toBeEnabled();
    // The showtime with seats left still leads to the seat map, not the waiting list.
    expect(within(list).getByRole("button", { name: "选择19:30 1号厅的座位" })).toHaveTextContent("选座");
    await user.click(wait);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieOrder?product=70&day=${today}&slot=21%3A40%7CH1&movie=7&cinema=3&wait=1`);
  });

  it("takes the film's product at the cinema as id too", async () => {
    const fake = bookingApi();
    renderAt(<MovieCheckPage />, "/MovieCheckChangshu?id=70&cinema=3");
    await screen.findByRole("region", { name: "场次" });
    expect(fake.callsTo("/api/movie/showtimes")[0]!.fields.get("movie_id")).toBe("7");
  });

  it("asks for a cinema when the link has none", async () => {
    bookingApi();
    const user = userEvent.setup();
    renderAt(<MovieCheckPage />, "/MovieCheckChangshu?id=7");
    await user.click(await screen.findByRole("button", { name: "选择影院" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/MovieDetailChangShu?id=7");
  });
});

describe("/MovieSeat", () => {
  it("keeps the seat rules while choosing: no single empty seat, couple seats together, then 确认选座 with the seats", async () => {
    const fake = bookingApi();
    const user = userEvent.setup();
    renderAt(<MovieSeatPage />, `/MovieSeat?${showtimeQs}`, { store: createTestStore(session) });
    expect(await screen.findByText(`${today} 19:30 · 1号厅`)).toBeInTheDocument();
    expect(fake.callsTo("/api/movie/seats")[0]!.fields.get("slot")).toBe("19:30|H1");
    expect(screen.getByRole("button", { name: "1排3座 已售" })).toBeDisabled();
    const confirm = screen.getByRole("button", { name: "确认选座" });
    expect(confirm).toBeDisabled();

    // 1排1座 alone leaves 1排2座 empty between it and the taken 1排3座.
    await user.click(screen.getByRole("button", { name: "1排1座 可选" }));
    expect(await screen.findByText("请不要在1排2座留下单个空座")).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "1排2座 可选" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "2排2座 可选 情侣座" }));
    expect(screen.getByRole("button", { name: "2排1座 已选 情侣座" })).toBeInTheDocument();
    expect(document.querySelector(".wl-seat-bar .wl-price")).toHaveTextContent("¥190");
    expect(confirm).toBeEnabled();

    // A fifth seat is past the most per order (4).
    await user.click(screen.getByRole("button", { name: "1排5座 可选" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("每单最多选4个座位", 2000));

    await user.click(confirm);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieOrder?${showtimeQs}&seats=R01-01,R01-02,R02-01,R02-02`);
  });

  it("on a sold-out showtime says so above the map and offers 加入候补 to the waiting-list form", async () => {
    bookingApi({ "/api/movie/seats": () => ok(soldOutSeatMap()) });
    const user = userEvent.setup();
    renderAt(<MovieSeatPage />, `/MovieSeat?${showtimeQs}`, { store: createTestStore(session) });
    const note = await screen.findByRole("region", { name: "本场已售罄" });
    expect(note).toHaveTextContent("可加入候补");
    await user.click(within(note).getByRole("button", { name: "加入候补" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieOrder?${showtimeQs}&wait=1`);
  });

  it("offers no waiting list while seats are left", async () => {
    bookingApi();
    renderAt(<MovieSeatPage />, `/MovieSeat?${showtimeQs}`, { store: createTestStore(session) });
    expect(await screen.findByRole("button", { name: "确认选座" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
    expect(screen.queryByText("本场已售罄")).toBeNull();
  });

  it("gives a seat back from the bar, couple halves together", async () => {
    bookingApi();
    const user = userEvent.setup();
    renderAt(<MovieSeatPage />, `/MovieSeat?${showtimeQs}&seats=R02-01,R02-02`, { store: createTestStore(session) });
    await user.click(await screen.findByRole("button", { name: "取消2排2座" }));
    expect(screen.getByRole("button", { name: "2排1座 可选 情侣座" })).toBeInTheDocument();
    expect(screen.getByText("请点击座位图选座")).toBeInTheDocument();
  });

  it("drops a chosen seat someone else took meanwhile (with its couple half) and names it", () => {
    const map = seatMapFixture(["R01-03", "R02-02"]);
    expect(keepFreeSeats(map, ["R01-01", "R02-01", "R02-02"])).toEqual({ kept: ["R01-01"], lost: ["R02-02"] });
    expect(keepFreeSeats(map, ["R01-01"])).toEqual({ kept: ["R01-01"], lost: [] });
  });
});

describe("/MovieOrder", () => {
  it("shows the showtime, each seat's price and the total, wants a contact, and sends a signed film create", async () => {
    const fake = bookingApi({ "/api/order/create": ok({ order_no: "M20261128001", order_id: 9, amount_fen: 19000, expires_at: "2026-11-28T00:15:00Z" }) });
    const user = userEvent.setup();
    renderAt(<MovieOrderPage />, `/MovieOrder?${showtimeQs}&seats=R01-01,R01-02,R02-01,R02-02`, { store: createTestStore(session) });
    expect(await screen.findByText(`${today} 19:30 · 1号厅`)).toBeInTheDocument();
    const seats = screen.getByRole("region", { name: "座位" });
    expect(within(seats).getByText("1排1座")).toBeInTheDocument();
    expect(seats).toHaveTextContent("2排2座¥50");
    expect(document.querySelector(".wl-submit-bar .wl-price")).toHaveTextContent("¥190");
    expect(screen.getByText("4张")).toBeInTheDocument();
    expect(await screen.findByText("开场前1小时以前可免费退票，之后不可退票")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenCalled());
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=M20261128001");
    const data = JSON.parse(fake.callsTo("/api/order/create")[0]!.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "movie", product_id: 70, day: today, slot: "19:30|H1", seats: ["R01-01", "R01-02", "R02-01", "R02-02"], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("does not send seats taken since they were chosen, and leads back to the seat map with them", async () => {
    bookingApi({ "/api/movie/seats": () => ok(seatMapFixture(["R01-03", "R01-01"])) });
    const user = userEvent.setup();
    renderAt(<MovieOrderPage />, `/MovieOrder?${showtimeQs}&seats=R01-01,R01-02`, { store: createTestStore(session) });
    expect(await screen.findByRole("alert")).toHaveTextContent("1排1座已售出，请选择其他座位");
    expect(screen.getByRole("button", { name: "提交订单" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "重新选座" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieSeat?${showtimeQs}&seats=R01-01,R01-02`);
  });
});

describe("/MovieOrder in waiting-list mode (wait=1)", () => {
  const waitUrl = `/MovieOrder?${showtimeQs}&wait=1`;
  const joinData = (fake: ReturnType<typeof fakeApi>) => JSON.parse(fake.callsTo("/api/waitlist/join")[0]!.fields.get("data")!) as Record<string, unknown>;
  const total = () => document.querySelector(".wl-submit-bar .wl-price");

  it("takes a seat kind and count instead of seats, wants a contact, and joins with seats [], the kind's SKU and the count", async () => {
    const fake = bookingApi({ "/api/movie/seats": () => ok(soldOutSeatMap()), "/api/waitlist/join": ok({ entry_id: 31, position: 2 }) });
    const user = userEvent.setup();
    renderAt(<MovieOrderPage />, waitUrl, { store: createTestStore(session) });
    expect(await screen.findByText(`${today} 19:30 · 1号厅`)).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "候补座位" });
    expect(within(card).getByText(/^已售罄。填写信息后可加入候补/)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "去选座" })).toBeNull();
    expect(await screen.findByText("开场前1小时以前可免费退票，之后不可退票")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
    const join = screen.getByRole("button", { name: "加入候补" });

    // Nothing is sent before a seat kind is chosen.
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(join);
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请选择座位类型", 2000));
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);

    // 普通座 one seat at a time: 3 × ¥45.
    await user.click(within(card).getByRole("option", { name: "普通座 ¥45/座" }));
    const more = within(card).getByRole("button", { name: "增加座位数" });
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(total()).toHaveTextContent("¥135"));

    await user.click(join);
    expect(await screen.findByText("已加入候补，您排在第2位")).toBeInTheDocument();
    await waitFor(() => expect(join).toBeDisabled());
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
    const call = fake.callsTo("/api/waitlist/join")[0]!;
    expect(call.fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    const data = joinData(fake);
    expect(data).toMatchObject({ type: "movie", product_id: 70, day: today, slot: "19:30|H1", seats: [], sku_id: 701, quantity: 3, contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
    // The seat map is read again after the join.
    await waitFor(() => expect(fake.callsTo("/api/movie/seats").length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("counts couple seats a pair at a time (an odd count becomes a pair) and joins with an even count", async () => {
    const fake = bookingApi({ "/api/movie/seats": () => ok(soldOutSeatMap()), "/api/waitlist/join": ok({ entry_id: 32, position: 1 }) });
    const user = userEvent.setup();
    renderAt(<MovieOrderPage />, waitUrl, { store: createTestStore(session) });
    const card = await screen.findByRole("region", { name: "候补座位" });
    await user.click(within(card).getByRole("option", { name: "普通座 ¥45/座" }));
    const more = within(card).getByRole("button", { name: "增加座位数" });
    const less = within(card).getByRole("button", { name: "减少座位数" });
    const count = within(card).getByRole("spinbutton", { name: "座位数" });
    await user.click(more);
    await user.click(more);
    await waitFor(() => expect(count).toHaveValue("3"));

    // Three standard seats become two couple pairs' worth: 4 seats, never 3.
    await user.click(within(card).getByRole("option", { name: "情侣座 ¥50/座" }));
    expect(within(card).getByText("情侣座两座一对，按对候补")).toBeInTheDocument();
    await waitFor(() => expect(count).toHaveValue("4"));
    expect(total()).toHaveTextContent("¥200");
    await waitFor(() => expect(more).toBeDisabled());
    await user.click(less);
    await waitFor(() => expect(count).toHaveValue("2"));
    expect(total()).toHaveTextContent("¥100");
    await waitFor(() => expect(less).toBeDisabled());
    await user.click(more);
    await waitFor(() => expect(count).toHaveValue("4"));

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第1位")).toBeInTheDocument();
    expect(joinData(fake)).toMatchObject({ seats: [], sku_id: 702, quantity: 4 });
  });

  it("says when seats are still free, with 去选座 to the seat map, and still sends a join (the API's refusal is shown)", async () => {
    const fake = bookingApi({ "/api/waitlist/join": fail("尚有余位，请直接预订") });
    const user = userEvent.setup();
    renderAt(<MovieOrderPage />, waitUrl, { store: createTestStore(session) });
    const card = await screen.findByRole("region", { name: "候补座位" });
    expect(within(card).getByText("本场尚有11个空座，可直接选座购买；如空座不相邻，仍可加入候补")).toBeInTheDocument();
    await user.click(within(card).getByRole("option", { name: "普通座 ¥45/座" }));
    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("尚有余位，请直接预订", 2000));
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(1);
    expect(joinData(fake)).toMatchObject({ seats: [], sku_id: 701, quantity: 1 });
    expect(screen.queryByText(/已加入候补/)).toBeNull();
    expect(screen.getByRole("button", { name: "加入候补" })).toBeEnabled();

    await user.click(within(card).getByRole("button", { name: "去选座" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieSeat?${showtimeQs}`);
  });

  it("shows the API's reason when the showtime is no longer on sale", async () => {
    bookingApi({ "/api/movie/seats": fail("该场次不存在或已停止售票") });
    renderAt(<MovieOrderPage />, waitUrl, { store: createTestStore(session) });
    expect(await screen.findByText("该场次不存在或已停止售票")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "加入候补" })).toBeNull();
  });
});
