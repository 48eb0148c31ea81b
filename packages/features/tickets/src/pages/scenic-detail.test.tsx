import { PARTNERS } from "@wenlv/theme";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { i18n } from "@wenlv/i18n";
import { PageTitleContext } from "@wenlv/app-kit";
import { createTestStore, fakeApi, ok, renderAt, renderInApp } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { zhuozhengyuan } from "../test-fixtures";
import { ScenicDetailMorePage } from "./scenic-detail-more";
import { ScenicDetailPage } from "./scenic-detail";
import { routes } from "../routes";

const detailApi = { "/api/scenic/detail": () => ok(zhuozhengyuan) };

describe("/ScenicDetail", () => {
  it("renders the spot and its SKUs with prices, and 预订 opens the order page", async () => {
    const fake = fakeApi(detailApi);
    const user = userEvent.setup();
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1");
    expect(await screen.findByRole("heading", { level: 2, name: "拙政园" })).toBeInTheDocument();
    const detailCall = fake.callsTo("/api/scenic/detail")[0];
    expect([detailCall?.method, detailCall?.fields.get("id")]).toEqual(["GET", "1"]);
    expect(screen.getByText("5A级景区")).toBeInTheDocument();
    expect(screen.getByText("3月1日-11月15日 07:30-17:30（17:00停止入园）")).toBeInTheDocument();
    expect(screen.getByText("实名制")).toBeInTheDocument();
    // Rich text shows once the sanitizer has loaded (SafeHtml); the script never does.
    expect(await screen.findByText("江南古典园林的代表作。")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();

    const adult = screen.getByTestId("sku-11");
    expect(within(adult).getByText("成人票")).toBeInTheDocument();
    expect(within(adult).getByText((_, el) => el?.classList.contains("wl-price") === true && el.textContent === "¥80")).toBeInTheDocument();
    expect(within(screen.getByTestId("sku-12")).getByText((_, el) => el?.classList.contains("wl-price") === true && el.textContent === "¥40")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "查看详情" })).toHaveAttribute("href", "/ScenicDetailMore?id=1");
    // Issue 9: each SKU row says its refund policy, entry method and needed proof.
    expect(within(adult).getByRole("list", { name: "退改与入园" })).toHaveTextContent("随时退刷身份证入园");
    expect(within(screen.getByTestId("sku-12")).getByRole("list", { name: "退改与入园" })).toHaveTextContent("退票收费刷身份证入园需未成年人证件");

    await user.click(screen.getByRole("button", { name: "预订儿童票" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/TicketOrder?id=1&sku=12");
  });

  it("the route's prefetch starts the very request the page then uses: one detail call, not two", async () => {
    const fake = fakeApi(detailApi);
    const store = createTestStore();
    const route = routes.find((r) => r.path === "/ScenicDetail");
    route?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams("id=1"), partner: PARTNERS.default });
    await waitFor(() => expect(fake.callsTo("/api/scenic/detail")).toHaveLength(1));
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1", { store });
    expect(await screen.findByRole("heading", { level: 2, name: "拙政园" })).toBeInTheDocument();
    expect(fake.callsTo("/api/scenic/detail")).toHaveLength(1);
    // No id, no request.
    route?.prefetch?.({ dispatch: store.dispatch, search: new URLSearchParams("id=x"), partner: PARTNERS.default });
    expect(fake.callsTo("/api/scenic/detail")).toHaveLength(1);
  });

  it("is the same page at /ScenicDetailKs and books through /TicketOrderKs on the kunshan shell", async () => {
    fakeApi(detailApi, { partnerCode: "kunshan" });
    const user = userEvent.setup();
    renderInApp(<ScenicDetailPage />, "/ScenicDetailKs?id=1&fromsource=share");
    await user.click(await screen.findByRole("button", { name: "预订成人票" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/TicketOrderKs?id=1&sku=11&fromsource=share");
  });

  it("leads the document title with the spot's name, in the page language, and gives it back on leaving", async () => {
    fakeApi(detailApi);
    const titles: [string, string | null, boolean | undefined][] = [];
    const { unmount } = renderInApp(
      <PageTitleContext.Provider value={(key, title, subject) => titles.push([key, title, subject])}>
        <ScenicDetailPage />
      </PageTitleContext.Provider>,
      "/ScenicDetail?id=1",
    );
    await waitFor(() => expect(titles).toContainEqual(["/ScenicDetail?id=1", "拙政园", true]));
    await i18n.changeLanguage("en");
    await waitFor(() => expect(titles.at(-1)).toEqual(["/ScenicDetail?id=1", zhuozhengyuan.name_en, true]));
    await i18n.changeLanguage("zh-CN");
    unmount();
    expect(titles.at(-1)).toEqual(["/ScenicDetail?id=1", null, undefined]);
  });

  it("shows the server's message with 重试 when the spot cannot be loaded", async () => {
    fakeApi({ "/api/scenic/detail": () => ({ body: { code: 0, msg: "景区不存在", data: null } }) });
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=999");
    expect(await screen.findByRole("alert")).toHaveTextContent("景区不存在");
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("says the link is broken without calling the API when id is missing", async () => {
    const fake = fakeApi(detailApi);
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=abc");
    expect(await screen.findByText("没有找到这个景区，链接可能已失效")).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("shows English names and descriptions when the UI is English", async () => {
    fakeApi(detailApi);
    await i18n.changeLanguage("en");
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1");
    expect(await screen.findByRole("heading", { level: 2, name: "Spot 1" })).toBeInTheDocument();
    expect(await screen.findByText("A masterpiece of Jiangnan classical gardens.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book Adult" })).toBeInTheDocument();
    expect(screen.getByText("Opening hours")).toBeInTheDocument();
  });
});

describe("/ScenicDetail collect button", () => {
  it("sends an anonymous visitor to the login page, which returns to the spot", async () => {
    const fake = fakeApi(detailApi);
    const user = userEvent.setup();
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1");
    await user.click(await screen.findByRole("button", { name: "收藏" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/PhoneLogin?redirect=${encodeURIComponent("/ScenicDetail?id=1")}`);
    expect(fake.callsTo("/api/collection/status")).toHaveLength(0);
    expect(fake.callsTo("/api/collection/toggle")).toHaveLength(0);
  });

  it("collects the spot for a logged-in visitor", async () => {
    const fake = fakeApi({
      ...detailApi,
      "/api/collection/status": () => ok({ collected: false }),
      "/api/collection/toggle": ({ fields }) => ok({ collected: fields.get("collected") === "1" }),
    });
    const user = userEvent.setup();
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1", { store: createTestStore({ token: "tok" }) });
    const star = await screen.findByRole("button", { name: "收藏" });
    await waitFor(() => expect(fake.callsTo("/api/collection/status")).toHaveLength(1));
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute("aria-pressed", "true"));
    expect(Object.fromEntries(fake.callsTo("/api/collection/toggle")[0]?.fields ?? [])).toMatchObject({
      target_type: "scenic",
      target_id: "1",
      collected: "1",
    });
  });
});

describe("/ScenicDetail, the real detail page of issue 9", () => {
  it("shows the gallery with captions and credits, hours per season, phone, no made-up rating, the map and nearby spots", async () => {
    fakeApi(detailApi);
    renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1");
    const gallery = await screen.findByRole("figure", { name: "拙政园图集，左右滑动查看" });
    const images = within(gallery).getAllByRole("img");
    expect(images.map((img) => img.getAttribute("src"))).toEqual(zhuozhengyuan.gallery.map((g) => g.url));
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    // The first image is an illustration and says so, with its credit.
    expect(within(gallery).getByText("插画")).toBeInTheDocument();
    expect(within(gallery).getByText("来源：本平台生成")).toBeInTheDocument();
    expect(screen.getByText("1/2")).toBeInTheDocument();

    expect(screen.getByText("11月16日-2月29日 07:30-17:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "拨打咨询电话0512-67510286" })).toHaveAttribute("href", "tel:051267510286");
    expect(screen.getByText("暂无点评")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "分享拙政园" })).toBeInTheDocument();

    // The lazy location section: schematic map, navigation links, nearby spots with distances.
    expect(await screen.findByRole("img", { name: "拙政园及附近1个景区的位置示意图" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "用地图导航" });
    expect(within(nav).getByRole("link", { name: "高德地图" }).getAttribute("href")).toContain("uri.amap.com/marker");
    expect(within(nav).getByRole("link", { name: "百度地图" }).getAttribute("href")).toContain("coord_type=gcj02");
    // Apple Maps takes WGS-84: the link comes once gcoord converted the point.
    expect((await within(nav).findByRole("link", { name: "Apple 地图" })).getAttribute("href")).toMatch(/^https:\/\/maps\.apple\.com\/\?ll=31\.3\d+%2C120\.6\d+/);
    expect(screen.getByRole("link", { name: "狮子林，距此420m" })).toHaveAttribute("href", "/ScenicDetail?id=2");
    expect(screen.getByRole("button", { name: "显示离我多远" })).toBeInTheDocument();
  });

  it("shows a rating with its review count once reviews exist, and English data on an English page", async () => {
    fakeApi({ "/api/scenic/detail": () => ok({ ...zhuozhengyuan, rating: 4.6, review_count: 12, address_en: "178 Dongbei Street", tags_en: ["Classical garden"] }) });
    await i18n.changeLanguage("en");
    try {
      renderInApp(<ScenicDetailPage />, "/ScenicDetail?id=1");
      expect(await screen.findByText("4.6 · 12 reviews")).toBeInTheDocument();
      expect(screen.getByText("178 Dongbei Street")).toBeInTheDocument();
      expect(screen.getByText("Classical garden")).toBeInTheDocument();
      expect(screen.getByText("Mar 1 - Nov 15 07:30-17:30 (last entry 17:00)")).toBeInTheDocument();
      expect(screen.getByText("Illustration, not a photograph")).toBeInTheDocument();
      expect(await screen.findByRole("link", { name: "Lion Grove Garden, 420 m away" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("zh-CN");
    }
  });
});

describe("/ScenicDetailMore", () => {
  it("shows the full description, tips, opening hours and the source with its link", async () => {
    fakeApi(detailApi);
    renderAt(<ScenicDetailMorePage />, "/ScenicDetailMore?id=1");
    expect(await screen.findByText("江南古典园林的代表作。")).toBeInTheDocument();
    expect(screen.getByText("11月16日-2月29日 07:30-17:00")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "游玩须知" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "拙政园官方网站" })).toHaveAttribute("href", "https://www.szzzy.cn/");
  });
});
