// Test harness shared by the feature packages' *.test.tsx files (never imported by pages): a store
// like the app's, a memory router with a location probe, and a fake API behind the real api-client
// (ky + the spec section 8 catalogue). Exported as "@wenlv/app-kit/testing".
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { configureApiClient, resetApiClient } from "@wenlv/api-client";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { i18n } from "@wenlv/i18n";
import { expect, vi } from "vitest";
import type { HostInfo } from "@wenlv/host";
import { PARTNERS, type PartnerConfig } from "@wenlv/theme";
import { CityAppContext } from "./app-context";
import { LOGIN_PATH } from "./guard-decision";
import { createAppStore, type AppStore, type RootState } from "./store";
import type { LeaveApp, RouteDef } from "./types";
import type { LocateVisitor } from "./visitor-location";

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

/** Each route's title in `language` as [path, title] pairs (titles are i18n keys, see RouteDef). */
export function routeTitlesIn(routes: readonly RouteDef[], language: "zh-CN" | "en"): [string, string][] {
  const t = i18n.getFixedT(language);
  return routes.map((route) => [route.path, t(route.title)]);
}

/**
 * Asserts that every route title has a text in both languages: the key resolves in zh-CN, and in
 * English to a text without Chinese characters (issue 7: English titles on every screen).
 */
export function expectTitlesTranslated(routes: readonly RouteDef[]): void {
  for (const route of routes) {
    expect(i18n.exists(route.title, { lng: "zh-CN" }), `${route.path} zh-CN title`).toBe(true);
    expect(i18n.exists(route.title, { lng: "en" }), `${route.path} en title`).toBe(true);
    expect(i18n.getFixedT("en")(route.title), `${route.path} en title`).not.toMatch(/\p{Script=Han}/u);
  }
}

/** Hosts as `detectHost` of @wenlv/host answers them, for {@link renderInApp}. */
export const HOSTS = {
  browser: { kind: "browser", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false, hostNavBar: false },
  wechat: { kind: "wechat", partnerCode: "default", isApp: false, isWeChat: true, isMiniProgram: false, hostNavBar: false },
  miniProgram: { kind: "miniprogram", partnerCode: "default", isApp: false, isWeChat: true, isMiniProgram: true, hostNavBar: true },
  kunshanApp: { kind: "partner-app", partnerCode: "kunshan", isApp: true, isWeChat: false, isMiniProgram: false, hostNavBar: false },
  changshuApp: { kind: "partner-app", partnerCode: "changshu", isApp: true, isWeChat: false, isMiniProgram: false, hostNavBar: false },
  bank: { kind: "bank", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false, hostNavBar: false },
  /** The bank app that draws its own nav bar ("SZBankApp/6.2.0 NativeNav", decision 026). */
  bankNativeNav: { kind: "bank", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false, hostNavBar: true },
} satisfies Record<string, HostInfo>;

/**
 * Renders `element` at `url` like {@link renderAt}, inside an app context (`partner`, default
 * PARTNERS.default; `host`, default HOSTS.browser; `loginPath`, default LOGIN_PATH) whose
 * `leaveApp` is a spy, so a test sees every outside URL the page leaves for (see {@link leftFor}),
 * and whose `locate` is `options.locate` when given (location on demand).
 * Answers the render result, the store and the spy.
 */
export function renderInApp(
  element: ReactElement,
  url: string,
  options: { host?: HostInfo; partner?: PartnerConfig; loginPath?: string; store?: AppStore; path?: string; locate?: LocateVisitor } = {},
) {
  const store = options.store ?? createTestStore();
  const leaveApp = vi.fn<LeaveApp>();
  const app = {
    partner: options.partner ?? PARTNERS.default,
    host: options.host ?? HOSTS.browser,
    store,
    loginPath: options.loginPath ?? LOGIN_PATH,
    leaveApp,
    ...(options.locate ? { locate: options.locate } : {}),
  };
  const utils = renderAt(<CityAppContext.Provider value={app}>{element}</CityAppContext.Provider>, url, { store, path: options.path });
  return { ...utils, leaveApp };
}

/**
 * The URL a `leaveApp` spy (of {@link renderInApp}) was called with on call `index` (0 = first),
 * parsed against http://app.test so a relative URL parses too.
 * @throws Error when the spy was called fewer than `index + 1` times
 */
export function leftFor(leaveApp: { mock: { calls: unknown[][] } }, index = 0): URL {
  const url = leaveApp.mock.calls[index]?.[0];
  if (typeof url !== "string") throw new Error(`leaveApp was not called ${index + 1} time(s)`);
  return new URL(url, "http://app.test");
}

/** Dotted paths of every string in a strings tree ("detail.title", "notice.items.0"). */
function stringPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function stringAt(tree: object, path: string): string {
  return String(path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree));
}

/**
 * Asserts a feature's strings (`src/strings/zh.ts`, `src/strings/en.ts`) are registered under `ns`
 * in both languages, with the same keys (lists of the same length), no English text left empty
 * where the Chinese has one, and
 * the same `{{placeholders}}` in each pair. `englishOnly` names top-level blocks only English has
 * (e.g. translations of Chinese status labels keyed by the label).
 */
export function expectStringsMatch(ns: string, zh: object, en: object, options: { englishOnly?: readonly string[] } = {}): void {
  expect(i18n.hasResourceBundle("zh-CN", ns), `${ns} zh-CN registered`).toBe(true);
  expect(i18n.hasResourceBundle("en", ns), `${ns} en registered`).toBe(true);
  const skip = new Set(options.englishOnly ?? []);
  const shared = (tree: object) => stringPaths(Object.fromEntries(Object.entries(tree).filter(([key]) => !skip.has(key)))).sort();
  expect(shared(en)).toEqual(shared(zh));
  const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
  for (const path of shared(zh)) {
    if (stringAt(zh, path).trim() !== "") expect(stringAt(en, path).trim(), path).not.toBe("");
    expect(placeholders(stringAt(en, path)), path).toEqual(placeholders(stringAt(zh, path)));
  }
}

/**
 * A scenic list row as /api/scenic/list answers it (test data: a hot 5A garden in 姑苏区, ¥80 from,
 * GCJ-02 near 拙政园); `extra` overrides fields. One fixture for every feature's list tests.
 */
export function scenicListItem(id: number, name: string, extra: Partial<ScenicListItem> = {}): ScenicListItem {
  return {
    id,
    name,
    name_en: `Spot ${id}`,
    area_code: "320508",
    area_name: "姑苏区",
    area_name_en: "Gusu District",
    address: "东北街178号",
    address_en: "178 Dongbei Street",
    lng: 120.629,
    lat: 31.326,
    a_level: 5,
    tags: ["园林"],
    tags_en: ["Classical garden"],
    tag_keys: ["garden"],
    hot: true,
    cover: `http://res.test/res/scenic/${id}.svg`,
    min_price_fen: 8000,
    distance_m: null,
    ...extra,
  };
}
