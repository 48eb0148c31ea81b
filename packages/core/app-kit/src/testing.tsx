// Test harness shared by the feature packages' *.test.tsx files (never imported by pages): a store
// like the app's, a memory router with a location probe, and a fake API behind the real api-client
// (ky + the spec section 8 catalogue). Exported as "@wenlv/app-kit/testing".
import { configureApiClient, resetApiClient } from "@wenlv/api-client";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { createAppStore, type AppStore, type RootState } from "./store";

/** One request the fake API saw: its method, path, form (or query, for GET) fields and headers. */
export type SeenCall = { method: string; path: string; fields: URLSearchParams; headers: Headers };
/** What a fake endpoint answers: a body (an envelope, usually) and an HTTP status (default 200). */
export type FakeReply = { status?: number; body: unknown };
/** A fake endpoint: a fixed reply, or a function of the call. */
export type FakeHandler = (call: SeenCall) => FakeReply | Promise<FakeReply>;

/** `{code: 1, msg: "ok", data}`. */
export const ok = (data: unknown): FakeReply => ({ body: { code: 1, msg: "ok", data } });
/** `{code, msg, data: null}`; code 0 by default (spec section 8: the message is shown). */
export const fail = (msg: string, code = 0): FakeReply => ({ body: { code, msg, data: null } });

/**
 * Points the api-client at a fake fetch that routes by path. An unknown path answers HTTP 404
 * (`unknown: "404"`, the default; the catalogue turns it into the "network busy" toast) or code 0
 * "no such endpoint" (`unknown: "fail"`). Returns the calls seen and the toast/dialog spies.
 */
export function fakeApi(
  routes: Record<string, FakeHandler | FakeReply>,
  options: { partnerCode?: string; token?: string | null; unknown?: "404" | "fail" } = {},
) {
  resetApiClient();
  const calls: SeenCall[] = [];
  const toast = { show: vi.fn(), clear: vi.fn() };
  const dialog = { alert: vi.fn() };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const fields = new URLSearchParams(request.method === "GET" ? url.search : await request.text());
    const call: SeenCall = { method: request.method, path: url.pathname, fields, headers: request.headers };
    calls.push(call);
    const route = routes[url.pathname];
    const reply: FakeReply =
      route === undefined
        ? options.unknown === "fail"
          ? fail(`no such endpoint ${url.pathname}`)
          : { status: 404, body: "" }
        : typeof route === "function"
          ? await route(call)
          : route;
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  configureApiClient({
    baseUrl: "http://api.test",
    ...(options.partnerCode !== undefined ? { partnerCode: options.partnerCode } : {}),
    ...(options.token !== undefined ? { getToken: () => options.token ?? null } : {}),
    toast,
    dialog,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  return { calls, callsTo, toast, dialog, fetch };
}

/** A store like the app's with the session slice preloaded (token, user, signing key). */
export function createTestStore(session: Partial<RootState["session"]> = {}): AppStore {
  return createAppStore({ session: { token: null, user: null, signingKey: null, ...session } } as Partial<RootState>);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `url` (matched at `options.path`, default the url's path) inside the store
 * and a memory router. Any other path renders a probe (`data-testid="location"`) whose text is the
 * current location, so a test can assert where a page navigated.
 */
export function renderAt(element: ReactElement, url: string, options: { path?: string; store?: AppStore } = {}) {
  const store = options.store ?? createAppStore();
  const path = options.path ?? url.split("?", 1)[0] ?? "/";
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
