import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { payInSandbox, refundWholeOrder } from "../support/checkout";
import { idCardNumber } from "../support/id-card";
import { cardLogin } from "../support/login";
import { yuanTextToFen } from "../support/money";
import { attachScreenshot } from "../support/screens";

// Issue 10's ticket cart in the default shell at 390x844 (decision 036): tickets of two spots on
// two different days go into the cart from their order pages, are bought in one order and one
// sandbox payment, show on /TicketCartOrderDetail with a code per ticket, leave the cart, and are
// refunded. axe runs on every new screen.

const TRAVELLERS = [
  { name: "钱芳", id: idCardNumber("19850317", 741) },
  { name: "孙磊", id: idCardNumber("19920805", 742) },
];

/** Saves a real-name traveller on /MyContactsHandle. */
async function saveTraveller(page: Page, name: string, idNumber: string) {
  await page.goto("/MyContactsHandle");
  await page.getByLabel("姓名").fill(name);
  await page.getByLabel("证件号码").fill(idNumber);
  await page.getByRole("checkbox", { name: /本人同意为实名购票提供身份证件信息/ }).check();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).not.toHaveURL(/\/MyContactsHandle/);
}

/**
 * From the scenic list, the `index`-th spot's first ticket: the `dayIndex`-th bookable day in the
 * day row, its first slot with places, `quantity` tickets, then 加入购物车. Answers the spot's name.
 */
async function addSpotToCart(page: Page, index: number, dayIndex: number, quantity: number): Promise<string> {
  await page.goto("/AttractionsTickets");
  const spot = page.locator('a[href^="/ScenicDetail?id="]').nth(index);
  await expect(spot).toBeVisible();
  await spot.click();
  await expect(page).toHaveURL(/\/ScenicDetail\?id=\d+/);
  const name = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
  await page.getByRole("button", { name: /^预订/ }).first().click();
  await expect(page).toHaveURL(/\/TicketOrder\?id=\d+&sku=\d+/);
  const days = page.getByRole("group", { name: "选择日期" }).locator("button[data-day]:enabled");
  await expect(days.nth(dayIndex)).toBeVisible();
  await days.nth(dayIndex).click();
  await page.getByRole("group", { name: "入园时段" }).getByRole("button").filter({ hasText: /余/ }).first().click();
  for (let i = 1; i < quantity; i += 1) await page.getByRole("button", { name: "增加购买数量" }).click();
  await page.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByText("已加入购物车")).toBeVisible();
  return name;
}

test("ticket cart: two spots on two days, one order and one payment, a code per ticket, refund", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const axe = (label: string) => expectNoSeriousA11yViolations(page, `cart ${label}`);
  await cardLogin(page, "13912340051");
  for (const tr of TRAVELLERS) await saveTraveller(page, tr.name, tr.id);

  // An empty cart says what to do.
  await page.goto("/TicketCartOrder");
  await expect(page.getByText("购物车是空的")).toBeVisible();
  await axe("TicketCartOrder empty");

  // One ticket of the first spot on its second bookable day, two of the second spot on its third.
  const first = await addSpotToCart(page, 0, 1, 1);
  await axe("TicketOrder with 加入购物车");
  await attachScreenshot(page, testInfo, "TicketOrder 加入购物车", { fullPage: false });
  const second = await addSpotToCart(page, 1, 2, 2);
  await expect(page.getByRole("link", { name: "购物车，2种门票" })).toBeVisible();
  await page.getByRole("link", { name: "购物车，2种门票" }).click();

  // The cart: both spots, every line ticked, the total of the three tickets.
  await expect(page).toHaveURL(/\/TicketCartOrder$/);
  await expect(page).toHaveTitle(/购物车/);
  await expect(page.getByRole("region", { name: first })).toBeVisible();
  await expect(page.getByRole("region", { name: second })).toBeVisible();
  await expect(page.locator(".wl-submit-bar")).toContainText("共3张");
  const totalFen = yuanTextToFen(await page.locator(".wl-submit-bar .wl-price").innerText());
  expect(totalFen).toBeGreaterThan(0);
  await axe("TicketCartOrder");
  await attachScreenshot(page, testInfo, "TicketCartOrder");
  await page.getByRole("button", { name: "去结算(2)" }).click();

  // Confirm: one traveller per ticket on each real-name line, the contact, one submit.
  await expect(page).toHaveURL(/\/TicketCartConfirm\?ids=\d+,\d+$/);
  await expect(page.getByText("以下门票将合并为一个订单、一次支付；退款可按出行人分别申请")).toBeVisible();
  for (const picker of await page.locator(".wl-cart__travellers").all()) {
    const [, count] = /\/(\d+)/.exec(await picker.locator(".wl-traveller-picker__hint").innerText()) ?? [];
    for (let i = 0; i < Number(count); i += 1) await picker.getByRole("checkbox").nth(i).check();
  }
  await page.getByLabel("联系人姓名").fill("钱芳");
  await expect(page.getByLabel("手机号码")).toHaveValue("13912340051");
  expect(yuanTextToFen(await page.locator(".wl-submit-bar .wl-price").innerText())).toBe(totalFen);
  await axe("TicketCartConfirm");
  await attachScreenshot(page, testInfo, "TicketCartConfirm");
  await page.getByRole("button", { name: "提交订单" }).click();

  // One payment for both spots, then the order's codes: one per ticket, under its spot.
  await payInSandbox(page, totalFen, "查看入园二维码");
  await expect(page).toHaveURL(/\/TicketCartOrderDetail\?order_no=/);
  const orderUrl = page.url();
  await expect(page.getByRole("region", { name: `门票1${first}` }).getByRole("img", { name: /入园二维码，未使用/ })).toHaveCount(1);
  await expect(page.getByRole("region", { name: `门票2${second}` }).getByRole("img", { name: /入园二维码，未使用/ })).toHaveCount(2);
  await axe("TicketCartOrderDetail");
  await attachScreenshot(page, testInfo, "TicketCartOrderDetail");

  // The bought lines have left the cart; the order list leads to the cart order's own page.
  await page.goto("/TicketCartOrder");
  await expect(page.getByText("购物车是空的")).toBeVisible();
  await page.goto("/Trades");
  const orderNo = new URL(orderUrl).searchParams.get("order_no")!;
  await expect(page.locator(`a[href="/TicketCartOrderDetail?order_no=${encodeURIComponent(orderNo)}"]`)).toContainText(`${first}等2项门票`);
  await expect(page.locator(`a[href="/TicketCartOrderDetail?order_no=${encodeURIComponent(orderNo)}"]`)).toContainText("门票购物车 2项 · 3张");
  await expect(page.locator(`a[href="/TicketCartOrderDetail?order_no=${encodeURIComponent(orderNo)}"]`)).toContainText("门票购物车 2项 · 3张");

  // Refund all three tickets at once.
  await page.goto(orderUrl);
  await refundWholeOrder(page, totalFen);
  await expect(page.getByRole("img", { name: /入园二维码，已取消/ })).toHaveCount(3);
});
