import { expect, type Page } from "@playwright/test";

type Outbox = { data: { list: Array<{ code: string }> } };

async function outbox(page: Page, phone: string): Promise<Array<{ code: string }>> {
  const res = await page.request.get(`/api/dev/sms-outbox?phone=${phone}`);
  return ((await res.json()) as Outbox).data.list;
}

/**
 * Runs `send` (a click on 获取验证码) and answers the code it made the sandbox SMS outbox receive
 * for `phone`: waits for the outbox to grow, so an older code of the same number is never taken.
 * The API allows one code a minute per number, so a flow needs at most one SMS per number a minute.
 */
export async function smsCodeAfter(page: Page, phone: string, send: () => Promise<void>): Promise<string> {
  const before = (await outbox(page, phone)).length;
  await send();
  let code = "";
  await expect
    .poll(async () => {
      const list = await outbox(page, phone);
      code = list.length > before ? (list[0]?.code ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills a phone + SMS code form on the current page (/PhoneLogin, /BindPhone ...), ticks the privacy
 * consent and submits with the button named `submit`.
 */
export async function fillPhoneCodeForm(page: Page, phone: string, submit: string): Promise<void> {
  await page.getByLabel("手机号").fill(phone);
  const code = await smsCodeAfter(page, phone, () => page.getByRole("button", { name: "获取验证码" }).click());
  await page.getByLabel("验证码").fill(code);
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: submit, exact: true }).click();
}

/** Logs in by SMS code through /PhoneLogin and waits to land on /User. */
export async function phoneLogin(page: Page, phone: string): Promise<void> {
  await page.goto("/PhoneLogin");
  await fillPhoneCodeForm(page, phone, "登录");
  await expect(page).toHaveURL(/\/User$/);
}

/**
 * Logs in through the social-security-card sandbox, whose user centre hands over `phone`: no SMS is
 * sent, so a test can then ask for a code to that number at once (one code a minute per number).
 */
export async function cardLogin(page: Page, phone: string): Promise<void> {
  await page.goto("/sbkLogin?redirect=%2FUser");
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "社保卡授权登录" }).click();
  await page.getByLabel("登记的手机号").fill(phone);
  await page.getByRole("button", { name: "授权登录" }).click();
  await expect(page).toHaveURL(/\/User$/);
}

/**
 * On /bankJsLogin (the bank shell's login page): ticks the privacy consent, taps 银行授权登录 and,
 * outside the bank app's JS bridge (a plain browser), authorises `phone` on the bank sandbox's page,
 * which comes back to /bankJsLogin with an auth code that logs the visitor in.
 */
export async function authorizeAtBank(page: Page, phone: string): Promise<void> {
  await page.getByRole("checkbox", { name: /隐私政策/ }).check();
  await page.getByRole("button", { name: "银行授权登录" }).click();
  await expect(page).toHaveURL(/\/api\/dev\/bank\/authorize/);
  await page.getByLabel("登记的手机号").fill(phone);
  await page.getByRole("button", { name: "授权登录" }).click();
}

/** Logs in through the bank shell's /bankJsLogin and the bank sandbox and waits to land on /User. */
export async function bankLogin(page: Page, phone: string): Promise<void> {
  await page.goto("/bankJsLogin?redirect=%2FUser");
  await authorizeAtBank(page, phone);
  await expect(page).toHaveURL(/\/User$/);
}
