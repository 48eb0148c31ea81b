import { PARTNERS } from "@wenlv/theme";
import { FIRST_SCREEN_CARDS } from "@wenlv/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { createTestStore, fakeApi, ok, renderAt, renderInApp, type SeenCall } from "@wenlv/app-kit/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scenicItem } from "../test-fixtures";
import { routes } from "../routes";
import { AttractionsTicketsPage } from "./attractions-tickets";

// antd-mobile's InfiniteScroll only loads when its footer is laid out (offsetParent set); jsdom
// lays out nothing, so the footer is made to look laid out and "near the bottom".
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetParent");
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetParent", { configurable: true, get: () => document.body });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, "offsetParent", offsetParent);
});

/** A fake scenic list (GET, fields in the query string) over 12 spots in Gusu and 3 in Wuzhong, paged like the API. */
function listHandler({ fields }: SeenCall) {
  const all = [
    ...Array.from({ length: 12 }, (_, i) => scenicItem(100 + i, `姑苏景点${i + 1}`, "320508")),
    ...Array.from({ length: 3 }, (_, i) => scenicItem(200 + i, `吴中景点${i + 1}`, "320506")),
  ];
  const area = fields.get("area_code");
  const keyword = fields.get("keyword");
  const tag = fields.get("tag");
  const matching = all.filter(
    (item) => (!area || item.area_code === area) && (!keyword || item.name.includes(keyword)) && (!tag || (tag === "园林" && item.id < 103)),
  );
  const page = Number(fields.get("page"));
  const size = Number(fields.get("page_size"));
  const answer: Page<ScenicListItem> = { list: matching.slice((page - 1) * size, page * size), total: matching.length, page, page_size: size };
  return ok(answer);
}

describe("/AttractionsTickets", () => {
  it("renders the spots page by page, 10 per page", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler }, { token: "tok_visitor_0001" });
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets");
    expect(await screen.findByText("姑苏景点1")).toBeInTheDocument();
    // The footer counts as near the bottom, so page 2 loads, and then nothing more (15 < 2 x 10).
    expect(await screen.findByText("吴中景点3")).toBeInTheDocument();
    const calls = fake.callsTo("/api/scenic/list");
    expect(calls.map((c) => c.fields.get("page"))).toEqual(["1", "2"]);
    expect(calls.every((c) => c.fields.get("page_size") === "10")).toBe(true);
    // A cacheable read: GET without the token even when one is held, so a CDN can share it.
    expect(calls.every((c) => c.method === "GET" && !c.fields.has("token") && !c.headers.has("authorization"))).toBe(true);
    expect(screen.getByText("没有更多了")).toBeInTheDocument();
    const links = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/ScenicDetail"));
    expect(links).toHaveLength(15);
    expect(links[0]).toHaveAttribute("href", "/ScenicDetail?id=100");
    // The covers of a phone's first screen load at once with high priority, the rest lazily (LCP, issue 8).
    const covers = links.map((a) => a.querySelector("img"));
    expect(covers.slice(0, FIRST_SCREEN_CARDS).every((img) => img?.getAttribute("fetchpriority") === "high" && !img.hasAttribute("loading"))).toBe(true);
    expect(covers.slice(FIRST_SCREEN_CARDS).every((img) => img?.getAttribute("loading") === "lazy" && !img.hasAttribute("fetchpriority"))).toBe(true);
  });

  it("the route's prefetch starts page 1 of the unfiltered list, which the page then uses", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const store = createTestStore();
    const prefetch = routes.find((r) => r.path === "/AttractionsTickets")?.prefetch;
    // A filtered URL is left to the page (its filter is validated there).
    prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams("area_code=320506"), partner: PARTNERS.default });
    prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams(), partner: PARTNERS.default });
    await waitFor(() => expect(fake.callsTo("/api/scenic/list")).toHaveLength(1));
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets", { store });
    expect(await screen.findByText("吴中景点3")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list").map((c) => c.fields.get("page"))).toEqual(["1", "2"]);
  });

  it("filters by district from the capsule row, 全部 first", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets");
    await screen.findByText("姑苏景点1");
    const row = screen.getByRole("group", { name: "按区域筛选" });
    const capsules = within(row).getAllByRole("button");
    expect(capsules.map((b) => b.textContent)).toEqual([
      "全部", "姑苏区", "吴中区", "相城区", "高新区", "吴江区", "工业园区", "昆山市", "张家港市", "太仓市", "常熟市",
    ]);
    expect(capsules[0]).toHaveAttribute("aria-pressed", "true");

    await user.click(within(row).getByRole("button", { name: "吴中区" }));
    await waitFor(() => expect(screen.queryByText("姑苏景点1")).not.toBeInTheDocument());
    expect(await screen.findByText("吴中景点1")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "吴中区" })).toHaveAttribute("aria-pressed", "true");
    const last = fake.callsTo("/api/scenic/list").at(-1);
    expect(last?.fields.get("area_code")).toBe("320506");
    expect(last?.fields.get("page")).toBe("1");
  });

  it("takes the keyword from the query string and says what to do when nothing matches", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets?keyword=%E6%B2%A1%E6%9C%89");
    expect(await screen.findByText("没有找到与“没有”相关的景区，换个关键词或区域试试")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list")[0]?.fields.get("keyword")).toBe("没有");
    await user.click(screen.getByRole("button", { name: "查看全部景区" }));
    expect(await screen.findByText("姑苏景点1")).toBeInTheDocument();
  });

  it("filters by the category of the home's 园林 entry (a tag, not a keyword), shown as a chip that clears it", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, `/AttractionsTickets?tag=${encodeURIComponent("园林")}`);
    expect(await screen.findByText("姑苏景点3")).toBeInTheDocument();
    expect(screen.queryByText("姑苏景点4")).toBeNull();
    const first = fake.callsTo("/api/scenic/list")[0];
    expect(first?.fields.get("tag")).toBe("园林");
    expect(first?.fields.has("keyword")).toBe(false);
    await user.click(screen.getByRole("button", { name: "清除分类：园林" }));
    expect(await screen.findByText("姑苏景点4")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list").at(-1)?.fields.has("tag")).toBe(false);
  });

  it("prefetches the tagged first page the page then uses", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const store = createTestStore();
    const route = routes.find((r) => r.path === "/AttractionsTickets");
    route?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams({ tag: "园林" }), partner: PARTNERS.default });
    await waitFor(() => expect(fake.callsTo("/api/scenic/list")).toHaveLength(1));
    renderAt(<AttractionsTicketsPage />, `/AttractionsTickets?tag=${encodeURIComponent("园林")}`, { store });
    expect(await screen.findByText("姑苏景点1")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list")).toHaveLength(1);
  });

  it("orders by price and popularity and filters by A-level, keeping the district (issue 9)", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets?area_code=320508");
    await screen.findByText("姑苏景点1");
    const sortRow = screen.getByRole("group", { name: "排序" });
    expect(within(sortRow).getByRole("button", { name: "推荐" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(sortRow).getByRole("button", { name: "价格从低到高" }));
    await waitFor(() => expect(fake.callsTo("/api/scenic/list").at(-1)?.fields.get("sort")).toBe("price_asc"));
    await user.click(within(screen.getByRole("group", { name: "按A级筛选" })).getByRole("button", { name: "5A级景区" }));
    await waitFor(() => expect(fake.callsTo("/api/scenic/list").at(-1)?.fields.get("a_level")).toBe("5"));
    const last = fake.callsTo("/api/scenic/list").at(-1);
    expect(last?.fields.get("sort")).toBe("price_asc");
    expect(last?.fields.get("area_code")).toBe("320508");
    // The district platform's own district is asked first only when no district is chosen.
    expect(last?.fields.has("prefer_area")).toBe(false);
  });

  it("asks for the location before ordering by distance, and keeps the order when it is refused", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    const locate = vi.fn(async () => "refused" as const);
    renderInApp(<AttractionsTicketsPage />, "/AttractionsTickets", { locate });
    await screen.findByText("姑苏景点1");
    await user.click(within(screen.getByRole("group", { name: "排序" })).getByRole("button", { name: "距离最近" }));
    // Location is asked on this tap (decision 017); refused, the recommended order stays.
    expect(locate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("未能获取您的位置，暂不能按距离排序")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "排序" })).getByRole("button", { name: "推荐" })).toHaveAttribute("aria-pressed", "true");
    expect(fake.callsTo("/api/scenic/list").every((c) => !c.fields.has("sort"))).toBe(true);
  });

  it("lists the district platform's own district first, and the prefetch asks the same (issue 9)", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const store = createTestStore();
    routes.find((r) => r.path === "/AttractionsTickets")?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams(), partner: PARTNERS.kunshan });
    await waitFor(() => expect(fake.callsTo("/api/scenic/list")).toHaveLength(1));
    renderInApp(<AttractionsTicketsPage />, "/AttractionsTickets", { store, partner: PARTNERS.kunshan });
    expect(await screen.findByText("姑苏景点1")).toBeInTheDocument();
    // Page 1 is the prefetched one (page 2 follows as the list fills the screen).
    expect(fake.callsTo("/api/scenic/list").map((c) => [c.fields.get("page"), c.fields.get("prefer_area")])).toEqual([
      ["1", "320583"],
      ["2", "320583"],
    ]);
  });

  it("searches by keyword from the search bar, keeping the district", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets?area_code=320508");
    await screen.findByText("姑苏景点1");
    await user.type(within(screen.getByRole("search")).getByRole("searchbox"), "景点12{Enter}");
    await waitFor(() => expect(screen.queryByText("姑苏景点1")).not.toBeInTheDocument());
    expect(screen.getByText("姑苏景点12")).toBeInTheDocument();
    const last = fake.callsTo("/api/scenic/list").at(-1);
    expect(last?.fields.get("keyword")).toBe("景点12");
    expect(last?.fields.get("area_code")).toBe("320508");
  });

  it("shows the error with a working 重试", async () => {
    let fail = true;
    fakeApi({
      "/api/scenic/list": (call) => (fail ? { body: { code: 0, msg: "服务维护中", data: null } } : listHandler(call)),
    });
    const user = userEvent.setup();
    renderAt(<AttractionsTicketsPage />, "/AttractionsTickets");
    expect(await screen.findByText("服务维护中")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("姑苏景点1")).toBeInTheDocument();
  });
});
