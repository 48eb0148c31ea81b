import { FIRST_SCREEN_HYDRATE } from "@wenlv/api-client";
import { hostChrome, type HostInfo } from "@wenlv/host";
import type { AppStore } from "./store";

import { FIRST_SCREEN_STATE_ID } from "./boot";

export { FIRST_SCREEN_STATE_ID };

/** JSON that is safe inside a `<script>` element (no "</script>", no "<!--", no U+2028/2029). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * What a server-rendered first screen was rendered for, beside its API answers in the document's
 * state block (key `firstScreen`): the language ("zh-CN" | "en") and the host's bars drawn
 * ({@link chromeVariant}). The browser hydrates the server's HTML only when its own first render has
 * the same two inputs (decision 031); otherwise it replaces the HTML with its own render.
 */
export type FirstScreenMark = { language: string; chrome: string };

/** The key of {@link FirstScreenMark} in the state block. */
export const FIRST_SCREEN_MARK_KEY = "firstScreen";

/**
 * Which of our bars a host gets ("nav,tab", "tab", "nav" or ""), from hostChrome (decision 026): one
 * input of a first screen's render, so the server's cache and the browser's hydration compare it.
 */
export function chromeVariant(host: Pick<HostInfo, "kind" | "hostNavBar">): string {
  const chrome = hostChrome(host);
  return [chrome.navBar ? "nav" : "", chrome.tabBar ? "tab" : ""].filter(Boolean).join(",");
}

/**
 * Hands the API answers the server used for the first screen (the document's
 * `<script type="application/json" id="wl-first-screen">`, see createFirstScreenRenderer) to the
 * browser's store, so the page renders them at once instead of asking the API again. A missing or
 * unreadable block changes nothing. The block is removed once read.
 * @returns what the screen was rendered for when the answers were taken and the block names it,
 *   else null (nothing taken, or a block without the mark: the page is then rendered afresh)
 */
export function hydrateFirstScreen(store: Pick<AppStore, "dispatch">, doc: Document = document): FirstScreenMark | null {
  const block = doc.getElementById(FIRST_SCREEN_STATE_ID);
  if (!block) return null;
  block.remove();
  try {
    const payload: unknown = JSON.parse(block.textContent ?? "");
    if (typeof payload !== "object" || payload === null) return null;
    store.dispatch({ type: FIRST_SCREEN_HYDRATE, payload });
    const mark = (payload as Record<string, unknown>)[FIRST_SCREEN_MARK_KEY] as Partial<FirstScreenMark> | undefined;
    return typeof mark?.language === "string" && typeof mark.chrome === "string" ? { language: mark.language, chrome: mark.chrome } : null;
  } catch {
    return null;
  }
}
