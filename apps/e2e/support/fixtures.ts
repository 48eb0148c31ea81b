import { test as base, expect } from "@playwright/test";

/**
 * `test` with the separate location consent already answered ("refused") in localStorage, like a
 * returning visitor who said no (issue 3; since decision 017 it is asked only on 开启定位), and
 * whose `page.goto` and `page.reload` wait, on a document the server rendered (decision 018), until
 * the app has taken the page over (`#root[data-wl-ready]`): before that its buttons have no handlers.
 * The consent itself is tested with `locationConsent: null`.
 */
export const test = base.extend<{ locationConsent: "granted" | "refused" | null }>({
  locationConsent: ["refused", { option: true }],
  page: async ({ page, locationConsent }, provide) => {
    if (locationConsent) {
      await page.addInitScript((value) => {
        try {
          window.localStorage.setItem("locationConsent", value);
        } catch {
          // about:blank has no storage; the app's own origin does.
        }
      }, locationConsent);
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appReady = () =>
      page.waitForFunction(() => !document.getElementById("wl-page-chunks") || document.querySelector("#root[data-wl-ready]") !== null);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady();
      return response;
    };
    await provide(page);
  },
});

export { expect };
