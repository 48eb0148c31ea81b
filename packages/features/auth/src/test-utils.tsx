// Test-only helpers (imported by *.test.tsx files, never by pages): a store like the app's, a
// router and a fake API behind the real api-client (ky + the section 8 catalogue).
import { CityAppContext, LOGIN_PATH, type AppStore, type LeaveApp } from "@wenlv/app-kit";
import { createTestStore, fakeApi as kitFakeApi, renderAt as kitRenderAt, type FakeHandler, type FakeReply } from "@wenlv/app-kit/testing";
import type { HostInfo } from "@wenlv/host";
import { i18n } from "@wenlv/i18n";
import { PARTNERS } from "@wenlv/theme";
import type { ReactElement } from "react";
import { vi } from "vitest";

void i18n.changeLanguage("zh-CN");

export { fail, ok } from "@wenlv/app-kit/testing";
export type { FakeHandler, FakeReply, SeenCall } from "@wenlv/app-kit/testing";

/** Routes every API call to `routes[path]`; an unknown path answers code 0 "no such endpoint". */
export function fakeApi(routes: Record<string, FakeHandler | FakeReply>) {
  return kitFakeApi(routes, { unknown: "fail" });
}

/** Renders `element` at `url` inside the store and a memory router (other paths: a location probe). */
export function renderAt(element: ReactElement, url: string, store?: AppStore) {
  return kitRenderAt(element, url, { store });
}

/** Hosts as detectHost answers them, for {@link renderInApp}. */
export const HOSTS = {
  browser: { kind: "browser", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false },
  wechat: { kind: "wechat", partnerCode: "default", isApp: false, isWeChat: true, isMiniProgram: false },
  kunshanApp: { kind: "partner-app", partnerCode: "kunshan", isApp: true, isWeChat: false, isMiniProgram: false },
  bank: { kind: "bank", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false },
} satisfies Record<string, HostInfo>;

/**
 * Renders `element` at `url` inside an app context (default partner, the given host and login
 * page) whose `leaveApp` is a spy, so a test sees every URL the page leaves for.
 */
export function renderInApp(element: ReactElement, url: string, options: { host?: HostInfo; loginPath?: string; store?: AppStore } = {}) {
  const store = options.store ?? createTestStore();
  const leaveApp = vi.fn<LeaveApp>();
  const app = { partner: PARTNERS.default, host: options.host ?? HOSTS.browser, store, loginPath: options.loginPath ?? LOGIN_PATH, leaveApp };
  const utils = kitRenderAt(<CityAppContext.Provider value={app}>{element}</CityAppContext.Provider>, url, { store });
  return { ...utils, leaveApp };
}

/** A login answer (contract ZLoginResult) for user `id`. */
export function loginResult(id = 7, token = `tok_${id}_abcdefghijklmnopqrstuv`) {
  return {
    token,
    signing_key: "a".repeat(64),
    expires_at: "2030-01-01T00:00:00.000Z",
    user: { id, nickname: `游客${id}`, avatar: "", phone_masked: "138****8000" },
  };
}

/** An auth-code login answer with a bound mobile (logged in). */
export const boundAnswer = (id = 7) => ({ ...loginResult(id), isBindMobile: true, openid: `openid-${id}` });
/** An auth-code login answer without a bound mobile (go to /BindPhone). */
export const unboundAnswer = (openid = "wx:oUNBOUND1", ticket = "tkt_0123456789abcdef") => ({ isBindMobile: false, openid, bind_ticket: ticket });

/** The URL a `leaveApp` spy was called with (call `index`), parsed against the fake API origin. */
export function leftFor(leaveApp: { mock: { calls: unknown[][] } }, index = 0): URL {
  const url = leaveApp.mock.calls[index]?.[0];
  if (typeof url !== "string") throw new Error(`leaveApp was not called ${index + 1} time(s)`);
  return new URL(url, "http://app.test");
}
