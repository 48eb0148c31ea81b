import { PARTNERS } from "@wenlv/theme";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { LOCATION_KEYS } from "@wenlv/host";
import { i18n } from "@wenlv/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt, renderInApp, type SeenCall } from "@wenlv/app-kit/testing";
import { saveLocation } from "@wenlv/host";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => window.sessionStorage.clear());
import { routes } from "../routes";
import { spot } from "../test-spots";
import { HomePage } from "./home";


/** Hot spots without a location; spots by distance when lng/lat are sent (as the API does; GET, fields in the query). */
function listHandler({ fields }: SeenCall) {
  const list = fields.get("lng")
    ? [spot(3, "沧浪亭", { distance_m: 850 }), spot(4, "网师园", { distance_m: 1234 })]
    : [spot(1, "拙政园"), spot(2, "苏州博物馆")];
  return ok({ list, total: list.length, page: 1, page_size: Number(fields.get("page_size")) } satisfies Page<ScenicListItem>);
}

const renderHome = () => renderAt(<HomePage />, "/");

describe("/ (home)", () => {
  it("shows hot spots (hot=1) and no nearby section while the location is unknown", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler }, { token: "tok_visitor_0001" });
    renderHome();
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "热门景点" })).toBeInTheDocument();
    // No nearby list without a location: only the entry that asks for it (issue 9, on demand).
    expect(screen.queryByText("沧浪亭")).toBeNull();
    expect(screen.getByRole("button", { name: "开启定位" })).toBeInTheDocument();
    const calls = fake.callsTo("/api/scenic/list");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.fields.get("hot")).toBe("1");
    expect(calls[0]?.fields.get("page")).toBe("1");
    // A cacheable read: GET without the token even when one is held.
    expect(calls[0]?.method).toBe("GET");
    expect(calls[0]?.fields.has("token")).toBe(false);
    expect(calls[0]?.headers.get("authorization")).toBeNull();
    // Pull to refresh measured no test element while rendering (a forced layout on a phone; issue 8).
    expect(document.querySelector(".adm-px-tester")).toBeNull();
  });

  it("the route's prefetch starts the hot-spots request the page then uses (one call)", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const store = createTestStore();
    routes[0]?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams(), partner: PARTNERS.default });
    await waitFor(() => expect(fake.callsTo("/api/scenic/list")).toHaveLength(1));
    renderAt(<HomePage />, "/", { store });
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/list")).toHaveLength(1);
    expect(fake.callsTo("/api/scenic/list")[0]?.fields.get("hot")).toBe("1");
  });

  it("asks for the location only when the visitor taps 开启定位, then shows the nearby spots", async () => {
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    const locate = vi.fn(async () => {
      saveLocation(window.sessionStorage, { lng: 120.6295, lat: 31.3263 }, { lng: 120.625, lat: 31.328 });
      return "located" as const;
    });
    renderInApp(<HomePage />, "/", { locate });
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(locate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "开启定位" }));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("沧浪亭")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "开启定位" })).toBeNull();
    expect(fake.callsTo("/api/scenic/list").some((c) => c.fields.get("lng") === "120.6295")).toBe(true);
  });

  it("says in place when the visitor refuses, and keeps the hot spots", async () => {
    fakeApi({ "/api/scenic/list": listHandler });
    renderInApp(<HomePage />, "/", { locate: async () => "refused" });
    await userEvent.click(await screen.findByRole("button", { name: "开启定位" }));
    expect(await screen.findByText("未开启定位，您可以继续浏览全部景点")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText("拙政园")).toBeInTheDocument();
  });

  it("shows nearby spots with their distance when the host stored a location", async () => {
    window.sessionStorage.setItem(LOCATION_KEYS.longitude, "120.629500");
    window.sessionStorage.setItem(LOCATION_KEYS.latitude, "31.326300");
    const fake = fakeApi({ "/api/scenic/list": listHandler });
    renderHome();
    expect(await screen.findByRole("heading", { name: "附近景点" })).toBeInTheDocument();
    expect(await screen.findByText("沧浪亭")).toBeInTheDocument();
    expect(screen.getByText("850m")).toBeInTheDocument();
    expect(screen.getByText("1.2km")).toBeInTheDocument();
    const located = fake.callsTo("/api/scenic/list").find((c) => c.fields.has("lng"));
    expect(located?.fields.get("lng")).toBe("120.6295");
    expect(located?.fields.get("lat")).toBe("31.3263");
    expect(located?.fields.has("hot")).toBe(false);
  });

  it("opens /Search from the search entry (issue 9)", async () => {
    fakeApi({ "/api/scenic/list": listHandler });
    const user = userEvent.setup();
    renderHome();
    await user.click(within(screen.getByRole("search", { name: "搜索景区" })).getByRole("link", { name: "搜索景区、园林、古镇" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/Search$/);
  });

  it("offers the topic entries, the categories as tags of the data (issue 9)", async () => {
    fakeApi({ "/api/scenic/list": listHandler });
    renderHome();
    const nav = screen.getByRole("navigation", { name: "专题入口" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, decodeURIComponent(a.getAttribute("href") ?? "")]);
    expect(links).toEqual([
      ["景区门票", "/AttractionsTickets"],
      ["园林", "/AttractionsTickets?tag=garden"],
      ["古镇", "/AttractionsTickets?tag=water_town"],
      ["博物馆", "/AttractionsTickets?tag=museum"],
      ["我的订单", "/Trades"],
    ]);
  });

  it("shows a skeleton while loading, then the error with a working 重试", async () => {
    let fail = true;
    fakeApi({ "/api/scenic/list": (call) => (fail ? { status: 500, body: "" } : listHandler(call)) });
    const user = userEvent.setup();
    renderHome();
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("alert")).toHaveTextContent("网络繁忙，请刷新重试");
    fail = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getByText("拙政园")).toBeInTheDocument());
  });

  it("is translated to English", async () => {
    fakeApi({ "/api/scenic/list": listHandler });
    await i18n.changeLanguage("en");
    renderHome();
    expect(await screen.findByText("Spot 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Popular spots" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/Trades");
  });
});
