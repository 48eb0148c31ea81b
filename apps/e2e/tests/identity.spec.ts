import { expectNoSeriousA11yViolations } from "../support/a11y";
import { expect, test } from "../support/fixtures";
import { fillPhoneCodeForm } from "../support/login";

// Every way in on the default shell (issue 3): WeChat OAuth through the sandbox WeChat page with a
// WeChat user agent and /BindPhone; the social-security-card login with and without a mobile from
// the user centre. Each login returns to where the visitor was going.

const WECHAT_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240301 MicroMessenger/8.0.48.2580(0x28003036) " +
  "WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

test.describe("inside WeChat", () => {
  test.use({ userAgent: WECHAT_UA });

  test("a new WeChat user authorises, binds a phone by SMS code, and a second login goes straight in", async ({ page }) => {
    // A login-required page inside WeChat leaves for WeChat OAuth (here the sandbox WeChat page).
    await page.goto("/User");
    await expect(page).toHaveURL(/\/api\/dev\/wechat\/authorize\?appid=/);
    await expect(page.getByRole("button", { name: "允许" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "sandbox WeChat authorize");
    await page.getByRole("button", { name: "允许" }).click();

    // Back on /BaseLogin with the code: consent first, then the exchange.
    await expect(page).toHaveURL(/\/BaseLogin\?.*code=/);
    const login = page.getByRole("button", { name: "微信授权登录" });
    await expect(login).toBeVisible();
    await expectNoSeriousA11yViolations(page, "BaseLogin with code");
    await page.getByRole("checkbox", { name: /隐私政策/ }).check();
    await login.click();

    // No mobile bound yet: /BindPhone?id=<openid>.
    await expect(page).toHaveURL(/\/BindPhone\?id=osbx_/);
    const openid = new URL(page.url()).searchParams.get("id") ?? "";
    await expect(page.getByText("为了您的账户安全，请绑定手机号")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "BindPhone");
    await fillPhoneCodeForm(page, "13966660001", "绑定并登录");
    await expect(page).toHaveURL(/\/User$/);
    await expect(page.getByText("139****0001").first()).toBeVisible();

    // Log out, then WeChat again with the same openid: bound, so no phone step.
    await page.goto("/Setting");
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog").getByRole("button", { name: /退出/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/User");
    await expect(page).toHaveURL(/\/api\/dev\/wechat\/authorize/);
    await page.getByLabel(/openid/).fill(openid);
    await page.getByRole("button", { name: "允许" }).click();
    await page.getByRole("checkbox", { name: /隐私政策/ }).check();
    await page.getByRole("button", { name: "微信授权登录" }).click();
    await expect(page).toHaveURL(/\/User$/);
    await expect(page.getByText("139****0001").first()).toBeVisible();
  });
});

test("social-security-card login: the user centre gives a mobile, so the visitor is in at once", async ({ page }) => {
  await page.goto("/sbkLogin?redirect=%2FMyContacts");
  await expectNoSeriousA11yViolations(page, "sbkLogin");
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "社保卡授权登录" }).click();
  await expect(page).toHaveURL(/\/api\/dev\/sbk\/authorize/);
  await page.getByLabel("登记的手机号").fill("13966660002");
  await page.getByRole("button", { name: "授权登录" }).click();
  // /sbkLoading exchanges the auth code and returns to where the visitor was going.
  await expect(page).toHaveURL(/\/MyContacts$/);
  await page.goto("/User");
  await expect(page.getByText("139****0002").first()).toBeVisible();
});

test("social-security-card login without a mobile leads to /BindPhone", async ({ page }) => {
  await page.goto("/sbkLogin");
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "社保卡授权登录" }).click();
  await page.getByLabel(/未登记手机号|没有手机号|无手机号/).check();
  await page.getByRole("button", { name: "授权登录" }).click();
  await expect(page).toHaveURL(/\/BindPhone\?id=sbk_/);
  await fillPhoneCodeForm(page, "13966660003", "绑定并登录");
  await expect(page).toHaveURL(/\/User$/);
  await expect(page.getByText("139****0003").first()).toBeVisible();
});

test.describe("location consent", () => {
  test.use({ locationConsent: null });

  test("nobody is asked at start; 开启定位 asks separately, and a refusal is kept and said in place", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ longitude: 120.6237, latitude: 31.3232 });
    await page.goto("/");
    await expect(page.getByText("拙政园").first()).toBeVisible();
    // Issue 9: no dialog over the first page, a deep link or a login page.
    await expect(page.getByText("使用您的位置信息")).toBeHidden();
    await page.goto("/PhoneLogin");
    await expect(page.getByText("使用您的位置信息")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("locationConsent"))).toBeNull();

    await page.goto("/");
    await page.getByRole("button", { name: "开启定位" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "使用您的位置信息" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "location consent");
    await dialog.getByRole("button", { name: "不同意" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("未开启定位，您可以继续浏览全部景点")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("locationConsent"))).toBe("refused");
    await page.reload();
    await expect(page.getByText("拙政园").first()).toBeVisible();
    await expect(page.getByText("使用您的位置信息")).toBeHidden();

    // Asked again on the visitor's own tap; agreeing shows the spots nearest to the fix.
    await page.getByRole("button", { name: "开启定位" }).click();
    await page.getByRole("dialog").filter({ hasText: "使用您的位置信息" }).getByRole("button", { name: "同意", exact: true }).click();
    await expect(page.getByRole("button", { name: "开启定位" })).toBeHidden();
    await expect(page.locator('section[aria-labelledby="wl-home-nearby"]').getByText(/^\d+(\.\d)?k?m$/).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("locationConsent"))).toBe("granted");
  });
});
