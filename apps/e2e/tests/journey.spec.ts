import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { idCardNumber } from "../support/id-card";
import { cardLogin } from "../support/login";
import { fenToYuanText, yuanTextToFen } from "../support/money";

// The first journey of issue 2 on the default shell, at a 390x844 touch viewport: find a garden,
// log in by SMS code, add two real-name travellers, buy two timed tickets, pay in the sandbox
// gateway, see two QR codes, refund, and see the refund complete. axe runs on every page.

const PHONE = "13912345678";
// Two valid mainland ID numbers (GB 11643 check character computed by the test itself).
const ZHANG_ID = idCardNumber("19900307", 123);
const LI_ID = idCardNumber("19851112", 456);
const SITE = "苏州文旅";

async function smsCode(page: Page, phone: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/sms-outbox?phone=${phone}`);
      const body = (await res.json()) as { data: { list: Array<{ code: string }> } };
      code = body.data.list.at(-1)?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function expectTitle(page: Page) {
  await expect(page).toHaveTitle(new RegExp(` - ${SITE}$`));
}

async function addTraveller(page: Page, name: string, idNumber: string) {
  await page.getByRole("link", { name: "新增出行人" }).click();
  await expect(page).toHaveURL(/\/MyContactsHandle\?from=TicketOrder/);
  await page.getByLabel("姓名").fill(name);
  await page.getByLabel("证件号码").fill(idNumber);
  await page.getByRole("checkbox", { name: /本人同意为实名购票提供身份证件信息/ }).check();
  await expectNoSeriousA11yViolations(page, "MyContactsHandle");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(/\/TicketOrder\?/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

test("buy two timed tickets at 拙政园 for two real-name travellers, pay, show QR codes, refund", async ({ page }) => {
  const cspErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
  });

  // Home: hot spots from the seeded catalogue.
  await page.goto("/");
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "home");

  // Ticket list, filtered to Gusu district.
  await page.getByRole("link", { name: "景区门票", exact: true }).click();
  await expect(page).toHaveURL(/\/AttractionsTickets/);
  await page.getByRole("group", { name: "按区域筛选" }).getByRole("button", { name: "姑苏区" }).click();
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "AttractionsTickets");

  // Scenic detail with its SKUs.
  await page.getByText("拙政园").first().click();
  await expect(page).toHaveURL(/\/ScenicDetail\?id=\d+/);
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "ScenicDetail");
  // The adult price as the detail page shows it; the order must cost exactly twice that.
  const adultRow = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "预订成人票" }) });
  const adultPriceFen = yuanTextToFen(await adultRow.getByText(/^¥\d/).first().innerText());

  // Booking needs login: the guard sends us to /PhoneLogin and back.
  await page.getByRole("button", { name: "预订成人票" }).click();
  await expect(page).toHaveURL(/\/PhoneLogin\?redirect=/);
  await expectNoSeriousA11yViolations(page, "PhoneLogin");

  // The consent links to the privacy policy; back returns to the login form.
  await page.getByRole("link", { name: "《隐私政策》" }).click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1, name: "苏州文旅平台隐私政策" })).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "PrivacyPolicy");
  await page.goBack();
  await expect(page).toHaveURL(/\/PhoneLogin\?redirect=/);
  await page.getByLabel("手机号").fill(PHONE);
  await page.getByRole("button", { name: "获取验证码" }).click();
  const code = await smsCode(page, PHONE);
  await page.getByLabel("验证码").fill(code);
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/TicketOrder\?/);
  await expectTitle(page);

  // Two real-name travellers through 新增出行人.
  await addTraveller(page, "张三", ZHANG_ID);
  await addTraveller(page, "李四", LI_ID);

  // Each traveller added from the order page is ticked at once, the quantity following (issue 9).
  await expect(page.getByLabel("张三")).toBeChecked();
  await expect(page.getByLabel("李四")).toBeChecked();

  // Date (tomorrow), a slot with stock; quantity 2 for the two travellers.
  await page.getByRole("group", { name: "选择日期" }).getByRole("button", { name: /明天/ }).click();
  const slots = page.getByRole("group", { name: "入园时段" }).getByRole("button");
  await slots.filter({ hasText: /余/ }).first().click();
  await page.getByLabel("联系人姓名").fill("张三");
  // The contact phone comes from the account (issue 9).
  await expect(page.getByLabel("手机号码")).toHaveValue(PHONE);
  // Issue 9: the rules are shown before paying: refund policy and entry method.
  const notice = page.getByRole("region", { name: "预订须知" });
  await expect(notice).toContainText("退改规则");
  await expect(notice).toContainText("未使用的门票在出行日前（含当天）可随时申请全额退款");
  await expect(notice).toContainText("入园方式");
  await expectNoSeriousA11yViolations(page, "TicketOrder");
  // The form is long and the visitor is at its end: the pay page must still open at its top (issue 9).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "提交订单" }).click();

  // Pay: the amount is 2 x ¥80 from the server, then the sandbox gateway.
  await expect(page).toHaveURL(/\/OrderPay\?order_no=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(fenToYuanText(2 * adultPriceFen), { exact: true }).first()).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "OrderPay");
  await page.getByRole("button", { name: "立即支付" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/checkout/);
  await expectNoSeriousA11yViolations(page, "sandbox gateway");
  await page.getByRole("button", { name: "确认支付" }).click();

  // Waiting, then the result.
  await expect(page).toHaveURL(/\/OrderPayResult\?/, { timeout: 30_000 });
  await expect(page.getByText("支付成功")).toBeVisible();
  // Issue 9: the result says what was bought, and leads to the QR codes.
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expect(page.getByText(fenToYuanText(2 * adultPriceFen), { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "OrderPayResult");
  await page.getByRole("button", { name: "查看入园二维码" }).click();

  // Two QR codes, one per traveller, unused, with masked ID numbers.
  await expect(page).toHaveURL(/\/TicketOrderDetail\?order_no=/);
  const qrs = page.getByRole("img", { name: /入园二维码/ });
  await expect(qrs).toHaveCount(2);
  for (const qr of await qrs.all()) await expect(qr).toBeVisible();
  await expect(page.getByRole("img", { name: "张三的入园二维码，未使用" })).toBeVisible();
  await expect(page.getByRole("img", { name: "李四的入园二维码，未使用" })).toBeVisible();
  // Masked as the first 3 and last 4 characters; the full numbers never reach the page.
  const html = await page.content();
  for (const id of [ZHANG_ID, LI_ID]) {
    await expect(page.getByText(`${id.slice(0, 3)}${"*".repeat(11)}${id.slice(-4)}`).first()).toBeVisible();
    expect(html).not.toContain(id);
  }
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "TicketOrderDetail");

  // Refund 李四 alone (issue 9: self-service partial cancellation): untick 张三, reason, confirm.
  await page.getByRole("button", { name: "申请退款" }).click();
  // Issue 9: the sheet fits the 390 px screen with its submit button whole, and the reasons are radios.
  const submitRefund = page.getByRole("button", { name: "提交退款申请" });
  await expect(submitRefund).toBeInViewport({ ratio: 1 });
  expect((await page.locator(".wl-refund-sheet").boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expect(page.locator(".wl-refund-sheet__amount")).toContainText(fenToYuanText(2 * adultPriceFen));
  await page.getByRole("checkbox", { name: "张三" }).uncheck();
  await expect(page.locator(".wl-refund-sheet__amount")).toContainText(fenToYuanText(adultPriceFen));
  await page.getByRole("radio", { name: "行程有变，无法前往" }).check();
  await submitRefund.click();
  await expect(page).toHaveURL(/\/RefundOrderDetail\?order_no=/);
  await expect(page.getByText("退款原因").locator("xpath=..")).toContainText("行程有变，无法前往");
  await expect(page.getByText(fenToYuanText(adultPriceFen), { exact: true }).first()).toBeVisible();
  await expectTitle(page);
  await expectNoSeriousA11yViolations(page, "RefundOrderDetail (pending)");

  // The API's sweeper (every second in these servers) sends the refund to the sandbox gateway; the
  // page asks again by itself until it shows it done (issue 9: no reload); 张三's ticket still holds.
  await expect(page.getByRole("heading", { name: "退款成功" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("退款已原路退回")).toBeVisible();
  await expect(page.getByText("订单状态").locator("xpath=..")).toContainText("已出票");
  await expectNoSeriousA11yViolations(page, "RefundOrderDetail (done)");

  // The order: 李四's QR code cancelled, 张三's still usable and refundable.
  await page.getByRole("button", { name: "查看订单" }).click();
  await expect(page).toHaveURL(/\/TicketOrderDetail\?order_no=/);
  await expect(page.getByRole("img", { name: "李四的入园二维码，已取消" })).toBeVisible();
  await expect(page.getByRole("img", { name: "张三的入园二维码，未使用" })).toBeVisible();

  // Then 张三: the last ticket, so the order becomes 已退票.
  await page.getByRole("button", { name: "申请退款" }).click();
  await expect(page.locator(".wl-refund-sheet__amount")).toContainText(fenToYuanText(adultPriceFen));
  await page.getByRole("radio", { name: "行程有变，无法前往" }).check();
  await page.getByRole("button", { name: "提交退款申请" }).click();
  await expect(page).toHaveURL(/\/RefundOrderDetail\?order_no=/);
  await expect(page.getByRole("heading", { name: "退款成功" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("订单状态").locator("xpath=..")).toContainText("已退票");
  await page.getByRole("button", { name: "查看订单" }).click();
  await expect(page.getByRole("heading", { name: "已退票" })).toBeVisible();
  await expect(page.getByRole("img", { name: "张三的入园二维码，已取消" })).toBeVisible();
  await expect(page.getByRole("img", { name: "李四的入园二维码，已取消" })).toBeVisible();
  await expect(page.getByRole("button", { name: "申请退款" })).toHaveCount(0);
  // Issue 9: the hint says 可重新预订, and 再次预订 opens the same spot's ticket order page.
  await page.getByRole("button", { name: "再次预订" }).click();
  await expect(page).toHaveURL(/\/TicketOrder\?id=\d+&sku=\d+/);
  await expect(page.getByRole("group", { name: "选择日期" })).toBeVisible();

  expect(cspErrors, "the built app runs under the API's Content-Security-Policy").toEqual([]);
});

test("苏州博物馆's Mondays cannot be picked in the price calendar, nor a slot of today whose booking has stopped", async ({ page }, testInfo) => {
  await cardLogin(page, "13912340009");
  await page.goto("/AttractionsTickets?keyword=%E8%8B%8F%E5%B7%9E%E5%8D%9A%E7%89%A9%E9%A6%86");
  await page.getByRole("link", { name: /苏州博物馆/ }).first().click();
  await expect(page).toHaveURL(/\/ScenicDetail\?id=\d+/);
  await page.getByRole("button", { name: /^预订/ }).first().click();
  await expect(page).toHaveURL(/\/TicketOrder\?/);

  // The sales window as the app counts it (Asia/Shanghai), with the ISO weekday of each day.
  const shanghai = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date(ms));
  const today = shanghai(Date.now());
  const windowDays = Array.from({ length: 15 }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return { day, weekday: new Date(`${day}T00:00:00Z`).getUTCDay() };
  });
  const mondays = windowDays.filter((d) => d.weekday === 1);
  expect(mondays.length).toBeGreaterThan(0);

  // The row offers bookable days only, the first one chosen, never a Monday.
  const row = page.getByRole("group", { name: "选择日期" });
  const chosen = row.locator('button[aria-pressed="true"]');
  await expect(chosen).toHaveCount(1);
  expect(mondays.map((m) => m.day)).not.toContain(await chosen.getAttribute("data-day"));
  for (const monday of mondays) await expect(row.locator(`button[data-day="${monday.day}"]`)).toHaveCount(0);

  // 更多日期 opens the price calendar: Mondays are 闭馆 and disabled, past days disabled, prices shown.
  await row.getByRole("button", { name: "更多日期" }).click();
  const calendar = page.locator(".adm-calendar-picker-view");
  await expect(calendar.getByText("选择出行日期")).toBeVisible();
  const cell = (day: string) => calendar.locator(".adm-calendar-picker-view-cell", { has: page.locator(`[data-day="${day}"]`) });
  const disabled = /adm-calendar-picker-view-cell-disabled/;
  for (const monday of mondays) {
    await expect(cell(monday.day)).toHaveClass(disabled);
    await expect(cell(monday.day)).toContainText("闭馆");
  }
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if ((await cell(yesterday).count()) > 0) {
    await expect(cell(yesterday)).toHaveClass(disabled);
    await expect(cell(yesterday)).not.toContainText(/¥|免费/);
  }
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Shanghai", hour: "2-digit", minute: "2-digit", hour12: false }).format(new Date());
  const lastEnd = "16:00"; // 苏州博物馆's last slot is 15:00-16:00
  if (windowDays[0]!.weekday !== 1 && clock >= lastEnd) {
    await expect(cell(today)).toHaveClass(disabled);
    await expect(cell(today)).toContainText("已停售");
  }
  await page.waitForTimeout(400); // the sheet's slide-in, for a still picture
  await page.screenshot({ path: testInfo.outputPath("price-calendar-390x844.png") });
  await testInfo.attach("price calendar (390x844)", { path: testInfo.outputPath("price-calendar-390x844.png"), contentType: "image/png" });

  // A Monday cannot be picked; the last bookable day of the window can, and comes back to the row.
  await cell(mondays[0]!.day).click({ force: true });
  await expect(cell(mondays[0]!.day)).not.toHaveClass(/adm-calendar-picker-view-cell-selected/);
  const bookable = [];
  for (const d of windowDays) if (!/disabled/.test((await cell(d.day).getAttribute("class")) ?? "disabled")) bookable.push(d.day);
  const later = bookable.at(-1)!;
  await expect(cell(later)).toContainText(/¥\d|免费/); // 苏州博物馆 is free: 免费
  await cell(later).click();
  await page.getByRole("button", { name: "确定" }).click();
  await expect(calendar).toBeHidden();
  await expect(chosen).toHaveAttribute("data-day", later);
  await expect(page.getByRole("group", { name: "入园时段" }).locator("button[data-slot]:enabled").first()).toContainText(/余/);

  // Today's slots whose end has passed in Shanghai are shown 已停售 and cannot be chosen.
  const todayButton = row.locator(`button[data-day="${today}"]`);
  if (windowDays[0]!.weekday !== 1 && clock >= lastEnd) await expect(todayButton).toHaveCount(0);
  if (windowDays[0]!.weekday !== 1 && (await todayButton.count()) > 0) {
    await todayButton.click();
    const slots = page.getByRole("group", { name: "入园时段" });
    for (const slot of await slots.locator("button[data-slot]").all()) {
      const name = (await slot.getAttribute("data-slot")) ?? "";
      const end = name.slice(6);
      if (end && clock >= end) {
        await expect(slot).toBeDisabled();
        await expect(slot).toContainText("已停售");
      }
    }
  }
  await expectNoSeriousA11yViolations(page, "TicketOrder with closed days");
});
