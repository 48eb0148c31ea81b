import { expect, test } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { payInSandbox, refundWholeOrder } from "../support/checkout";
import { cardLogin } from "../support/login";
import { yuanTextToFen } from "../support/money";
import { attachScreenshot } from "../support/screens";

// Issue 10's performance journey in the default shell at 390x844: the shows, 苏昆周末昆曲折子戏专场
// (a seated hall, every weekend through the sales window, refundable until 24 hours before), its
// latest session, one seat picked on the hall's seat map, the order, pay in the sandbox, the seat's
// e-ticket, and a refund. axe runs on every new screen.

const SHOW = "苏昆周末昆曲折子戏专场";

test("show: a seat on the seat map, pay, its e-ticket, refund", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const axe = (label: string) => expectNoSeriousA11yViolations(page, `perform ${label}`);
  await cardLogin(page, "13912340051");

  // The shows on sale, and the show's detail with its rules.
  await page.goto("/Performs");
  const card = page.locator('a[href^="/PerformDetail?id="]').filter({ hasText: SHOW });
  await expect(card).toContainText("¥");
  await axe("Performs");
  await card.click();
  await expect(page).toHaveURL(/\/PerformDetail\?id=\d+/);
  await expect(page.getByText("对号入座，购票时在线选座")).toBeVisible();
  await axe("PerformDetail");
  await page.getByRole("button", { name: "选座购买" }).click();

  // The sessions: the last day offered (weeks ahead), its last session.
  await expect(page).toHaveURL(/\/PerformDate\?id=\d+/);
  const days = page.getByRole("button", { name: /^\d+月\d+日 周.$/ });
  await expect(days.nth(1)).toBeVisible();
  await days.last().click();
  const sessions = page.getByRole("button", { name: /\d\d:\d\d 开演，余\d+张$/ });
  await expect(sessions.first()).toBeVisible();
  await axe("PerformDate");
  await sessions.last().click();

  // The hall's seat map: one seat of row 3, priced by its zone.
  await expect(page).toHaveURL(/\/PerformCheck\?/);
  await expect(page.getByText("舞台")).toBeVisible();
  const seat = page.getByRole("group", { name: "3排" }).getByRole("button", { name: /可选/ }).first();
  const seatLabel = (await seat.getAttribute("aria-label"))!;
  const [, seatName, zone, price] = /^(\d+排\d+座) 可选 (\S+) (¥\d+)$/.exec(seatLabel)!;
  await seat.click();
  await expect(page.getByRole("button", { name: `${seatName} 已选 ${zone} ${price}` })).toBeVisible();
  await axe("PerformCheck");
  await attachScreenshot(page, testInfo, "PerformCheck one seat", { fullPage: false });
  await page.getByRole("button", { name: "下一步" }).click();

  // The order: the seat and its zone, the contact, the total.
  await expect(page).toHaveURL(/\/PerformOrder\?.*seats=R03-/);
  await expect(page.getByText(`${seatName} · ${zone}`)).toBeVisible();
  await page.getByLabel("联系人姓名").fill("赵敏");
  await page.getByLabel("手机号码").fill("13912340051");
  const totalFen = yuanTextToFen(price!);
  await expect(page.getByText("共1张")).toBeVisible();
  await axe("PerformOrder");
  await page.getByRole("button", { name: "提交订单" }).click();

  // Pay in the sandbox gateway; then the order's codes.
  await payInSandbox(page, totalFen, "查看电子票");

  // The seat's e-ticket.
  await expect(page).toHaveURL(/\/TicketOrderDetail\?order_no=/);
  await expect(page.getByRole("img", { name: `${seatName} · ${zone}的票码，未使用` })).toBeVisible();
  await axe("TicketOrderDetail (show)");
  await attachScreenshot(page, testInfo, "show order detail");

  // Refund the seat.
  await refundWholeOrder(page, totalFen);
  await expect(page.getByRole("img", { name: `${seatName} · ${zone}的票码，已取消` })).toBeVisible();
});
