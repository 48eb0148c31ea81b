import type { Page, TestInfo } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Waits until every open antd-mobile popup (bottom sheets such as the price calendar, centre
 * dialogs) has finished sliding and fading in: react-spring animates an inline transform and
 * opacity, and a picture taken mid-way shows the sheet half off the screen.
 */
export async function waitForPopupsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".adm-popup-body, .adm-center-popup-wrap > div")).every((el) => {
      if (el.getClientRects().length === 0) return true;
      const style = getComputedStyle(el);
      const still = style.transform === "none" || style.transform === "matrix(1, 0, 0, 1, 0, 0)";
      return still && Number(style.opacity) === 1;
    }),
  );
}

/**
 * Attaches a screenshot of the current screen, in the project's 390x844 viewport, to the test as
 * `<name> (390x844)`: the whole page by default, or only the viewport (`fullPage: false`) for a
 * screen under a bottom sheet, whose fixed mask and sheet cover the viewport and not a full page.
 *
 * Playwright copies an attachment given by path into the test's output folder
 * (`<outputDir>/<test>/attachments/<name>-<sha1>.png`; playwright.config.ts sets outputDir to
 * `.reports/test-results`, which CI keeps), and the JSON report names that file; an attachment given
 * as `body` would only be written into `.reports/playwright.json` as base64. So the picture is taken
 * into a temporary file, attached by path, and the temporary file removed.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await waitForPopupsSettled(page);
  const dir = await mkdtemp(path.join(tmpdir(), "wl-e2e-shot-"));
  try {
    const file = path.join(dir, "screen.png");
    await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: "disabled", caret: "hide" });
    await testInfo.attach(`${name} (390x844)`, { path: file, contentType: "image/png" });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
