import { expectNoSeriousA11yViolations } from "../support/a11y";
import { expect, test } from "../support/fixtures";

// Bank shell (issue 3): inside the bank app the login page is /bankJsLogin. Without the bank's JS
// bridge (a plain browser) the page uses the bank sandbox's authorisation page, which hands back an
// auth code like the bridge would; the API exchanges it with the bank provider.

const BANK_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36 SZBankApp/6.2.0";

test.use({ userAgent: BANK_UA });

test("bank login: a login-required page goes to /bankJsLogin, the bank authorises, the visitor is back", async ({ page }) => {
  await page.goto("/User");
  await expect(page).toHaveURL(/\/bankJsLogin\?redirect=%2FUser/);
  await expect(page.getByRole("button", { name: "银行授权登录" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "bankJsLogin");
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "银行授权登录" }).click();

  await expect(page).toHaveURL(/\/api\/dev\/bank\/authorize/);
  await page.getByLabel("登记的手机号").fill("13966660010");
  await page.getByRole("button", { name: "授权登录" }).click();

  await expect(page).toHaveURL(/\/User$/);
  await expect(page.getByText("139****0010").first()).toBeVisible();
  await expect(page).toHaveTitle(/苏州文旅·银行专区$/);
});

// Issue 9 "shells that feel like their hosts" (docs/decisions/026): the bank zone's own colour and
// logo, the bank's featured spot first on its home with the bank's offer (sample data of the seed),
// and our header left out where the bank app draws its own nav bar ("NativeNav" in its UA).
test("bank home: the bank's colour and logo, its featured spot first with its offer label", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "银行精选" });
  const first = featured.getByRole("link").first();
  await expect(first).toContainText("同里古镇");
  await expect(first).toContainText("银行卡满100减5");
  // The featured section is the first section of the page.
  await expect(page.getByRole("region").first()).toHaveAccessibleName("银行精选");

  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--adm-color-primary").trim());
  expect(primary.toLowerCase()).toBe("#1f5fa6");
  await expect(page.locator(".wl-home-search")).toHaveCSS("background-color", "rgb(31, 95, 166)");
  const brand = page.getByRole("banner");
  await expect(brand).toContainText("苏州文旅·银行专区");
  const logo = brand.locator("img");
  await expect(logo).toHaveAttribute("src", "/bank-logo.svg");
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoSeriousA11yViolations(page, "bank home");

  // Without NativeNav the bank app draws no bar of its own: our header and its back button are there.
  await page.goto("/AttractionsTickets");
  await expect(page.locator("header.wl-page-header")).toBeVisible();
  await expect(page.getByRole("button", { name: "返回" })).toBeVisible();
  // The list puts the bank's featured spots first too, each card with the bank's offers.
  await expect(page.getByRole("link", { name: /同里古镇/ }).first()).toContainText("银行卡支付得200积分");
});

test.describe("inside a bank app that draws its own nav bar", () => {
  test.use({ userAgent: `${BANK_UA} NativeNav` });

  test("no PageHeader: the title goes to document.title, the page's actions stay, back is the app's (history)", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
    await page.getByRole("region", { name: "银行精选" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/ScenicDetail\?id=\d+$/);
    await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
    await expect(page.locator("header.wl-page-header")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "返回" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/ - 苏州文旅·银行专区$/);
    // The SKU rows carry the bank's offers.
    await expect(page.getByText("银行卡满100减5").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "bank NativeNav ScenicDetail");

    // The bank app's back button is the webview's history.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "银行精选" })).toBeVisible();

    // A page opened directly, server-rendered, has no header either (the UA decides on the server too).
    const html = await (await page.request.get("/AttractionsTickets", { headers: { "user-agent": `${BANK_UA} NativeNav` } })).text();
    expect(html).toContain("同里古镇");
    expect(html).not.toContain('class="wl-page-header"');
    expect(html).toMatch(/<h1 class="wl-visually-hidden">[^<]+<\/h1>/);
  });
});
