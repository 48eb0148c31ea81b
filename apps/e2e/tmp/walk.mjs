import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
const base = "http://localhost:8096";
const shots = process.argv.slice(2);
for (const spec of shots) {
  const i = spec.indexOf("="); const name = spec.slice(0, i); const path = spec.slice(i + 1);
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/walk/${name}.png` });
}
await browser.close();
