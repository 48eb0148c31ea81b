import { requestApi } from "@wenlv/api-client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startApp } from "./test-app";

let stop: (() => void) | undefined;
let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("scroll rules in the router", () => {
  it("leaving a list page scrolls to top; back restores the list's saved position", async () => {
    const started = await startApp("/ScenicList");
    stop = started.stop;
    await screen.findByText("list id - count 0");
    scrollWindowTo(640);
    scrollTo.mockClear();

    await act(() => started.app.router.navigate("/ScenicDetail?id=1"));
    await screen.findByText("detail page 1");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(200);
    scrollTo.mockClear();
    await act(() => started.app.router.navigate(-1));
    await waitFor(() => expect(screen.getByText("list id - count 0")).toBeVisible());
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("pushing the list again (not back) opens it at the top", async () => {
    const started = await startApp("/ScenicList");
    stop = started.stop;
    await screen.findByText("list id - count 0");
    scrollWindowTo(640);
    await act(() => started.app.router.navigate("/ScenicDetail?id=1"));
    await screen.findByText("detail page 1");
    scrollTo.mockClear();
    await act(() => started.app.router.navigate("/ScenicList"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
  });
});

describe("401 and the tab bar", () => {
  it("HTTP 401 shows the login dialog whose button goes to /PhoneLogin?redirect=<current page>", async () => {
    const started = await startApp("/ScenicDetail?id=4", { token: "t", confirmDialogs: true, answers: { "/api/order/list": { status: 401 } } });
    stop = started.stop;
    await screen.findByText("detail page 4");
    await act(async () => {
      await requestApi({ url: "/api/order/list" });
    });
    expect(started.feedback.dialog.alert).toHaveBeenCalledWith(expect.objectContaining({ title: "提示", content: "请先登录", confirmText: "去登录" }));
    await screen.findByText("finish login");
    expect(window.location.pathname).toBe("/PhoneLogin");
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/ScenicDetail?id=4");
  });

  it("the 我的 tab needs login: it lands on /PhoneLogin?redirect=/User", async () => {
    const started = await startApp("/");
    stop = started.stop;
    await screen.findByText("home page");
    // The tab bar's items are their own chunk, loaded after the first paint (issue 8).
    await userEvent.click(await screen.findByText("我的", undefined, { timeout: 5000 }));
    await screen.findByText("finish login");
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/User");
  });

  it("partner_code from the shell is sent with every call", async () => {
    const started = await startApp("/ScenicDetail?id=1");
    stop = started.stop;
    await screen.findByText("detail page 1");
    await waitFor(() => expect(started.api.calls.length).toBeGreaterThan(0));
    expect(started.api.calls.every((c) => c.form.partner_code === "default")).toBe(true);
  });

  it("the bank shell sends host=bank with every call; the default shell sends no host (decision 026)", async () => {
    const { PARTNERS } = await import("@wenlv/theme");
    const bank = await startApp("/ScenicDetail?id=1", { partner: PARTNERS.bank });
    await screen.findByText("detail page 1");
    await waitFor(() => expect(bank.api.calls.length).toBeGreaterThan(0));
    expect(bank.api.calls.every((c) => c.form.host === "bank")).toBe(true);
    bank.stop();
    const plain = await startApp("/ScenicDetail?id=2");
    stop = plain.stop;
    await screen.findByText("detail page 2");
    await waitFor(() => expect(plain.api.calls.length).toBeGreaterThan(0));
    expect(plain.api.calls.some((c) => "host" in c.form)).toBe(false);
  });

  it("the English UI translates the tab labels", async () => {
    const { i18n } = await import("@wenlv/i18n");
    await i18n.changeLanguage("en");
    const started = await startApp("/");
    stop = started.stop;
    await screen.findByText("home page");
    expect(screen.getByText("Home")).toBeInTheDocument();
    expect(screen.getByText("Me")).toBeInTheDocument();
  });
});

describe("page hooks", () => {
  it("useGoBack goes one step back inside the app", async () => {
    const started = await startApp("/ScenicList");
    stop = started.stop;
    await screen.findByText("list id - count 0");
    await act(() => started.app.router.navigate("/ScenicDetail?id=3"));
    await userEvent.click(await screen.findByText("back"));
    await waitFor(() => expect(window.location.pathname).toBe("/ScenicList"));
  });

  it("useGoBack on a page opened directly (shared link) goes home instead of leaving the app", async () => {
    const started = await startApp("/ScenicDetail?id=3");
    stop = started.stop;
    await userEvent.click(await screen.findByText("back"));
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });

  it("usePageTitle answers the route title, or the page's own", async () => {
    const started = await startApp("/ScenicDetail?id=3");
    stop = started.stop;
    expect(await screen.findByText("title 景区详情")).toBeInTheDocument();
    await act(() => started.app.router.navigate("/ScenicDetail?id=4&name=虎丘"));
    expect(await screen.findByText("title 虎丘")).toBeInTheDocument();
  });
});
