import { expect, type Page } from "@playwright/test";
import { fenToYuanText } from "./money";

/**
 * From /OrderPay: checks the amount (`totalFen`, integer fen, as the order page showed it), pays in
 * the sandbox gateway (立即支付, then 确认支付 on the API's cashier page) and waits for
 * /OrderPayResult to say 支付成功. Then taps `viewCodes`, the result's button to the order's codes
 * (查看入住凭证, 查看出行凭证, 查看电子票, 查看取票码 ...).
 */
export async function payInSandbox(page: Page, totalFen: number, viewCodes: string): Promise<void> {
  await expect(page).toHaveURL(/\/OrderPay\?order_no=/);
  await expect(page.getByText(fenToYuanText(totalFen), { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "立即支付" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/checkout/);
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page).toHaveURL(/\/OrderPayResult\?/, { timeout: 30_000 });
  await expect(page.getByText("支付成功")).toBeVisible();
  await page.getByRole("button", { name: viewCodes }).click();
}

/**
 * On an order detail page: 申请退款 for everything still refundable (the sheet ticks all, and
 * shows `totalFen` coming back), reason 行程有变, and waits on /RefundOrderDetail until the API's
 * sweeper has completed it (退款成功, no reload); then 查看订单 back to the order.
 */
export async function refundWholeOrder(page: Page, totalFen: number): Promise<void> {
  await page.getByRole("button", { name: "申请退款" }).click();
  await expect(page.locator(".wl-refund-sheet__amount")).toContainText(fenToYuanText(totalFen));
  await page.getByRole("radio", { name: "行程有变，无法前往" }).check();
  await page.getByRole("button", { name: "提交退款申请" }).click();
  await expect(page).toHaveURL(/\/RefundOrderDetail\?order_no=/);
  await expect(page.getByRole("heading", { name: "退款成功" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "查看订单" }).click();
}
