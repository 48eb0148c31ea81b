import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is and fails on any "serious" or
 * "critical" violation, listing rule ids and the elements (issue 2 section 6).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
  expect(report, `axe on ${label}`).toEqual([]);
}
