import { expect, test } from "../support/fixtures";
import { cardLogin } from "../support/login";
import { expectNoSeriousA11yViolations } from "../support/a11y";

// Every shell (issue 2 section 5): home and a scenic detail page render, in the shell's own site
// name and brand colour (docs/decisions/001-partner-themes.md), with no serious axe violations.

// `home` is the shell's own title of / (apps/<shell>/src/partner.ts overrides), "页面 - 站点".
const SHELLS: Record<string, { site: string; primary: string; home: string }> = {
  default: { site: "苏州文旅", primary: "#0e8790", home: "首页 - 苏州文旅" },
  kunshan: { site: "昆山文旅", primary: "#009c67", home: "昆山文旅首页 - 昆山文旅" },
  changshu: { site: "常熟文旅", primary: "#00aea0", home: "常熟文旅首页 - 常熟文旅" },
  bank: { site: "苏州文旅·银行专区", primary: "#0e8790", home: "银行专区 · 苏州文旅 - 苏州文旅·银行专区" },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("home and scenic detail in the shell's title and colour", async ({ page }, info) => {
  const shell = SHELLS[info.project.name];
  if (!shell) throw new Error(`no expectations for project ${info.project.name}`);

  await page.goto("/");
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${escape(shell.site)}$`));
  await expect(page).toHaveTitle(shell.home);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--adm-color-primary").trim());
  expect(primary.toLowerCase()).toBe(shell.primary);
  await expectNoSeriousA11yViolations(page, `${info.project.name} home`);

  await page.goto("/ScenicDetail?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(` - ${escape(shell.site)}$`));
  await expectNoSeriousA11yViolations(page, `${info.project.name} ScenicDetail`);
});

test("the first screens paint a skeleton from the HTML and preload their page with the entry", async ({ page, request }, info) => {
  for (const path of ["/", "/AttractionsTickets", "/ScenicDetail?id=1"]) {
    const html = await (await request.get(path)).text();
    // Issue 8: the skeleton is in the document (first paint before any script), and the route's
    // page chunk is fetched beside the entry, not after it.
    expect(html, `${info.project.name} ${path}`).toContain('<div id="root"><div class="wl-boot"');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
    expect(preloads.length, `${info.project.name} ${path}`).toBeGreaterThan(0);
    for (const href of preloads.slice(0, 3)) expect((await request.get(href)).status(), href).toBe(200);
  }
  await page.goto("/ScenicDetail?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await expect(page.locator(".wl-boot")).toHaveCount(0);
});

test("legacy detail paths show the same page and unknown paths go home", async ({ page }, info) => {
  await page.goto("/ScenicDetailKs?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  // The kunshan shell titles its own legacy path (apps/kunshan/src/partner.ts).
  if (info.project.name === "kunshan") await expect(page).toHaveTitle("昆山景区详情 - 昆山文旅");
  await page.goto("/ScenicDetailNew?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await page.goto("/NoSuchPage?x=1");
  await expect(page).toHaveURL(/\/$/);
});

// Every login and account path of issue 3 resolves to its own screen in every shell: the login
// pages while anonymous, the account pages after a social-security-card sandbox login.
const LOGIN_PAGES = ["/BaseLogin", "/PhoneLogin", "/BindPhone?id=osbx_x", "/sbkLogin", "/sbkLoading", "/ThirdApp?partner=kunshan&code=x", "/bankJsLogin"];
const ACCOUNT_PAGES = [
  "/User", "/UserInfo", "/ChangeHeadImg", "/ChangeNickname", "/ChangePhone", "/ChangeEmail", "/ChangePassword",
  "/paymentPassword", "/RealName", "/Setting", "/MyContacts", "/MyContactsHandle", "/MyContactsCare",
  "/MyContactsHandleCare", "/MySelfHandle", "/MyAddress", "/MyAddressHandle", "/MyCollection", "/Logout",
  "/LogoutNotice", "/LogoutNoticeApp", "/PrivacyPolicy", "/PrivacyPolicyApp", "/UserPrivacy", "/PersonalInfo",
];

test("every login and account path opens its own screen", async ({ page }, info) => {
  test.setTimeout(180_000);
  for (const path of LOGIN_PAGES) {
    await page.goto(path);
    await expect(page, `${info.project.name} ${path}`).toHaveURL(new RegExp(`${escape(path.split("?")[0] ?? path)}`));
    await expect(page.getByRole("heading").first(), `${info.project.name} ${path}`).toBeVisible();
  }
  await cardLogin(page, `1398888${String(Object.keys(SHELLS).indexOf(info.project.name)).padStart(4, "0")}`);
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await expect(page, `${info.project.name} ${path}`).toHaveURL(new RegExp(`${escape(path)}$`));
    await expect(page.getByRole("heading").first(), `${info.project.name} ${path}`).toBeVisible();
  }
});

// Issue 7: route titles are i18n keys, so an English visitor reads English titles on every screen
// (the page and the shell's site name), logged in or not.
test("an English visitor sees English titles on every login and account screen", async ({ page }, info) => {
  test.skip(info.project.name !== "default" && info.project.name !== "kunshan", "one district shell is enough besides the default");
  test.setTimeout(180_000);
  await cardLogin(page, `1397777${String(Object.keys(SHELLS).indexOf(info.project.name)).padStart(4, "0")}`);
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
  const site = info.project.name === "kunshan" ? "Kunshan Culture & Tourism" : "Suzhou Culture & Tourism";
  for (const path of ["/", "/AttractionsTickets", ...ACCOUNT_PAGES, "/Trades"]) {
    await page.goto(path);
    await expect(page.getByRole("heading").first(), `${info.project.name} ${path}`).toBeVisible();
    await expect(page, `${info.project.name} ${path}`).toHaveTitle(new RegExp(` - ${escape(site)}$|^${escape(site)}$`));
    expect(await page.title(), `${info.project.name} ${path}`).not.toMatch(/\p{Script=Han}/u);
  }
  // An order page opened directly has its section headings' style (global, not in another page's chunk).
  await page.goto("/TicketOrder?id=1&sku=1");
  await expect(page.locator("h2.wl-section-title").first()).toHaveCSS("font-size", "17px");
});
