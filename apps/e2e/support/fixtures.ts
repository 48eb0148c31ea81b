import { test as base, expect } from "@playwright/test";

/**
 * `test` with the separate location consent already answered ("refused") in localStorage, like a
 * returning visitor, so the first-start consent dialog (docs/decisions, issue 3) does not cover the
 * journeys. The consent dialog itself is tested on its own with the plain Playwright `test`.
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
    await provide(page);
  },
});

export { expect };
