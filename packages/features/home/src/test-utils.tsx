// Test-only helpers: the shared harness of @wenlv/app-kit/testing in this package's calling style.
import type { SessionState } from "@wenlv/api-client";
import { createTestStore, fakeApi, ok as okReply, renderAt, type FakeReply } from "@wenlv/app-kit/testing";
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

/** Renders `page` at `url` (matched at `path`); other paths render a location probe. */
export function renderPage(page: ReactElement, options: { path: string; url: string; session?: Partial<SessionState> }) {
  return renderAt(page, options.url, { path: options.path, store: createTestStore(options.session) });
}

