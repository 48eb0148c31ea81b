import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { shanghaiDay, addDays } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { neZhaDetail, seatMapFixture, showtimesFixture, yushanDetail } from "../test-fixtures";
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
    expect(within(list).getByRole("button", { name: "21:40 1号厅已售罄" })).toBeDisabled();
    expect(within(list).getByText("余12座")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: new RegExp(`^今天 ${Number(today.slice(5, 7))}月${Number(today.slice(8, 10))}日$`) })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: /^明天/ }));
    await waitFor(() => expect(fake.callsTo("/api/movie/showtimes").at(-1)!.fields.get("day")).toBe(addDays(today, 1)));

    await user.click(await within(screen.getByRole("region", { name: "场次" })).findByRole("button", { name: "选择19:30 1号厅的座位" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/MovieSeat?product=70&day=${addDays(today, 1)}&slot=19%3A30%7CH1&movie=7&cinema=3`);
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
