import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { payInSandbox, refundWholeOrder } from "../support/checkout";
import { idCardNumber } from "../support/id-card";
import { cardLogin } from "../support/login";
import { yuanTextToFen } from "../support/money";
import { attachScreenshot } from "../support/screens";

// Issue 10's travel-line journey in the default shell at 390x844: the day tours, a line's itinerary,
// a departure a few days ahead (well before its booking cut-off and free-refund time), two adults,
// a real-name traveller with an ID for each seat, pay in the sandbox, one travel code per
// traveller, and a refund of both. axe runs on every new screen.

const TRAVELLERS = [
  { name: "周杰", id: idCardNumber("19880412", 731) },
  { name: "吴霞", id: idCardNumber("19910623", 732) },
];

async function addTraveller(page: Page, name: string, idNumber: string) {
  await page.getByRole("link", { name: "新增出行人" }).first().click();
  await expect(page).toHaveURL(/\/MyContactsHandle\?from=LineOrder/);
  await page.getByLabel("姓名").fill(name);
  await page.getByLabel("证件号码").fill(idNumber);
  await page.getByRole("checkbox", { name: /本人同意为实名购票提供身份证件信息/ }).check();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/LineOrder\?/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

test("line: a day tour for two real-name travellers, pay, two travel codes, refund", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const axe = (label: string) => expectNoSeriousA11yViolations(page, `line ${label}`);
  await cardLogin(page, "13912340041");

  // The day tours, and the first line's itinerary, packages and rules.
  await page.goto("/OneDayTravelNew");
  await expect(page).toHaveTitle(/一日游/);
  const lines = page.locator('a[href^="/LineDetail?id="]');
  await expect(lines.first()).toContainText("¥");
  await axe("OneDayTravelNew");
  await lines.first().click();
  await expect(page).toHaveURL(/\/LineDetail\?id=\d+/);
  await expect(page.getByRole("heading", { name: "行程安排" }).or(page.getByText("行程安排")).first()).toBeVisible();
  await axe("LineDetail");
  await attachScreenshot(page, testInfo, "LineDetail");
  await page.getByRole("button", { name: /立即预订/ }).click();

  // The departure (the third one offered: days ahead of any cut-off), two adults.
  await expect(page).toHaveURL(/\/LineSelect\?id=\d+/);
  const departures = page.locator("button[data-day]");
  await expect(departures.nth(2)).toBeVisible();
  await departures.nth(2).click();
  await page.getByRole("button", { name: "增加成人" }).click();
  await axe("LineSelect");
  await page.getByRole("button", { name: "下一步" }).click();

  // The order: one real-name traveller per seat, added here; the rules; the total.
  await expect(page).toHaveURL(/\/LineOrder\?.*adult=2/);
  await expect(page.getByText("实名制，需选择2位出行人")).toBeVisible();
  for (const tr of TRAVELLERS) await addTraveller(page, tr.name, tr.id);
  await expect(page.getByText("已选2/2")).toBeVisible();
  await page.getByLabel("联系人姓名").fill("周杰");
  await page.getByLabel("手机号码").fill("13912340041");
  const totalFen = yuanTextToFen(await page.locator(".wl-submit-bar .wl-price").innerText());
  expect(totalFen).toBeGreaterThan(0);
  await axe("LineOrder");
  await page.getByRole("button", { name: "提交订单" }).click();

  // Pay in the sandbox gateway; then the order's codes.
  await payInSandbox(page, totalFen, "查看出行凭证");

  // One travel code per traveller, with the masked ID number only.
  await expect(page).toHaveURL(/\/LineOrderDetail\?order_no=/);
  for (const tr of TRAVELLERS) {
    await expect(page.getByRole("img", { name: `${tr.name}的入园二维码，未使用` })).toBeVisible();
    expect(await page.content()).not.toContain(tr.id);
  }
  await axe("LineOrderDetail");
  await attachScreenshot(page, testInfo, "LineOrderDetail");

  // Refund both travellers.
  await refundWholeOrder(page, totalFen);
  for (const tr of TRAVELLERS) await expect(page.getByRole("img", { name: `${tr.name}的入园二维码，已取消` })).toBeVisible();
});
