import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: "zh-CN", timezoneId: "Asia/Shanghai", isMobile: true, hasTouch: true });
const page = await ctx.newPage();
for (const [name, url] of process.argv.slice(2).map((a) => a.split("=", 2).length === 2 ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, a])) {
  await page.goto("http://localhost:8090" + url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  console.log(name, await page.title());
}
await browser.close();
