import { registerResources } from "@wenlv/i18n";
import { PARTNERS, type PartnerConfig, type PartnerText } from "@wenlv/theme";
import { PageHeader } from "@wenlv/ui";
import { act } from "@testing-library/react";
import { useState } from "react";
import { vi } from "vitest";
import { createCityApp, type CityApp } from "./create-city-app";
import { useFinishLogin, useGoBack, usePageTitle, useQueryParams, useTitleSubject } from "./hooks";
import { useSafeNavigate } from "./navigation";
import type { RouteDef } from "./types";

// The test routes' titles, in the layout every feature uses (src/titles.ts).
registerResources("testapp", { "zh-CN": { titles: { home: "首页", user: "我的", list: "景区列表", detail: "景区详情", order: "购票", merch: "商品详情", login: "登录", thirdApps: "合作应用登录", bankLogin: "银行授权登录", header: "有标题栏的页面" } }, en: { titles: { home: "Home", user: "Me", list: "Scenic spots", detail: "Scenic spot", order: "Buy tickets", merch: "Goods", login: "Log in", thirdApps: "Partner app login", bankLogin: "Bank login", header: "Page with a header" } } });

/** A canned answer: HTTP status and JSON body (none when undefined). */
export type FakeAnswer = { status: number; body?: unknown };

/** A request the fake API saw: path and form fields. */
export type SeenCall = { path: string; form: Record<string, string>; headers: Headers };

function Home() {
  const navigate = useSafeNavigate();
  return (
    <div>
      <h1>home page</h1>
      <button onClick={() => navigate("/ScenicList")}>to list</button>
    </div>
  );
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const params = useQueryParams();
  return (
    <div>
      <h1>{label}</h1>
      <p>
        {label} id {params.get("id") ?? "-"} count {count}
      </p>
      <button onClick={() => setCount((c) => c + 1)}>{`${label} add`}</button>
    </div>
  );
}

function Detail() {
  const params = useQueryParams();
  const title = usePageTitle(params.get("name"));
  useTitleSubject(params.get("subject"));
  const back = useGoBack();
  return (
    <div>
      <h1>detail page {params.get("id")}</h1>
      <p>title {title}</p>
      <button onClick={back}>back</button>
    </div>
  );
}

function Login() {
  const finish = useFinishLogin();
  return (
    <button onClick={() => finish({ token: "tok-new", signing_key: "key-1", user: { id: 1, nickname: "n", avatar: "", phone_masked: "138****0000" } })}>
      finish login
    </button>
  );
}

const page = (Component: () => React.ReactElement) => async () => ({ default: Component });

/** The routes of the test app, one of each kind the router handles. */
export const testRoutes: RouteDef[] = [
  { path: "/", title: "testapp:titles.home", lazy: page(Home), flags: { isTabPage: true, keepAlive: true } },
  { path: "/User", title: "testapp:titles.user", lazy: page(() => <h1>user page</h1>), flags: { isTabPage: true, require: true } },
  { path: "/ScenicList", title: "testapp:titles.list", lazy: page(() => <Counter label="list" />), flags: { isListPage: true, keepAlive: true, needSavePosition: true } },
  { path: "/ScenicDetail", aliases: ["/ScenicDetailKs", "/ScenicDetailNew"], title: "testapp:titles.detail", lazy: page(Detail) },
  { path: "/TicketOrder", title: "testapp:titles.order", lazy: page(() => <Counter label="order" />), flags: { require: true } },
  { path: "/MailMerchandiseDetail", title: "testapp:titles.merch", lazy: page(() => <Counter label="merch" />), flags: { keepAlive: true } },
  { path: "/PhoneLogin", title: "testapp:titles.login", lazy: page(Login) },
  { path: "/ThirdApps", title: "testapp:titles.thirdApps", lazy: page(() => <h1>third apps page</h1>) },
  { path: "/bankJsLogin", title: "testapp:titles.bankLogin", lazy: page(() => <h1>bank login page</h1>) },
  { path: "/HeaderPage", title: "testapp:titles.header", lazy: page(() => <PageHeader title="有标题栏的页面" />) },
];

/** Fake API: getMyInfo answers per `myInfo`, everything else succeeds with null data. */
export function fakeApi(
  myInfo: FakeAnswer = { status: 200, body: { code: 1, msg: "", data: { id: 1, nickname: "n", avatar: "", phone_masked: "1", signing_key: "k2" } } },
  answers: Record<string, FakeAnswer> = {},
) {
  const calls: SeenCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? url.searchParams.toString() : await request.text();
    calls.push({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(text)), headers: request.headers });
    const answer = url.pathname.endsWith("/getMyInfo") ? myInfo : answers[url.pathname];
    if (answer) return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), { status: answer.status });
    return new Response(JSON.stringify({ code: 1, msg: "", data: null }), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Starts a test app at `url` and mounts it; answers the app, the fake API and an unmount. */
export async function startApp(
  url: string,
  options: {
    token?: string;
    myInfo?: FakeAnswer;
    answers?: Record<string, FakeAnswer>;
    titles?: Record<string, PartnerText>;
    /** The shell's partner configuration; default PARTNERS.default. */
    partner?: PartnerConfig;
    confirmDialogs?: boolean;
    /** The host's user agent (WeChat, a partner app ...); default jsdom's. */
    userAgent?: string;
    /** Spy for leaving the app (WeChat OAuth). */
    leaveApp?: (url: string, options?: { replace?: boolean }) => void;
    loginPath?: string;
    /** Turns location on (start for a visitor who agreed before; `locate` on demand) with this consent dialog. */
    askLocationConsent?: () => Promise<boolean>;
  } = {},
) {
  window.history.replaceState(null, "", url);
  const uaSpy = options.userAgent ? vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(options.userAgent) : null;
  if (options.token) localStorage.setItem("token", options.token);
  const api = fakeApi(options.myInfo, options.answers);
  // With confirmDialogs the fake dialog presses its button at once (the 401 "去登录").
  const alert = vi.fn((o: { onConfirm: () => void }) => {
    if (options.confirmDialogs) o.onConfirm();
  });
  const feedback = { toast: { show: vi.fn(), clear: vi.fn() }, dialog: { alert } };
  const app: CityApp = createCityApp({
    partner: { ...(options.partner ?? PARTNERS.default), titles: options.titles },
    features: [testRoutes],
    apiBaseUrl: "http://api.test",
    fetch: api.fetch,
    feedback,
    startLocation: options.askLocationConsent !== undefined,
    askLocationConsent: options.askLocationConsent,
    leaveApp: options.leaveApp,
    loginPath: options.loginPath,
  });
  uaSpy?.mockRestore();
  const el = document.createElement("div");
  document.body.append(el);
  let unmount: () => void = () => {};
  await act(async () => {
    unmount = app.mount(el);
  });
  const stop = () => {
    act(() => unmount());
    app.router.dispose();
    el.remove();
  };
  return { app, api, feedback, stop };
}
