import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { api, configureApiClient, resetApiClient, sessionSlice, sharedSlice, type SessionState } from "@wenlv/api-client";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";

/** One request the fake API saw: its path and form fields. */
export type SeenCall = { path: string; fields: URLSearchParams; headers: Headers };

/** A fake endpoint: answers `{code, msg, data}` (or any body) for the form fields it got. */
export type FakeHandler = (fields: URLSearchParams) => { status?: number; body: unknown };

/**
 * Points the api-client at a fake fetch routing by path (test only). Unknown paths answer 404,
 * which the catalogue turns into the "network busy" toast.
 */
export function setUpFakeApi(handlers: Record<string, FakeHandler>, options: { partnerCode?: string; token?: string | null } = {}) {
  resetApiClient();
  const seen: SeenCall[] = [];
  const toast = { show: vi.fn(), clear: vi.fn() };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const fields = request.method === "GET" ? url.searchParams : new URLSearchParams(await request.text());
    seen.push({ path: url.pathname, fields, headers: request.headers });
    const handler = handlers[url.pathname];
    const answer = handler ? handler(fields) : { status: 404, body: "" };
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  configureApiClient({
    baseUrl: "http://api.test",
    partnerCode: options.partnerCode ?? "default",
    getToken: () => options.token ?? null,
    toast,
    dialog: { alert: vi.fn() },
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const callsTo = (path: string) => seen.filter((call) => call.path === path);
  return { seen, toast, fetch, callsTo, handlers };
}

/** An envelope answer with code 1. */
export function ok(data: unknown) {
  return { body: { code: 1, msg: "", data } };
}

/** A store like the app's: the one api, the session and the shared slice. */
export function makeStore(session: Partial<SessionState> = {}) {
  const reducer = combineSlices(api, sessionSlice, sharedSlice);
  return configureStore({
    reducer,
    preloadedState: { session: { token: null, user: null, signingKey: null, ...session } } as ReturnType<typeof reducer>,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `page` at `url` (matched at `path`) inside a store and a memory router; any other path
 * renders a probe whose text is the current location, so navigation can be asserted.
 */
export function renderPage(page: ReactElement, options: { path: string; url: string; session?: Partial<SessionState> }) {
  const store = makeStore(options.session);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.url]}>
        <Routes>
          <Route path={options.path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

export { resetApiClient };
