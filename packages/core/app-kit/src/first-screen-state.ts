import { FIRST_SCREEN_HYDRATE } from "@wenlv/api-client";
import type { AppStore } from "./store";

import { FIRST_SCREEN_STATE_ID } from "./boot";

export { FIRST_SCREEN_STATE_ID };

/** JSON that is safe inside a `<script>` element (no "</script>", no "<!--", no U+2028/2029). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * Hands the API answers the server used for the first screen (the document's
 * `<script type="application/json" id="wl-first-screen">`, see createFirstScreenRenderer) to the
 * browser's store, so the page renders them at once instead of asking the API again. A missing or
 * unreadable block changes nothing. The block is removed once read. Answers true when it hydrated.
 */
export function hydrateFirstScreen(store: Pick<AppStore, "dispatch">, doc: Document = document): boolean {
  const block = doc.getElementById(FIRST_SCREEN_STATE_ID);
  if (!block) return false;
  block.remove();
  try {
    const payload: unknown = JSON.parse(block.textContent ?? "");
    if (typeof payload !== "object" || payload === null) return false;
    store.dispatch({ type: FIRST_SCREEN_HYDRATE, payload });
    return true;
  } catch {
    return false;
  }
}
