import { configureStore } from "@reduxjs/toolkit";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api, configureApiClient, resetApiClient } from "@wenlv/api-client";
import { setLanguage } from "@wenlv/i18n";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CollectButton } from "./collect-button";

afterEach(() => resetApiClient());

type Call = { path: string; fields: URLSearchParams };

/** The api-client against a fake collection API keeping one flag; answers the calls seen. */
function fakeCollection(initial: boolean, toggleReply?: { code: number; msg: string }) {
  let collected = initial;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { path: new URL(request.url).pathname, fields: new URLSearchParams(await request.text()) };
    calls.push(call);
    if (call.path === "/api/collection/toggle") {
      if (toggleReply) return Response.json({ ...toggleReply, data: null });
      collected = call.fields.get("collected") === "1";
    }
    return Response.json({ code: 1, msg: "", data: { collected } });
  });
  configureApiClient({
    baseUrl: "http://api.test",
    getToken: () => "tok",
    toast: { show: vi.fn(), clear: vi.fn() },
    dialog: { alert: vi.fn() },
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return calls;
}

function renderButton(props: { loggedIn: boolean; requireLogin: () => boolean }) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return render(
    <Provider store={store}>
      <CollectButton targetType="scenic" targetId={12} {...props} />
    </Provider>,
  );
}

describe("CollectButton", () => {
  it("shows the stored state and collects on tap (sets collected 1)", async () => {
    const calls = fakeCollection(false);
    const user = userEvent.setup();
    renderButton({ loggedIn: true, requireLogin: () => true });
    const button = screen.getByRole("button", { name: "收藏" });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/collection/status"));
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    const toggle = calls.find((c) => c.path === "/api/collection/toggle");
    expect(Object.fromEntries(toggle?.fields ?? [])).toMatchObject({ target_type: "scenic", target_id: "12", collected: "1" });
    expect(screen.getByRole("status")).toHaveTextContent("已加入收藏");
  });

  it("un-collects an item that is already collected", async () => {
    const calls = fakeCollection(true);
    const user = userEvent.setup();
    renderButton({ loggedIn: true, requireLogin: () => true });
    const button = screen.getByRole("button", { name: "收藏" });
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
    expect(calls.find((c) => c.path === "/api/collection/toggle")?.fields.get("collected")).toBe("0");
    expect(screen.getByRole("status")).toHaveTextContent("已取消收藏");
  });

  it("when anonymous asks nothing and hands the tap to the login", async () => {
    const calls = fakeCollection(false);
    const requireLogin = vi.fn(() => false);
    const user = userEvent.setup();
    renderButton({ loggedIn: false, requireLogin });
    await user.click(screen.getByRole("button", { name: "收藏" }));
    expect(requireLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it("goes back to not collected when the API refuses", async () => {
    const calls = fakeCollection(false, { code: 0, msg: "内容不存在" });
    const user = userEvent.setup();
    renderButton({ loggedIn: true, requireLogin: () => true });
    const button = screen.getByRole("button", { name: "收藏" });
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/collection/status"));
    await user.click(button);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/collection/toggle"));
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "false"));
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("is named in English on English screens", async () => {
    fakeCollection(false);
    await setLanguage("en");
    renderButton({ loggedIn: false, requireLogin: () => false });
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
