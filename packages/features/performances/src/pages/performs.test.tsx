import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { PerformListItem } from "@wenlv/contract/performances";
import { createTestStore, fail, fakeApi, ok, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import { addDays, shanghaiDay } from "@wenlv/validation/days";
import { describe, expect, it } from "vitest";
import { firstDay, gardenDetail, gardenListItem, gardenSessions, stadiumDetail, stadiumSessions } from "../test-fixtures";
import { PerformDatePage } from "./perform-date";
import { PerformDetailPage } from "./perform-detail";
import { PerformsPage } from "./performs";

const listPage: Page<PerformListItem> = { list: [gardenListItem], total: 1, page: 1, page_size: 10 };
const dayNumbers = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

function showApi(more: Record<string, FakeReply | (() => FakeReply)> = {}) {
  return fakeApi({
    "/api/perform/list": ok(listPage),
    "/api/perform/detail": ok(gardenDetail),
    "/api/perform/sessions": () => ok(gardenSessions()),
    ...more,
  });
}

describe("/Performs", () => {
  it("lists shows with venue, district, category, dates on sale and the cheapest zone, each opening its detail", async () => {
    const fake = showApi();
    const user = userEvent.setup();
    renderAt(<PerformsPage />, "/Performs");
    const card = await screen.findByRole("link", { name: /园林版昆曲《浮生六记》/ });
    expect(card).toHaveTextContent("沧浪亭（园林实景演出） · 姑苏区");
    expect(card).toHaveTextContent("昆曲");
    expect(card).toHaveTextContent(`${dayNumbers(firstDay)} - ${dayNumbers(addDays(firstDay, 1))}`);
    expect(card).toHaveTextContent("¥480起");
    await user.click(within(screen.getByRole("group", { name: "按类别筛选" })).getByRole("button", { name: "评弹" }));
    await waitFor(() => expect(fake.callsTo("/api/perform/list").at(-1)?.fields.get("category")).toBe("pingtan"));
    await user.click(screen.getByRole("link", { name: /园林版昆曲《浮生六记》/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/PerformDetail?id=2");
  });

  it("says what to do when nothing matches, and offers every show again", async () => {
    const fake = showApi({ "/api/perform/list": ok({ list: [], total: 0, page: 1, page_size: 10 }) });
    const user = userEvent.setup();
    renderAt(<PerformsPage />, "/Performs?keyword=无此演出&category=drama");
    expect(await screen.findByText("没有找到与“无此演出”相关的演出，换个关键词试试")).toBeInTheDocument();
    expect(fake.callsTo("/api/perform/list")[0]?.fields.get("category")).toBe("drama");
    await user.click(screen.getByRole("button", { name: "查看全部演出" }));
    await waitFor(() => {
      const last = fake.callsTo("/api/perform/list").at(-1)!.fields;
      expect([last.get("keyword"), last.get("category")]).toEqual([null, null]);
    });
  });

  it("shows the API's message with a retry when the list fails", async () => {
    showApi({ "/api/perform/list": fail("服务繁忙") });
    renderAt(<PerformsPage />, "/Performs");
    expect(await screen.findByText("服务繁忙")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /重试|重新加载/ })).toBeInTheDocument();
  });
});

describe("/PerformDetail", () => {
  it("shows venue, dates, price range, introduction and 购票须知, and 选座购买 opens the sessions", async () => {
    showApi();
    const user = userEvent.setup();
    renderAt(<PerformDetailPage />, "/PerformDetail?id=2");
    expect(await screen.findByRole("heading", { level: 2, name: "园林版昆曲《浮生六记》" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "园林版昆曲《浮生六记》" })).toHaveAttribute("src", gardenDetail.cover);
    expect(screen.getByText("沧浪亭（园林实景演出） · 园林实景（移步观演）")).toBeInTheDocument();
    expect(screen.getByText("姑苏区 · 江苏省苏州市姑苏区沧浪亭街3号")).toBeInTheDocument();
    expect(screen.getByText("¥480")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${dayNumbers(firstDay)} 周.* - ${dayNumbers(addDays(firstDay, 1))} 周.$`))).toBeInTheDocument();
    expect(screen.getByText("在沈复与芸娘曾同游的沧浪亭里夜间搬演。")).toBeInTheDocument();
    const notices = screen.getByRole("region", { name: "购票须知" });
    expect(notices).toHaveTextContent("实名购票，每单需填写1位购票人的身份证件（一单一证）");
    expect(notices).toHaveTextContent("每单最多4张");
    expect(notices).toHaveTextContent("不对号入场，按票档购票");
    expect(notices).toHaveTextContent("每场开演前60分钟停止线上售票");
    expect(screen.getByText("场次、票价与余票为示例数据")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "选座购买" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/PerformDate?id=2");
  });

  it("shows a price range over several zones and disables buying when no session is on sale", async () => {
    const zones = [...gardenDetail.zones, { sku_id: 9022, code: "B", name: "B区", name_en: "Zone B", price_fen: 18000 }];
    showApi({ "/api/perform/detail": ok({ ...gardenDetail, zones, first_day: null, last_day: null }) });
    renderAt(<PerformDetailPage />, "/PerformDetail?id=2");
    expect(await screen.findByText("¥180 - ¥480")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "暂无可售场次" })).toBeDisabled();
  });

  it("reads in English on English screens, with the English names the API sends", async () => {
    showApi();
    await i18n.changeLanguage("en");
    renderAt(<PerformDetailPage />, "/PerformDetail?id=2");
    expect(await screen.findByRole("heading", { level: 2, name: "Six Records of a Floating Life, Kunqu in the Garden" })).toBeInTheDocument();
    expect(screen.getByText("Gusu District · 3 Canglangting Street, Gusu District, Suzhou")).toBeInTheDocument();
    expect(screen.getByText("About 90 minutes")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Before you buy" })).toHaveTextContent("Real-name purchase: one buyer's ID document per order");
    expect(screen.getByRole("button", { name: "Choose seats" })).toBeEnabled();
  });

  it("says an unknown show is not found", async () => {
    showApi({ "/api/perform/detail": fail("演出不存在") });
    renderAt(<PerformDetailPage />, "/PerformDetail?id=999");
    expect(await screen.findByText("演出不存在")).toBeInTheDocument();
  });
});

const session = { token: "tok_abcdefghijklmnop", user: null, signingKey: null };

describe("/PerformDate", () => {
  it("offers the sessions on sale by day, offers a sold-out one of general admission for the waiting list, never offers a closed one, and opens the chosen one", async () => {
    const sessions = gardenSessions();
    const today = shanghaiDay();
    // A session of today that started an hour ago: the API would not list it; a stale answer must not offer it.
    const started = new Date(Date.now() - 3_600_000).toISOString();
    sessions.sessions.unshift({ ...sessions.sessions[0]!, day: today, slot: "00:00", starts_at: started });
    const fake = showApi({ "/api/perform/sessions": () => ok(sessions) });
    const user = userEvent.setup();
    renderAt(<PerformDatePage />, "/PerformDate?id=2", { store: createTestStore(session) });
    const days = await screen.findByRole("group", { name: "选择日期" });
    expect(within(days).getAllByRole("button").map((b) => b.textContent)).toEqual([expect.stringContaining(dayNumbers(firstDay)), expect.stringMatching(/已售罄$/)]);
    expect(within(days).queryByText(new RegExp(dayNumbers(today)))).toBeNull();
    expect(fake.callsTo("/api/perform/sessions")[0]?.fields.get("id")).toBe("2");

    await user.click(within(days).getByRole("button", { name: /已售罄/ }));
    const full = screen.getByRole("button", { name: /19:40 开演，售罄 · 可候补/ });
    expect(full).toBeEnabled();
    await user.click(within(days).getByRole("button", { name: new RegExp(dayNumbers(firstDay)) }));
    const open = screen.getByRole("button", { name: /19:40 开演，余3张/ });
    expect(open).toBeEnabled();
    await user.click(open);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformCheck?id=2&day=${firstDay}&slot=19%3A40`);
  });

  it("opens a sold-out session of general admission for its waiting list", async () => {
    showApi();
    const user = userEvent.setup();
    renderAt(<PerformDatePage />, `/PerformDate?id=2&day=${addDays(firstDay, 1)}`, { store: createTestStore(session) });
    await user.click(await screen.findByRole("button", { name: /19:40 开演，售罄 · 可候补/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformCheck?id=2&day=${addDays(firstDay, 1)}&slot=19%3A40`);
  });

  it("offers a sold-out session of a seated hall for its zones' waiting lists and opens it", async () => {
    showApi({ "/api/perform/detail": ok(stadiumDetail), "/api/perform/sessions": () => ok(stadiumSessions(0, 0)) });
    const user = userEvent.setup();
    renderAt(<PerformDatePage />, "/PerformDate?id=9", { store: createTestStore(session) });
    const button = await screen.findByRole("button", { name: /19:30 开演，售罄 · 可候补$/ });
    expect(button).toBeEnabled();
    expect(screen.queryByText("已售罄", { selector: ".wl-perform-session__soldout" })).toBeNull();
    await user.click(button);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PerformCheck?id=9&day=${firstDay}&slot=19%3A30`);
  });

  it("says when no session is on sale", async () => {
    showApi({ "/api/perform/sessions": ok({ id: 2, product_id: 902, seated: false, sessions: [] }) });
    renderAt(<PerformDatePage />, "/PerformDate?id=2", { store: createTestStore(session) });
    expect(await screen.findByText("暂无可售场次，请稍后再来看看")).toBeInTheDocument();
  });
});
