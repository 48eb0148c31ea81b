import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { createCityApp } from "@wenlv/app-kit";
import { createFirstScreenRenderer } from "@wenlv/app-kit/first-screen";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import { hydrateFirstScreen } from "@wenlv/app-kit/first-screen-state";
import { PARTNERS } from "@wenlv/theme";
import { setLanguage } from "@wenlv/i18n";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomePage } from "./pages/home";
import { routes } from "./routes";
import { spot } from "./test-spots";


const hotSpots = ok({ list: [spot(1, "拙政园", { name_en: "Humble Administrator's Garden", min_price_fen: 4000 }), spot(2, "留园", { name_en: "Lingering Garden", min_price_fen: 2750 })], total: 2, page: 1, page_size: 6 } satisfies Page<ScenicListItem>);

// A login-only route beside the home page, to show that such pages are never rendered on the server.
const mine = { path: "/User", title: "home:titles.home", lazy: async () => ({ default: () => <p>mine</p> }), flags: { require: true }, prefetch: () => {} } as const;
const render = createFirstScreenRenderer({ partner: PARTNERS.default, features: [routes, [mine]] });

describe("the home page's first screen rendered on the server (decision 018)", () => {
  it("renders the hot spots with their names, prices and covers, and hands the same answers to the browser", async () => {
    const fake = fakeApi({ "/api/scenic/list": hotSpots });
    const screenHtml = await render({ url: "/", acceptLanguage: "zh-CN,zh;q=0.9", fetch: fake.fetch as unknown as typeof fetch });
    expect(screenHtml).not.toBeNull();
    const { html, state, css, language } = screenHtml!;
    expect(language).toBe("zh-CN");
    expect(html).toContain("拙政园");
    expect(html).toContain("热门景点");
    expect(html).toContain('src="http://res.test/res/scenic/1.svg"');
    // Without React's preload hint for the cover ahead of the markup (decision 031).
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain("27.5");
    // The tab bar keeps its empty box: its items and their styles come with their own chunk.
    expect(html).not.toContain("adm-tab-bar");
    expect(css).toContain("--adm-color-primary");
    expect(state).not.toMatch(/<\/script/i);
    expect(fake.callsTo("/api/scenic/list")).toHaveLength(1);

    // The browser's store takes the answers from the document and the page renders them without a call.
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="wl-first-screen">${state}</script>`);
    const browser = fakeApi({ "/api/scenic/list": hotSpots });
    const store = createTestStore();
    expect(hydrateFirstScreen(store)).toEqual({ language: "zh-CN", chrome: "nav,tab" });
    expect(document.getElementById("wl-first-screen")).toBeNull();
    renderAt(<HomePage />, "/", { store });
    expect(await screen.findByText("拙政园")).toBeInTheDocument();
    expect(browser.callsTo("/api/scenic/list")).toHaveLength(0);
  });

  it("renders English for an English browser or ?lang=en", async () => {
    const fake = fakeApi({ "/api/scenic/list": hotSpots });
    const english = await render({ url: "/", acceptLanguage: "en-US,en;q=0.9", fetch: fake.fetch as unknown as typeof fetch });
    expect(english?.language).toBe("en");
    expect(english?.html).toContain("Humble Administrator&#x27;s Garden");
    expect(english?.html).toContain("Popular spots");
    const byQuery = await render({ url: "/?lang=en", acceptLanguage: "zh-CN", fetch: fake.fetch as unknown as typeof fetch });
    expect(byQuery?.language).toBe("en");
  });

  it("answers null for a login-only page, an unknown path, or when the API fails", async () => {
    const fake = fakeApi({ "/api/scenic/list": { status: 500, body: "" } });
    const fetch = fake.fetch as unknown as typeof globalThis.fetch;
    expect(await render({ url: "/User", fetch })).toBeNull();
    expect(await render({ url: "/NoSuchPage", fetch })).toBeNull();
    expect(await render({ url: "/", fetch })).toBeNull();
  });

  it("in the bank shell asks with host=bank and renders its logo, featured spot and offer label (decision 026)", async () => {
    const offer = { id: 7, kind: "card_discount" as const, amount: 500, threshold_fen: 10000, text: "银行卡满100减5", text_en: "¥5 off ¥100 by bank card", sku_id: null, valid_to: "2028-12-31T16:00:00.000Z", sample: true };
    const fake = fakeApi({
      "/api/scenic/list": ({ fields }) => {
        const featured = fields.get("featured") === "1" && fields.get("host") === "bank";
        const list = featured ? [spot(30, "同里古镇", { offers: [offer] })] : [spot(1, "拙政园", { offers: [] })];
        return ok({ list, total: list.length, page: 1, page_size: 6 } satisfies Page<ScenicListItem>);
      },
    });
    const bank = createFirstScreenRenderer({ partner: { ...PARTNERS.bank, logo: "/bank-logo.svg" }, features: [routes] });
    const result = await bank({ url: "/", acceptLanguage: "zh-CN", fetch: fake.fetch as unknown as typeof fetch });
    expect(fake.callsTo("/api/scenic/list").map((c) => c.fields.get("host"))).toEqual(["bank", "bank"]);
    const html = result?.html ?? "";
    expect(html).toContain('src="/bank-logo.svg"');
    expect(html.indexOf("银行精选")).toBeGreaterThan(-1);
    expect(html.indexOf("同里古镇")).toBeLessThan(html.indexOf("拙政园"));
    expect(html).toContain("银行卡满100减5");
    expect(result?.css.toLowerCase()).toContain("--adm-color-primary: #1f5fa6");
  });

  it("follows the host's bars: no tab bar in a mini-program, and names the variant for the server's cache (decision 026)", async () => {
    const fake = fakeApi({ "/api/scenic/list": hotSpots });
    const fetch = fake.fetch as unknown as typeof globalThis.fetch;
    const browser = await render({ url: "/", acceptLanguage: "zh-CN", userAgent: "Mozilla/5.0 Safari/604.1", fetch });
    const mini = await render({ url: "/", acceptLanguage: "zh-CN", userAgent: "Mozilla/5.0 MicroMessenger/8.0.47 miniProgram/wx1234", fetch });
    expect(browser?.html).toContain('aria-label="主导航"');
    expect(mini?.html).toContain("拙政园");
    expect(mini?.html).not.toContain('aria-label="主导航"');
    expect(render.variantOf("Mozilla/5.0 Safari/604.1")).toBe("nav,tab");
    expect(render.variantOf("Mozilla/5.0 SZBankApp/6.2.0 NativeNav")).toBe("tab");
    expect(render.variantOf("Mozilla/5.0 MicroMessenger/8.0.47 miniProgram/wx1234")).toBe("");
    expect(render.variantOf(undefined)).toBe("nav,tab");
  });

  it("reads nothing from a document without the block, or with a broken one", () => {
    const store = createTestStore();
    expect(hydrateFirstScreen(store)).toBeNull();
    document.body.insertAdjacentHTML("beforeend", '<script type="application/json" id="wl-first-screen">{broken</script>');
    expect(hydrateFirstScreen(store)).toBeNull();
  });
});

describe("the browser hydrates the server's first screen (decision 031)", () => {
  // A page the home page links to, so a tap shows whether the server's link got the router's handler.
  const list = { path: "/AttractionsTickets", title: "home:titles.home", lazy: async () => ({ default: () => <h1>list page</h1> }) } as const;
  let cleanup = () => {};
  afterEach(async () => {
    cleanup();
    cleanup = () => {};
    await setLanguage("zh-CN");
    vi.restoreAllMocks();
  });

  /** The document the API sends for "/" (zh-CN, this browser's user agent), and the app started on it. */
  async function openHome() {
    const fake = fakeApi({ "/api/scenic/list": hotSpots });
    const rendered = await render({ url: "/", acceptLanguage: "zh-CN", userAgent: window.navigator.userAgent, fetch: fake.fetch as unknown as typeof fetch });
    const el = document.createElement("div");
    el.id = "root";
    el.innerHTML = rendered!.html;
    document.body.append(el);
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="wl-first-screen">${rendered!.state}</script>`);
    const cover = el.querySelector("img[alt=拙政园]");
    expect(cover).not.toBeNull();
    window.history.replaceState(null, "", "/");
    const browser = fakeApi({ "/api/scenic/list": hotSpots });
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener("error", onError);
    const app = createCityApp({ partner: PARTNERS.default, features: [routes, [list]], apiBaseUrl: "http://api.test", fetch: browser.fetch as unknown as typeof fetch, startLocation: false });
    let unmount = () => {};
    await act(async () => {
      unmount = app.mount(el);
    });
    await waitFor(() => expect(el.hasAttribute("data-wl-ready")).toBe(true));
    cleanup = () => {
      act(() => unmount());
      app.router.dispose();
      window.removeEventListener("error", onError);
      el.remove();
    };
    return { el, cover, browser, errors };
  }

  it("keeps the server's elements, gives them their handlers, and the browser's first render matches the server's", async () => {
    const { el, cover, browser, errors } = await openHome();
    // React reports any difference between its first render and the server's HTML (text, elements,
    // attributes) as an error and renders afresh; Preact, in production, would keep wrong attributes.
    expect(errors).toEqual([]);
    expect(el.querySelector("img[alt=拙政园]")).toBe(cover);
    expect(browser.callsTo("/api/scenic/list")).toHaveLength(0);
    await userEvent.click(screen.getByRole("link", { name: "查看全部景区门票" }));
    expect(await screen.findByText("list page")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/AttractionsTickets");
  });

  it("renders afresh when this browser reads another language than the server rendered", async () => {
    await setLanguage("en");
    const { el, cover, errors } = await openHome();
    expect(await screen.findByText("Popular spots")).toBeInTheDocument();
    // Not hydrated and repaired: rendered afresh, so nothing was reported.
    expect(errors).toEqual([]);
    expect(el.querySelector("img")).not.toBe(cover);
    expect(el.textContent).not.toContain("热门景点");
  });
});
