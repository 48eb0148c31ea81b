// Test-only helpers: the shared harness of @wenlv/app-kit/testing in this package's calling style.
import { CityAppContext, LOGIN_PATH } from "@wenlv/app-kit";
import type { SessionState } from "@wenlv/api-client";
import { createTestStore, fakeApi, ok as okReply, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
import { PARTNERS } from "@wenlv/theme";
import type { ReactElement } from "react";

export { resetApiClient } from "@wenlv/api-client";
export type { SeenCall } from "@wenlv/app-kit/testing";

/** A fake endpoint: answers `{code, msg, data}` (or any body) for the form fields it got. */
export type FakeHandler = (fields: URLSearchParams) => FakeReply;

/** Points the api-client at fake endpoints by path; unknown paths answer 404 ("network busy"). */
export function setUpFakeApi(handlers: Record<string, FakeHandler>, options: { partnerCode?: string; token?: string | null } = {}) {
  // Looked up per call, so a test may add or swap handlers after set-up.
  const routes = new Proxy({} as Record<string, (call: { fields: URLSearchParams }) => FakeReply>, {
    get: (_target, path: string) => {
      const handler = handlers[path];
      return handler && ((call: { fields: URLSearchParams }) => handler(call.fields));
    },
  });
  const fake = fakeApi(routes, options);
  return { seen: fake.calls, toast: fake.toast, fetch: fake.fetch, callsTo: fake.callsTo, handlers };
}

/** An envelope answer with code 1. */
export const ok = okReply;

/** A store like the app's, with the session preloaded. */
export const makeStore = (session: Partial<SessionState> = {}) => createTestStore(session);

/**
 * Renders `page` at `url` (matched at `path`) inside an app context like a plain browser's (default
 * partner, /PhoneLogin), so hooks such as useRequireLogin work; other paths render a location probe.
 */
export function renderPage(page: ReactElement, options: { path: string; url: string; session?: Partial<SessionState> }) {
  const store = createTestStore(options.session);
  const host = { kind: "browser", partnerCode: "default", isApp: false, isWeChat: false, isMiniProgram: false } as const;
  const app = { partner: PARTNERS.default, host, store, loginPath: LOGIN_PATH };
  return renderAt(<CityAppContext.Provider value={app}>{page}</CityAppContext.Provider>, options.url, { path: options.path, store });
}

/** Texts of every `Price` on screen ("¥160.5"); Price splits its text over several spans. */
export function shownPrices(): string[] {
  return Array.from(document.querySelectorAll("[data-fen]"), (el) => el.textContent ?? "");
}

