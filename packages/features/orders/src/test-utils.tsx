// Test-only helpers (imported by *.test.tsx files, never by pages): a store like the app's, a
// router and a fake API behind the real api-client (ky + the section 8 catalogue).
import type { AppStore } from "@wenlv/app-kit";
import { fakeApi as kitFakeApi, renderAt as kitRenderAt, type FakeHandler, type FakeReply } from "@wenlv/app-kit/testing";
import { i18n } from "@wenlv/i18n";
import type { ReactElement } from "react";

void i18n.changeLanguage("zh-CN");

export { fail, ok } from "@wenlv/app-kit/testing";
export type { FakeHandler, FakeReply, SeenCall } from "@wenlv/app-kit/testing";

/** Routes every API call to `routes[path]`; an unknown path answers code 0 "no such endpoint". */
export function fakeApi(routes: Record<string, FakeHandler | FakeReply>) {
  return kitFakeApi(routes, { unknown: "fail" });
}

/** Texts of every `Price` on screen ("¥160.5"); Price splits its text over several spans. */
export function shownPrices(): string[] {
  return Array.from(document.querySelectorAll("[data-fen]"), (el) => el.textContent ?? "");
}

/** Renders `element` at `url` inside the store and a memory router (other paths: a location probe). */
export function renderAt(element: ReactElement, url: string, store?: AppStore) {
  return kitRenderAt(element, url, { store });
}
