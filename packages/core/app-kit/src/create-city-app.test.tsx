import { requestApi, selectSigningKey, selectToken } from "@wenlv/api-client";
import { i18n } from "@wenlv/i18n";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PARTNERS } from "@wenlv/theme";
import type { ReactNode } from "react";
import { createCityApp } from "./create-city-app";
import { startApp } from "./test-app";

let stop: (() => void) | undefined;
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

const path = () => window.location.pathname + window.location.search;

describe("createCityApp router", () => {
  it("keeps the HTML's boot skeleton until the first page is loaded, then replaces it", async () => {
    const el = document.createElement("div");
    el.innerHTML = '<div class="wl-boot">boot skeleton</div>';
    document.body.append(el);
    let loadPage: (page: { default: () => ReactNode }) => void = () => {};
    const slowPage = new Promise<{ default: () => ReactNode }>((resolve) => (loadPage = resolve));
    window.history.replaceState(null, "", "/Slow");
    const app = createCityApp({
      partner: PARTNERS.default,
      features: [[{ path: "/Slow", title: "testapp:titles.home", lazy: () => slowPage }]],
      apiBaseUrl: "http://api.test",
      startLocation: false,
    });
    let unmount = () => {};
    await act(async () => {
      unmount = app.mount(el);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The page's chunk is still on its way: the visitor keeps seeing the skeleton, not a blank or
    // a second skeleton.
    expect(app.router.state.initialized).toBe(false);
    expect(el.innerHTML).toBe('<div class="wl-boot">boot skeleton</div>');
    await act(async () => loadPage({ default: () => <h1>slow page</h1> }));
    expect(await screen.findByText("slow page")).toBeInTheDocument();
    expect(el.querySelector(".wl-boot")).toBeNull();
    act(() => unmount());
    app.router.dispose();
    el.remove();
  });

  it("starts a route's prefetch with its query string while the page chunk is still loading", async () => {
    const prefetch = vi.fn();
    const never = new Promise<{ default: () => ReactNode }>(() => {});
    window.history.replaceState(null, "", "/Prefetched?id=3");
    const app = createCityApp({
      partner: PARTNERS.default,
      features: [[{ path: "/Prefetched", title: "testapp:titles.home", lazy: () => never, prefetch }]],
      apiBaseUrl: "http://api.test",
      startLocation: false,
    });
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [context] = prefetch.mock.calls[0] as [{ dispatch: unknown; search: URLSearchParams }];
    expect(context.search.get("id")).toBe("3");
    expect(context.dispatch).toBe(app.store.dispatch);
    expect(app.router.state.initialized).toBe(false);
    app.router.dispose();
  });

  it("redirects an unknown path to /", async () => {
    const started = await startApp("/NoSuchPage?x=1");
    stop = started.stop;
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });

  it("renders the same page under an alias and its main path", async () => {
    const started = await startApp("/ScenicDetailKs?id=7");
    stop = started.stop;
    expect(await screen.findByText("detail page 7")).toBeInTheDocument();
    await act(() => started.app.router.navigate("/ScenicDetailNew?id=8"));
    expect(await screen.findByText("detail page 8")).toBeInTheDocument();
  });

  it("sets the document title to 'page - site name'", async () => {
    const started = await startApp("/ScenicList");
    stop = started.stop;
    await screen.findByText("list id - count 0");
    await waitFor(() => expect(document.title).toBe("景区列表 - 苏州文旅"));
  });

  it("a partner title overrides the route title for that path", async () => {
    const started = await startApp("/ScenicDetailKs?id=1", { titles: { "/ScenicDetailKs": { "zh-CN": "昆山景区", en: "Kunshan spot" } } });
    stop = started.stop;
    await screen.findByText("detail page 1");
    await waitFor(() => expect(document.title).toBe("昆山景区 - 苏州文旅"));
  });

  it("titles follow the language: route title and site name in English", async () => {
    await i18n.changeLanguage("en");
    try {
      const started = await startApp("/ScenicList");
      stop = started.stop;
      await screen.findByText("list id - count 0");
      await waitFor(() => expect(document.title).toBe("Scenic spots - Suzhou Culture & Tourism"));
    } finally {
      await i18n.changeLanguage("zh-CN");
    }
  });

  it("a page can lead its route title with its subject (useTitleSubject), and leaving gives the route title back", async () => {
    const started = await startApp(`/ScenicDetail?id=2&subject=${encodeURIComponent("拙政园")}`);
    stop = started.stop;
    await screen.findByText("detail page 2");
    await waitFor(() => expect(document.title).toBe("拙政园 · 景区详情 - 苏州文旅"));
    await act(() => started.app.router.navigate("/ScenicDetail?id=3"));
    await screen.findByText("detail page 3");
    await waitFor(() => expect(document.title).toBe("景区详情 - 苏州文旅"));
  });

  it("a page can set its own title (usePageTitle)", async () => {
    const started = await startApp(`/ScenicDetail?id=2&name=${encodeURIComponent("拙政园")}`);
    stop = started.stop;
    await screen.findByText("detail page 2");
    await waitFor(() => expect(document.title).toBe("拙政园 - 苏州文旅"));
  });

  it("a login-required route without a token redirects to /PhoneLogin with the redirect param", async () => {
    const started = await startApp("/TicketOrder?id=12");
    stop = started.stop;
    await screen.findByText("finish login");
    expect(window.location.pathname).toBe("/PhoneLogin");
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/TicketOrder?id=12");
  });

  it("finishLogin stores the session and goes back to the redirect target", async () => {
    const started = await startApp("/TicketOrder?id=12");
    stop = started.stop;
    await userEvent.click(await screen.findByText("finish login"));
    expect(await screen.findByText("order id 12 count 0")).toBeInTheDocument();
    expect(path()).toBe("/TicketOrder?id=12");
    expect(selectToken(started.app.store.getState())).toBe("tok-new");
    expect(localStorage.getItem("token")).toBe("tok-new");
  });

  it("a valid stored token continues and is revalidated with getMyInfo", async () => {
    const started = await startApp("/TicketOrder?id=3", { token: "tok-old" });
    stop = started.stop;
    expect(await screen.findByText("order id 3 count 0")).toBeInTheDocument();
    const info = started.api.calls.find((c) => c.path === "/api/uservice/user/getMyInfo");
    expect(info?.form.token).toBe("tok-old");
    expect(info?.headers.get("authorization")).toBe("Bearer tok-old");
    expect(selectSigningKey(started.app.store.getState())).toBe("k2");
  });

  it("a stored token refused by getMyInfo (401) logs out and goes to login, without the 401 dialog", async () => {
    const started = await startApp("/TicketOrder?id=3", { token: "tok-dead", myInfo: { status: 401 } });
    stop = started.stop;
    await screen.findByText("finish login");
    expect(window.location.pathname).toBe("/PhoneLogin");
    expect(selectToken(started.app.store.getState())).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(started.feedback.dialog.alert).not.toHaveBeenCalled();
  });

  it("getMyInfo answering 4005 logs out too", async () => {
    const started = await startApp("/User", { token: "tok-x", myInfo: { status: 200, body: { code: 4005, msg: "登录失效", data: null } } });
    stop = started.stop;
    await screen.findByText("finish login");
    expect(selectToken(started.app.store.getState())).toBeNull();
    expect(started.feedback.toast.show).not.toHaveBeenCalled();
  });

  it("a network failure of getMyInfo keeps the session", async () => {
    const started = await startApp("/User", { token: "tok-y", myInfo: { status: 502 } });
    stop = started.stop;
    expect(await screen.findByText("user page")).toBeInTheDocument();
    expect(selectToken(started.app.store.getState())).toBe("tok-y");
  });

  it("shows the tab bar on tab pages only", async () => {
    const started = await startApp("/");
    stop = started.stop;
    await screen.findByText("home page");
    expect(screen.getByRole("navigation", { name: "主导航" })).toBeInTheDocument();
    // The items are their own chunk, loaded after the first paint (issue 8).
    expect(await screen.findByText("首页", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("我的")).toBeInTheDocument();
    await act(() => started.app.router.navigate("/ScenicDetail?id=1"));
    await screen.findByText("detail page 1");
    expect(screen.queryByRole("navigation", { name: "主导航" })).toBeNull();
  });

  it("sends a page view through the api-client on each navigation, silently", async () => {
    const started = await startApp("/ScenicDetail?id=5");
    stop = started.stop;
    await screen.findByText("detail page 5");
    await waitFor(() => expect(started.api.calls.some((c) => c.path === "/api/browse/page_point")).toBe(true));
    const call = started.api.calls.find((c) => c.path === "/api/browse/page_point");
    expect(call?.form).toMatchObject({ event: "page_view", param: "/ScenicDetail?id=5", type: "page", partner_code: "default" });
  });
});

const WECHAT_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47";
const KUNSHAN_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 KSWenLv/3.1.0";
const BANK_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 SZBankApp/6.2.0";

const MINI_UA = `${WECHAT_UA} miniProgram/wx1234567890`;
const BANK_NATIVE_NAV_UA = `${BANK_UA} NativeNav`;

describe("bars that follow the host (decision 026)", () => {
  it("in a mini-program web-view draws neither our tab bar nor our page header", async () => {
    const started = await startApp("/", { userAgent: MINI_UA });
    stop = started.stop;
    await screen.findByText("home page");
    expect(screen.queryByRole("navigation", { name: "主导航" })).toBeNull();
    await act(() => started.app.router.navigate("/HeaderPage"));
    expect(await screen.findByRole("heading", { level: 1, name: "有标题栏的页面" })).toHaveClass("wl-visually-hidden");
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    expect(document.title).toBe("有标题栏的页面 - 苏州文旅");
  });

  it("in the bank app that draws its own nav bar keeps our tab bar, draws no header, and back is the history's", async () => {
    const started = await startApp("/", { userAgent: BANK_NATIVE_NAV_UA });
    stop = started.stop;
    await screen.findByText("home page");
    expect(screen.getByRole("navigation", { name: "主导航" })).toBeInTheDocument();
    await act(() => started.app.router.navigate("/HeaderPage"));
    await screen.findByRole("heading", { level: 1, name: "有标题栏的页面" });
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    expect(document.title).toBe("有标题栏的页面 - 苏州文旅");
    // The host's back button is the browser's history.back(): the router goes back to the home.
    await act(() => started.app.router.navigate(-1));
    await waitFor(() => expect(screen.getByText("home page")).toBeVisible());
  });

  it("in the bank app without NativeNav draws the header with its back button", async () => {
    const started = await startApp("/HeaderPage", { userAgent: BANK_UA });
    stop = started.stop;
    await screen.findByRole("heading", { level: 1, name: "有标题栏的页面" });
    expect(screen.getByRole("button", { name: "返回" })).toBeInTheDocument();
  });
});

describe("every way in (issue 3)", () => {
  it("inside WeChat a login-required route leaves for the API's OAuth start, no appid needed", async () => {
    const leaveApp = vi.fn();
    const started = await startApp("/TicketOrder?id=12", { userAgent: WECHAT_UA, leaveApp });
    stop = started.stop;
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1));
    expect(leaveApp.mock.calls[0]?.[1]).toEqual({ replace: true });
    const url = new URL(leaveApp.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe("http://api.test/api/wx/oauth/authorize");
    expect(url.searchParams.get("redirect")).toBe("/TicketOrder?id=12");
    expect(screen.queryByText("finish login")).toBeNull();
    expect(screen.queryByText(/order id/)).toBeNull();
  });

  it("inside WeChat an open route does not leave", async () => {
    const leaveApp = vi.fn();
    const started = await startApp("/ScenicDetail?id=2", { userAgent: WECHAT_UA, leaveApp });
    stop = started.stop;
    expect(await screen.findByText("detail page 2")).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("a partner app (isApp) opens a login-required route without login", async () => {
    const started = await startApp("/TicketOrder?id=5", { userAgent: KUNSHAN_UA });
    stop = started.stop;
    expect(await screen.findByText("order id 5 count 0")).toBeInTheDocument();
  });

  it("in a partner app the 401 dialog's 去登录 goes to /ThirdApps with the partner and the page", async () => {
    const started = await startApp("/ScenicDetail?id=4", { userAgent: KUNSHAN_UA, confirmDialogs: true, answers: { "/api/order/list": { status: 401 } } });
    stop = started.stop;
    await screen.findByText("detail page 4");
    await act(async () => {
      await requestApi({ url: "/api/order/list" });
    });
    expect(await screen.findByText("third apps page")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/ThirdApps");
    const params = new URLSearchParams(window.location.search);
    expect(params.get("partner")).toBe("kunshan");
    expect(params.get("redirect")).toBe("/ScenicDetail?id=4");
  });

  it("inside WeChat the 401 dialog's 去登录 leaves for OAuth", async () => {
    const leaveApp = vi.fn();
    const started = await startApp("/ScenicDetail?id=9", { userAgent: WECHAT_UA, leaveApp, confirmDialogs: true, answers: { "/api/order/list": { status: 401 } } });
    stop = started.stop;
    await screen.findByText("detail page 9");
    await act(async () => {
      await requestApi({ url: "/api/order/list" });
    });
    expect(leaveApp).toHaveBeenCalledWith("http://api.test/api/wx/oauth/authorize?redirect=%2FScenicDetail%3Fid%3D9", { replace: true });
  });

  it("the bank shell's loginPath and the bank app both lead to /bankJsLogin", async () => {
    const shell = await startApp("/TicketOrder?id=1", { loginPath: "/bankJsLogin" });
    expect(await screen.findByText("bank login page")).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/TicketOrder?id=1");
    shell.stop();
    const inBank = await startApp("/User", { userAgent: BANK_UA });
    stop = inBank.stop;
    expect(await screen.findByText("bank login page")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/bankJsLogin");
  });
});

describe("createCityApp location consent", () => {
  afterEach(() => {
    localStorage.removeItem("locationConsent");
    sessionStorage.clear();
  });

  it("asks nobody at start: no dialog and no geolocation call for a new visitor or after a refusal (issue 9)", async () => {
    const getCurrentPosition = vi.fn();
    Object.defineProperty(window.navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    try {
      const ask = vi.fn().mockResolvedValue(true);
      const first = await startApp("/", { askLocationConsent: ask });
      first.stop();
      localStorage.setItem("locationConsent", "refused");
      const second = await startApp("/", { askLocationConsent: ask });
      stop = second.stop;
      expect(ask).not.toHaveBeenCalled();
      expect(getCurrentPosition).not.toHaveBeenCalled();
      expect(localStorage.getItem("locationConsent")).toBe("refused");
    } finally {
      Reflect.deleteProperty(window.navigator, "geolocation");
    }
  });

  it("locates at start, silently, a visitor who agreed before", async () => {
    const getCurrentPosition = vi.fn();
    Object.defineProperty(window.navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
    try {
      localStorage.setItem("locationConsent", "granted");
      const ask = vi.fn();
      const started = await startApp("/", { askLocationConsent: ask });
      stop = started.stop;
      await waitFor(() => expect(getCurrentPosition).toHaveBeenCalled());
      expect(ask).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window.navigator, "geolocation");
    }
  });
});
