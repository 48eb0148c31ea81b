import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("response", (r) => { if (r.url().includes("/api/")) console.log("resp", r.status(), r.url()); });
await page.goto("http://localhost:8096/ScenicDetail?id=1");
await page.waitForTimeout(4000);
console.log((await page.locator("body").innerText()).slice(0, 300));
await browser.close();
