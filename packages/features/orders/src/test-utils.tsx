// Test-only helpers (imported by *.test.tsx files, never by pages): a store like the app's, a
// router and a fake API behind the real api-client (ky + the section 8 catalogue).
import { configureApiClient, resetApiClient } from "@wenlv/api-client";
import { createAppStore, type AppStore } from "@wenlv/app-kit";
import { i18n } from "@wenlv/i18n";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";

void i18n.changeLanguage("zh-CN");

// antd-mobile's Popup drags with pointer capture (@use-gesture); jsdom has no pointer capture.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}

/** One call the fake API saw: its path and form fields. */
export type SeenCall = { path: string; fields: URLSearchParams };
/** What a fake endpoint answers: an envelope body (default HTTP 200). */
export type FakeReply = { status?: number; body: unknown };
export type FakeHandler = (call: SeenCall) => FakeReply | Promise<FakeReply>;

/** `{code: 1, msg: "ok", data}`. */
export const ok = (data: unknown): FakeReply => ({ body: { code: 1, msg: "ok", data } });
/** `{code: 0, msg, data: null}`. */
export const fail = (msg: string, code = 0): FakeReply => ({ body: { code, msg, data: null } });


/** Routes every API call to `routes[path]`; an unknown path answers code 0 "no such endpoint". */
export function fakeApi(routes: Record<string, FakeHandler | FakeReply>) {
  resetApiClient();
  const calls: SeenCall[] = [];
  const toast = { show: vi.fn(), clear: vi.fn() };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const fields = new URLSearchParams(request.method === "GET" ? url.search : await request.text());
    const call = { path: url.pathname, fields };
    calls.push(call);
    const route = routes[url.pathname];
    const reply = route === undefined ? fail(`no such endpoint ${url.pathname}`) : typeof route === "function" ? await route(call) : route;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  configureApiClient({ baseUrl: "http://api.test", toast, fetch: fetch as unknown as typeof globalThis.fetch });
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { calls, callsTo, toast, fetch };
}

/** Texts of every `Price` on screen ("¥160.5"); Price splits its text over several spans. */
export function shownPrices(): string[] {
  return Array.from(document.querySelectorAll("[data-fen]"), (el) => el.textContent ?? "");
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `url` (its path is the route) inside the store and a memory router. Any
 * other path renders a probe whose text is the current location, so tests can assert navigation.
 */
export function renderAt(element: ReactElement, url: string, store: AppStore = createAppStore()) {
  const path = url.split("?", 1)[0] ?? "/";
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}
