import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Impacts that fail a page; "minor" and "moderate" findings are reported by axe but tolerated. */
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe-core on the current page with the WCAG 2.0/2.1 A and AA rule tags and fails, listing
 * each rule id with its impact and the CSS targets of the offending nodes, when any violation is
 * "serious" or "critical". Call it once the page has rendered its content (after a web-first
 * assertion on that content), so axe sees the real screen rather than a skeleton.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  // antd-mobile's dialogs and popups fade in with react-spring (inline opacity on the centre popup's
  // inner animated div, the bottom popup's body); colours measured mid-fade are the text blended
  // with the page behind, so wait until the open ones are opaque.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".adm-center-popup-wrap > div, .adm-popup-body")).every(
      (el) => el.getClientRects().length === 0 || Number(getComputedStyle(el).opacity) === 1,
    ),
  );
  // A loading skeleton (role="status" aria-busy) is replaced while axe walks the page, and a node it
  // measured may be gone or moved by then: wait until no visible one is left.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="status"][aria-busy="true"]')).every((el) => el.getClientRects().length === 0),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const report = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(report, `serious/critical axe violations on ${label}`).toEqual([]);
}
