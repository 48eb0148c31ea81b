import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { LineListItem } from "@wenlv/contract/lines";
import { fail, fakeApi, ok, renderAt, renderInApp } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { gardensDetail, gardensListItem } from "../test-fixtures";
import { LineDetailPage } from "./line-detail";
import { BoutiqueLinePage, NightTourPage, OneDayTravelNewPage } from "./line-list";

const listPage: Page<LineListItem> = { list: [gardensListItem], total: 1, page: 1, page_size: 10 };

describe("line lists", () => {
  it("lists the kind's lines with district, duration, departure time, weekdays and the cheapest fare, each opening its detail", async () => {
    const fake = fakeApi({ "/api/line/list": ok(listPage) });
    const user = userEvent.setup();
    renderAt(<OneDayTravelNewPage />, "/OneDayTravelNew");
    const card = await screen.findByRole("link", { name: /古城园林一日游/ });
    expect(card).toHaveTextContent("姑苏区 · 约9小时 · 08:00出发");
    expect(card).toHaveTextContent("周二至周日发团");
    expect(card).toHaveTextContent("¥238起");
    expect(fake.callsTo("/api/line/list")[0]?.fields.get("kind")).toBe("one_day");
    await user.click(screen.getByRole("button", { name: "姑苏区" }));
    await waitFor(() => expect(fake.callsTo("/api/line/list").at(-1)?.fields.get("area_code")).toBe("320508"));
    expect(fake.callsTo("/api/line/list").at(-1)?.fields.get("kind")).toBe("one_day");
    await user.click(screen.getByRole("link", { name: /古城园林一日游/ }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/LineDetail?id=5");
  });

  it("asks for its own kind under each path and says what to do when a district has none", async () => {
    const fake = fakeApi({ "/api/line/list": ok({ list: [], total: 0, page: 1, page_size: 10 }) });
    renderAt(<NightTourPage />, "/NightTour?area_code=320583");
    expect(await screen.findByText("昆山市暂无夜游线路，看看其他区域吧")).toBeInTheDocument();
    expect(fake.callsTo("/api/line/list")[0]?.fields.get("kind")).toBe("night");
    expect(fake.callsTo("/api/line/list")[0]?.fields.get("area_code")).toBe("320583");
    expect(screen.getByRole("button", { name: "查看全部线路" })).toBeInTheDocument();
  });

  it("shows the error with 重试 when the first page fails, and retries", async () => {
    let calls = 0;
    fakeApi({ "/api/line/list": () => (++calls === 1 ? fail("服务繁忙") : ok(listPage)) });
    const user = userEvent.setup();
    renderAt(<BoutiqueLinePage />, "/BoutiqueLine");
    await user.click(await screen.findByRole("button", { name: /重试/ }));
    expect(await screen.findByRole("link", { name: /古城园林一日游/ })).toBeInTheDocument();
  });
});

describe("/LineDetail", () => {
  it("shows the itinerary, inclusions, packages with adult and child fares, the booking rules, and books on /LineSelect", async () => {
    fakeApi({ "/api/line/detail": ok(gardensDetail) });
    const user = userEvent.setup();
    renderInApp(<LineDetailPage />, "/LineDetail?id=5");
    expect(await screen.findByRole("heading", { level: 2, name: "古城园林一日游" })).toBeInTheDocument();
    expect(screen.getByText("08:00 · 观前街察院场")).toBeInTheDocument();
    const itinerary = screen.getByRole("region", { name: "行程安排" });
    expect(screen.getByRole("link", { name: "查看景点拙政园" })).toHaveAttribute("href", "/ScenicDetail?id=12");
    expect(itinerary).toHaveTextContent("17:00平江路南口散团");
    expect(screen.getByRole("region", { name: "费用包含" })).toHaveTextContent("持证导游讲解");
    expect(screen.getByRole("region", { name: "费用不含" })).toHaveTextContent("往返集合点的交通");
    const packages = screen.getByRole("region", { name: "套餐与价格" });
    expect(packages).toHaveTextContent("标准套餐（含门票、午餐）成人¥298/人儿童¥198/人");
    expect(packages).toHaveTextContent("该套餐不售儿童价");
    expect(packages).toHaveTextContent("限时退");
    const rules = screen.getByRole("region", { name: "预订规则" });
    expect(rules).toHaveTextContent("每团30人");
    expect(rules).toHaveTextContent("出发前18小时截止报名");
    expect(rules).toHaveTextContent("24小时以前可免费退款");
    expect(rules).toHaveTextContent("每位出行人须提供姓名和身份证件，一人一座");
    expect(document.querySelector(".wl-line-bar")).toHaveTextContent("¥238起");
    await user.click(screen.getByRole("button", { name: "立即预订" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/LineSelect?id=5");
  });

  it("cannot book a line without packages, and explains a link without an id", async () => {
    fakeApi({ "/api/line/detail": ok({ ...gardensDetail, packages: [], min_price_fen: null }) });
    renderInApp(<LineDetailPage />, "/LineDetail?id=5");
    expect(await screen.findByRole("button", { name: "立即预订" })).toBeDisabled();
    expect(screen.getAllByText("暂无可预订的套餐").length).toBeGreaterThan(0);
  });

  it("speaks English on English screens: names, facts and rules from the API's English fields and the strings", async () => {
    await i18n.changeLanguage("en");
    fakeApi({ "/api/line/detail": ok(gardensDetail) });
    renderInApp(<LineDetailPage />, "/LineDetail?id=5");
    expect(await screen.findByRole("heading", { level: 2, name: "Old City Gardens Day Tour" })).toBeInTheDocument();
    expect(screen.getByText("Departs Tue to Sun")).toBeInTheDocument();
    expect(screen.getByText("About 9 h")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Itinerary" })).toHaveTextContent("Humble Administrator's Garden");
    expect(screen.getByRole("region", { name: "Booking rules" })).toHaveTextContent("18 hours before departure");
    expect(screen.getByRole("button", { name: "Book now" })).toBeEnabled();
  });

  it("explains a link without an id", () => {
    fakeApi({});
    renderAt(<LineDetailPage />, "/LineDetail");
    expect(screen.getByText("没有找到这条线路，链接可能已失效")).toBeInTheDocument();
  });
});
