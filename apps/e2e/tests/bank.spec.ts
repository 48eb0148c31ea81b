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
