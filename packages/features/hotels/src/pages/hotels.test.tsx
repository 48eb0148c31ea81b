import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { HotelListItem } from "@wenlv/contract/hotels";
import { createTestStore, fakeApi, ok, renderAt, renderInApp, type FakeReply } from "@wenlv/app-kit/testing";
import { addDays, shanghaiDay } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { availabilityFixture, pingjiangDetail, pingjiangListItem } from "../test-fixtures";
import { HotelAccommodationPage } from "./hotel-accommodation";
import { HotelDetailMorePage } from "./hotel-detail-more";
import { HotelDetailPage } from "./hotel-detail";
import { HotelOrderPage } from "./hotel-order";

const checkIn = addDays(shanghaiDay(), 3);
const checkOut = addDays(checkIn, 2);
const stayQs = `check_in=${checkIn}&check_out=${checkOut}&rooms=1`;
const listPage: Page<HotelListItem> = { list: [pingjiangListItem], total: 1, page: 1, page_size: 10 };

function hotelApi(more: Record<string, FakeReply | (() => FakeReply)> = {}) {
  return fakeApi({
    "/api/hotel/list": ok(listPage),
    "/api/hotel/detail": ok(pingjiangDetail),
    "/api/hotel/availability": () => ok(availabilityFixture(checkIn)),
    ...more,
  });
}

describe("/HotelAccommodation", () => {
  it("lists hotels with star level, district, facilities and the cheapest room, each opening its detail", async () => {
    const fake = hotelApi();
    const user = userEvent.setup();
    renderAt(<HotelAccommodationPage />, "/HotelAccommodation");
    const card = await screen.findByRole("link", { name: /苏州平江客栈/ });
    expect(card).toHaveTextContent("四星级 · 姑苏区");
    expect(card).toHaveTextContent("园林庭院");
    expect(card).toHaveTextContent("¥580起");
    await user.click(screen.getByRole("button", { name: "姑苏区" }));
    await waitFor(() => expect(fake.callsTo("/api/hotel/list").at(-1)?.fields.get("area_code")).toBe("320508"));
    await user.click(screen.getByRole("link", { name: /苏州平江客栈/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/HotelDetail?id=3");
  });

  it("says what to do when nothing matches", async () => {
    hotelApi({ "/api/hotel/list": ok({ list: [], total: 0, page: 1, page_size: 10 }) });
    renderAt(<HotelAccommodationPage />, "/HotelAccommodation?keyword=无此酒店");
    expect(await screen.findByText("没有找到与“无此酒店”相关的酒店，换个关键词或区域试试")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "查看全部酒店" })).toBeInTheDocument();
  });
});

describe("/HotelDetail", () => {
  it("prices every room for the stay in the URL, offers 预订 only where every night has rooms, and books with the stay", async () => {
    const fake = hotelApi();
    const user = userEvent.setup();
    renderInApp(<HotelDetailPage />, `/HotelDetail?id=3&${stayQs}`);
    expect(await screen.findByRole("heading", { level: 2, name: "苏州平江客栈" })).toBeInTheDocument();
    expect(screen.getByText("共2晚")).toBeInTheDocument();
    const call = await waitFor(() => {
      const c = fake.callsTo("/api/hotel/availability")[0];
      expect(c).toBeDefined();
      return c!;
    });
    expect([call.fields.get("check_in"), call.fields.get("check_out"), call.fields.get("rooms")]).toEqual([checkIn, checkOut, "1"]);

    const king = (await screen.findByRole("heading", { name: "园景大床房" })).closest("li")!;
    expect(king).toHaveTextContent("¥1260");
    expect(king).toHaveTextContent("仅剩2间");
    expect(king).toHaveTextContent(`${addDays(checkIn, -1).slice(5)} 14:00前可免费取消`);
    const twin = screen.getByRole("heading", { name: "标准双床房" }).closest("li")!;
    expect(twin).toHaveTextContent("满房");
    expect(within(twin).queryByRole("button", { name: /预订/ })).toBeNull();
    expect(within(twin).getByRole("button", { name: "标准双床房所选日期满房，加入候补" })).toBeEnabled();
    expect(twin).toHaveTextContent("不可取消");
    expect(screen.getByText("价格与房量为示例数据")).toBeInTheDocument();

    await user.click(within(king).getByRole("button", { name: "预订园景大床房" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/HotelOrder?id=3&room=71&${stayQs}`);
  });

  it("says 不可取消 once a room's free-cancellation time has passed, never a deadline in the past", async () => {
    const passed = availabilityFixture(checkIn);
    passed.rooms[0]!.free_cancel_until = new Date(Date.now() - 60_000).toISOString();
    hotelApi({ "/api/hotel/availability": () => ok(passed) });
    renderInApp(<HotelDetailPage />, `/HotelDetail?id=3&${stayQs}`);
    const king = (await screen.findByRole("heading", { name: "园景大床房" })).closest("li")!;
    await waitFor(() => expect(king).toHaveTextContent("不可取消"));
    expect(king).not.toHaveTextContent("前可免费取消");
  });

  it("keeps more rooms in the URL and asks availability for them", async () => {
    const fake = hotelApi();
    const user = userEvent.setup();
    renderInApp(<HotelDetailPage />, `/HotelDetail?id=3&${stayQs}`);
    await user.click(await screen.findByRole("button", { name: "增加房间数" }));
    await waitFor(() => expect(fake.callsTo("/api/hotel/availability").at(-1)?.fields.get("rooms")).toBe("2"));
  });

  it("falls back to tonight for a stay in the past", async () => {
    const fake = hotelApi();
    renderInApp(<HotelDetailPage />, "/HotelDetail?id=3&check_in=2020-01-01&check_out=2020-01-02");
    await screen.findByRole("heading", { level: 2, name: "苏州平江客栈" });
    await waitFor(() => expect(fake.callsTo("/api/hotel/availability")[0]?.fields.get("check_in")).toBe(shanghaiDay()));
  });
});

describe("/HotelDetailMore", () => {
  it("shows the description, times and the source", async () => {
    hotelApi();
    renderAt(<HotelDetailMorePage />, "/HotelDetailMore?id=3");
    expect(await screen.findByText("平江路旁的老宅客栈。")).toBeInTheDocument();
    expect(screen.getByText("入住时间：14:00以后")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "酒店官网（在新窗口打开）" })).toHaveAttribute("href", "https://example.org/pingjiang");
  });
});

const SIGNING_KEY = "5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4e5f60718293a4b5c6d7e8f90";
const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: SIGNING_KEY };

describe("/HotelOrder", () => {
  it("shows each night's price and the cancellation deadline, wants a guest per room, and sends a signed hotel create", async () => {
    const fake = fakeApi(
      {
        "/api/hotel/detail": ok(pingjiangDetail),
        "/api/hotel/availability": () => ok(availabilityFixture(checkIn)),
        "/api/order/create": ok({ order_no: "H20261125001", order_id: 5, amount_fen: 126000, expires_at: "2026-11-25T00:15:00Z" }),
      },
      { token: session.token },
    );
    const user = userEvent.setup();
    renderAt(<HotelOrderPage />, `/HotelOrder?id=3&room=71&${stayQs}`, { store: createTestStore(session) });
    expect(await screen.findByText("园景大床房")).toBeInTheDocument();
    const nightly = await screen.findByRole("region", { name: "每晚房价" });
    expect(nightly).toHaveTextContent("¥580");
    expect(nightly).toHaveTextContent("¥680");
    expect(screen.getByText(`${addDays(checkIn, -1).slice(5)} 14:00前可免费取消，之后不可取消`)).toBeInTheDocument();
    expect(document.querySelector(".wl-submit-bar .wl-price")).toHaveTextContent("¥1260");
    expect(screen.getByText("2晚 × 1间")).toBeInTheDocument();

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请填写房间1的入住人姓名", 2000));
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);

    await user.type(screen.getByLabelText("房间1"), "王芳");
    await user.click(screen.getByRole("button", { name: "提交订单" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/OrderPay?order_no=H20261125001");
    const data = JSON.parse(fake.callsTo("/api/order/create")[0]!.fields.get("data")!) as Record<string, unknown>;
    expect(data).toMatchObject({ type: "hotel", product_id: 71, sku_id: 171, check_in: checkIn, check_out: checkOut, rooms: 1, guests: ["王芳"], contact_name: "张三", contact_phone: "13800138000", source_port: "h5" });
    expect(Object.keys(data).some((k) => /amount|price|total/i.test(k))).toBe(false);
  });

  it("does not sell a stay without rooms: it says why and joins the waiting list with the same signed order instead", async () => {
    const fake = fakeApi(
      {
        "/api/hotel/detail": ok(pingjiangDetail),
        "/api/hotel/availability": () => ok(availabilityFixture(checkIn)),
        "/api/waitlist/join": ok({ entry_id: 9, position: 3 }),
      },
      { token: session.token },
    );
    const user = userEvent.setup();
    renderAt(<HotelOrderPage />, `/HotelOrder?id=3&room=72&${stayQs}`, { store: createTestStore(session) });
    expect(await screen.findByText("所选日期该房型房量不足，请更换日期或减少房间数")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
    expect(screen.getByText("此房型预订后不可取消、不可修改")).toBeInTheDocument();

    await user.type(screen.getByLabelText("联系人姓名"), "张三");
    await user.type(screen.getByLabelText("手机号码"), "13800138000");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    await waitFor(() => expect(fake.toast.show).toHaveBeenLastCalledWith("请填写房间1的入住人姓名", 2000));
    expect(fake.callsTo("/api/waitlist/join")).toHaveLength(0);

    await user.type(screen.getByLabelText("房间1"), "王芳");
    await user.click(screen.getByRole("button", { name: "加入候补" }));
    expect(await screen.findByText("已加入候补，您排在第3位")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "加入候补" })).toBeDisabled();
    expect(fake.callsTo("/api/order/create")).toHaveLength(0);
    const call = fake.callsTo("/api/waitlist/join")[0]!;
    expect(call.fields.get("signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(call.fields.get("data")!)).toMatchObject({ type: "hotel", product_id: 72, check_in: checkIn, rooms: 1, guests: ["王芳"], contact_name: "张三" });
  });

  it("leads back to the hotel when the room is gone", async () => {
    fakeApi({ "/api/hotel/detail": ok(pingjiangDetail), "/api/hotel/availability": () => ok(availabilityFixture(checkIn)) }, { token: session.token });
    renderAt(<HotelOrderPage />, `/HotelOrder?id=3&room=99&${stayQs}`, { store: createTestStore(session) });
    expect(await screen.findByText("这个房型已下架，请返回酒店重新选择")).toBeInTheDocument();
  });
});
