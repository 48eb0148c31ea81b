import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { payInSandbox } from "../support/checkout";
import { cardLogin } from "../support/login";
import { fenToYuanText, yuanTextToFen } from "../support/money";
import { attachScreenshot } from "../support/screens";
import { addDays, shanghaiDay } from "../support/tickets";

// Issue 10's hotel journey in the default shell at 390x844: the list, the hotel, a stay of two nights
// chosen in the stay calendar, all three 庭院套房 of 苏州书香府邸·平江府 (three per night in the seed),
// one guest per room, pay in the sandbox, three check-in codes; then another visitor finds the suite
// full for those nights and joins its waiting list (decision 035); the first guest cancels within
// the free-cancellation time (48 h before check-in), and the refunded rooms become an unpaid order
// of the waiting visitor, listed under 待付款. axe runs on every new screen.

const HOTEL = "苏州书香府邸·平江府";
const SUITE = "庭院套房";
const GUESTS = ["张伟", "王芳", "李娜"];
// A week ahead: inside the 60-day window and well before the 48-hour cancellation deadline.
const checkIn = addDays(shanghaiDay(), 7);
const checkOut = addDays(checkIn, 2);

/** A second visitor in their own browser context, with the location consent answered like the first. */
async function secondVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
  });
  await context.addInitScript(() => window.localStorage.setItem("locationConsent", "refused"));
  return context.newPage();
}

/** Waits until the app has taken over a server-rendered document (support/fixtures.ts does this for `page`). */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById("wl-page-chunks") || document.querySelector("#root[data-wl-ready]") !== null);
}

test("hotel: two nights in three suites, pay, check-in codes; a waiting visitor gets the rooms the refund gives back", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const axe = (label: string, on: Page = page) => expectNoSeriousA11yViolations(on, `hotel ${label}`);
  await cardLogin(page, "13912340021");

  // The list: real hotels by district, each with its cheapest room.
  await page.goto("/HotelAccommodation");
  const card = page.locator('a[href^="/HotelDetail?id="]').filter({ hasText: HOTEL });
  await expect(card).toContainText("五星级 · 姑苏区");
  await expect(card).toContainText("免费WiFi");
  await expect(page).toHaveTitle(/酒店住宿/);
  await axe("HotelAccommodation");
  await card.click();

  // The hotel: choose the stay in the calendar (check-in, then check-out), then three rooms.
  await expect(page).toHaveURL(/\/HotelDetail\?id=\d+/);
  const hotelId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("heading", { name: HOTEL }).first()).toBeVisible();
  await page.getByRole("button", { name: /^修改入住日期/ }).click();
  await page.locator(`[data-day="${checkIn}"]`).click();
  await page.locator(`[data-day="${checkOut}"]`).click();
  await page.getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${checkOut}`));
  await expect(page.getByText("共2晚")).toBeVisible();
  await page.getByRole("button", { name: "增加房间数" }).click();
  await page.getByRole("button", { name: "增加房间数" }).click();
  await expect(page).toHaveURL(/rooms=3/);
  const suite = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: SUITE }) });
  await expect(suite).toContainText("2晚共");
  await expect(suite).toContainText("前可免费取消");
  await axe("HotelDetail");
  await attachScreenshot(page, testInfo, "HotelDetail 2 nights 3 rooms");
  // The hotel's introduction, and back to the same stay.
  await page.getByRole("link", { name: /酒店介绍/ }).click();
  await expect(page).toHaveURL(/\/HotelDetailMore\?id=\d+/);
  await axe("HotelDetailMore");
  await page.goBack();
  await expect(page).toHaveURL(/rooms=3/);
  await suite.getByRole("button", { name: `预订${SUITE}` }).click();

  // The order: each night's price, one guest per room, the cancellation deadline before paying.
  await expect(page).toHaveURL(new RegExp(`/HotelOrder\\?id=${hotelId}&room=\\d+&check_in=${checkIn}&check_out=${checkOut}&rooms=3`));
  const nightly = page.getByRole("region", { name: "每晚房价" });
  await expect(nightly.getByText(/^¥\d/)).toHaveCount(2);
  const nightPrices = await Promise.all((await nightly.getByText(/^¥\d/).all()).map(async (p) => yuanTextToFen(await p.innerText())));
  const totalFen = 3 * (nightPrices[0]! + nightPrices[1]!);
  await expect(page.getByRole("region", { name: "取消政策" })).toContainText(/\d{2}-\d{2} 14:00前可免费取消，之后不可取消/);
  for (const [i, name] of GUESTS.entries()) await page.getByLabel(`房间${i + 1}`).fill(name);
  await page.getByLabel("联系人姓名").fill("张伟");
  await page.getByLabel("手机号码").fill("13912340021");
  await expect(page.locator(".wl-submit-bar")).toContainText(fenToYuanText(totalFen));
  await expect(page.locator(".wl-submit-bar")).toContainText("2晚 × 3间");
  await axe("HotelOrder");
  await page.getByRole("button", { name: "提交订单" }).click();

  // Pay in the sandbox gateway; then the order's codes.
  await payInSandbox(page, totalFen, "查看入住凭证");

  // One check-in code per room, named by its guest; the stay and its rule as sold.
  await expect(page).toHaveURL(/\/HotelOrderDetail\?order_no=/);
  for (const [i, name] of GUESTS.entries()) await expect(page.getByRole("img", { name: `房间${i + 1} · ${name}的入住二维码，未使用` })).toBeVisible();
  await expect(page.getByRole("region", { name: "取消政策" })).toContainText("前可免费取消");
  await expect(page).toHaveTitle(/订单详情/);
  await axe("HotelOrderDetail");
  await attachScreenshot(page, testInfo, "HotelOrderDetail 3 rooms");

  // Another visitor: the suite is full for those nights, so it offers 候补, not 预订.
  const other = await secondVisitor(browser, testInfo);
  await other.goto("/sbkLogin?redirect=%2FUser");
  await appReady(other);
  await other.getByRole("checkbox", { name: /隐私政策/ }).check();
  await other.getByRole("button", { name: "社保卡授权登录" }).click();
  await other.getByLabel("登记的手机号").fill("13912340022");
  await other.getByRole("button", { name: "授权登录" }).click();
  await expect(other).toHaveURL(/\/User$/);
  await other.goto(`/HotelDetail?id=${hotelId}&check_in=${checkIn}&check_out=${checkOut}&rooms=1`);
  await appReady(other);
  const fullSuite = other.getByRole("listitem").filter({ has: other.getByRole("heading", { name: SUITE }) });
  await expect(fullSuite).toContainText("满房");
  await expect(fullSuite.getByRole("button", { name: `预订${SUITE}` })).toHaveCount(0);
  await fullSuite.getByRole("button", { name: `${SUITE}所选日期满房，加入候补` }).click();
  await expect(other).toHaveURL(/\/HotelOrder\?/);
  await expect(other.getByText("所选日期该房型房量不足")).toBeVisible();
  await other.getByLabel("房间1").fill("刘洋");
  await other.getByLabel("联系人姓名").fill("刘洋");
  await other.getByLabel("手机号码").fill("13912340022");
  await other.getByRole("button", { name: "加入候补" }).click();
  await expect(other.getByText("已加入候补，您排在第1位")).toBeVisible();
  await axe("HotelOrder waiting list", other);
  await attachScreenshot(other, testInfo, "HotelOrder waiting list joined");

  // The first guest cancels the stay within the free time: every room of both nights comes back.
  await page.getByRole("button", { name: "申请退款" }).click();
  await expect(page.locator(".wl-refund-sheet__amount")).toContainText(fenToYuanText(totalFen));
  await page.getByRole("radio", { name: "行程有变，无法前往" }).check();
  await page.getByRole("button", { name: "提交退款申请" }).click();
  await expect(page).toHaveURL(/\/RefundOrderDetail\?order_no=/);
  await expect(page.getByRole("heading", { name: "退款成功" })).toBeVisible({ timeout: 30_000 });

  // The waiting visitor is told in 消息通知, with the deadline and a link to pay; 我的候补 says 候补成功.
  await other.goto("/MessageList");
  await appReady(other);
  const notice = other.getByRole("list", { name: "通知" }).getByRole("listitem").first();
  await expect(notice).toContainText("未读");
  await expect(notice).toContainText("前完成支付");
  await expect(notice.getByRole("link", { name: "查看" })).toHaveAttribute("href", /^\/OrderPay\?order_no=/);
  await axe("MessageList", other);
  await other.getByRole("tab", { name: "我的候补" }).click();
  await expect(other.getByRole("list", { name: "我的候补" }).getByRole("listitem").first()).toContainText("候补成功，待支付");
  await axe("MessageList waiting list", other);
  await attachScreenshot(other, testInfo, "MessageList waiting list");

  // The waiting visitor now holds a room for both nights as an unpaid order, under 待付款.
  await other.goto("/Trades?status=UNPAID");
  await appReady(other);
  const offered = other.locator('a[href^="/HotelOrderDetail?order_no="]').filter({ hasText: SUITE });
  await expect(offered).toContainText("待支付");
  await expect(offered).toContainText("2晚 · 1间");
  await offered.click();
  await expect(other.getByRole("button", { name: /去支付|立即支付/ }).first()).toBeVisible();
  await other.context().close();
});
