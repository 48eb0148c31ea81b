import { expect, test } from "../support/fixtures";
import { cardLogin } from "../support/login";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { rootDomLines } from "../support/hydration";

// Every shell (issue 2 section 5): home and a scenic detail page render, in the shell's own site
// name and brand colour (docs/decisions/001-partner-themes.md; the bank's own blue since 026), with no serious axe violations.

// `home` is the shell's own title of / (apps/<shell>/src/partner.ts overrides): "页面 - 站点", or the
// page title alone when it already names the site (issue 9: no doubled site names).
const SHELLS: Record<string, { site: string; primary: string; home: string }> = {
  default: { site: "苏州文旅", primary: "#0e8790", home: "首页 - 苏州文旅" },
  kunshan: { site: "昆山文旅", primary: "#009c67", home: "昆山文旅首页" },
  changshu: { site: "常熟文旅", primary: "#00aea0", home: "常熟文旅首页" },
  bank: { site: "苏州文旅·银行专区", primary: "#1f5fa6", home: "银行专区 · 苏州文旅" },
};

// The pages rendered on the server (decision 018) and hydrated (decision 031), as Lighthouse measures them (issue 8).
const FIRST_SCREENS = ["/", "/AttractionsTickets", "/ScenicDetail?id=1"] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("home and scenic detail in the shell's title and colour", async ({ page }, info) => {
  const shell = SHELLS[info.project.name];
  if (!shell) throw new Error(`no expectations for project ${info.project.name}`);

  await page.goto("/");
  await expect(page.getByText("拙政园").first()).toBeVisible();
  await expect(page).toHaveTitle(shell.home);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--adm-color-primary").trim());
  expect(primary.toLowerCase()).toBe(shell.primary);
  await expectNoSeriousA11yViolations(page, `${info.project.name} home`);

  await page.goto("/ScenicDetail?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(` - ${escape(shell.site)}$`));
  await expectNoSeriousA11yViolations(page, `${info.project.name} ScenicDetail`);
});

test("the first screens come rendered with their data, and their scripts load once painted", async ({ page, request, browser }, info) => {
  const shell = SHELLS[info.project.name] ?? SHELLS.default!;
  for (const path of FIRST_SCREENS) {
    const html = await (await request.get(path, { headers: { "accept-language": "zh-CN" } })).text();
    const label = `${info.project.name} ${path}`;
    // Issue 8, decision 018: the real first screen (names, prices, the cover) is in the document,
    // styled inline, with the API answers it used; no skeleton and no script work before the paint.
    expect(html, label).toMatch(/<div id="root">(?!<!--boot-->)[\s\S]*拙政园/);
    expect(html.toLowerCase(), label).toContain(`--adm-color-primary: ${shell.primary}`);
    expect(html, label).toContain('<script type="application/json" id="wl-first-screen">');
    expect(html, label).not.toContain("modulepreload");
    const chunks = JSON.parse(html.match(/<script type="application\/json" id="wl-page-chunks">([^<]+)<\/script>/)?.[1] ?? "{}") as { js?: string[] };
    expect(chunks.js?.length, label).toBeGreaterThan(1);
    for (const href of chunks.js!.slice(0, 3)) expect((await request.get(href)).status(), href).toBe(200);
  }
  // A page that is not rendered on the server keeps the skeleton and preloads the app with the entry.
  const login = await (await request.get("/PhoneLogin")).text();
  expect(login).toContain('<div id="root"><!--boot--><div class="wl-boot"');
  expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[^"]+\.js">/);

  // The app takes the page over with the document's answers: no second call for the spot.
  const detailCalls: string[] = [];
  page.on("request", (r) => void (r.url().includes("/api/scenic/detail") && detailCalls.push(r.url())));
  await page.goto("/ScenicDetail?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  await expect(page.locator("#root[data-wl-ready]")).toHaveCount(1);
  expect(detailCalls).toEqual([]);

  // ?lang=en: the server's first screen and the app that takes it over agree on English (issue 9).
  await page.goto("/AttractionsTickets?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Humble Administrator's Garden").first()).toBeVisible();
  await expect(page.getByText("拙政园", { exact: true })).toHaveCount(0);

  // Without scripts a visitor still sees the spots.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: "zh-CN" });
  const plain = await noScript.newPage();
  await plain.goto(`${info.project.use.baseURL}/AttractionsTickets`);
  await expect(plain.getByText("拙政园").first()).toBeVisible();
  await noScript.close();
});

test("the app hydrates each first screen: the server's elements stay and end as the app's own render (decision 031)", async ({ page, browser }, info) => {
  // The first screen's elements as the document brought them, kept before any script runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as { wlServerImage?: Element | null }).wlServerImage = document.querySelector("#root img");
    });
  });
  // The same page rendered by the app alone: the document without the server's answers is not hydrated.
  const fresh = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: "zh-CN", baseURL: info.project.use.baseURL });
  await fresh.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/") && !url.pathname.startsWith("/res/"),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="wl-first-screen">[^<]*<\/script>/, "");
      await route.fulfill({ response, body });
    },
  );
  for (const path of FIRST_SCREENS) {
    const label = `${info.project.name} ${path}`;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const kept = await page.evaluate(() => {
      const server = (window as { wlServerImage?: Element | null }).wlServerImage;
      return server !== null && server !== undefined && server.isConnected && server === document.querySelector("#root img");
    });
    expect(kept, `${label}: the server's cover is still the page's`).toBe(true);

    await fresh.goto(path);
    await expect(fresh.locator("#root[data-wl-ready]")).toHaveCount(1);
    await fresh.waitForLoadState("networkidle");
    await expect(fresh.locator("#root img").first()).toBeVisible();
    expect(await rootDomLines(page), label).toEqual(await rootDomLines(fresh));
  }
  await fresh.close();
});

test("search: zzy suggests 拙政园 and opens its detail; pinyin finds it in the results (issue 9)", async ({ page }, info) => {
  await page.goto("/");
  await page.getByRole("search", { name: "搜索景区" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/Search$/);
  const box = page.getByRole("search", { name: "搜索" }).getByRole("searchbox");
  await expect(box).toBeFocused();
  await expect(page.getByRole("list", { name: "热门搜索" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${info.project.name} Search`);
  await box.pressSequentially("zzy");
  const suggestion = page.getByRole("list", { name: "搜索建议" }).getByRole("button", { name: /拙政园/ });
  await expect(suggestion).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${info.project.name} Search suggestions`);
  await suggestion.click();
  await expect(page).toHaveURL(/\/ScenicDetail\?id=\d+$/);
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();

  // The word is in this browser's history; full pinyin lists the spot as a card on /SearchResult.
  await page.goto("/Search");
  await expect(page.getByRole("list", { name: "搜索历史" }).getByRole("button", { name: "拙政园" })).toBeVisible();
  await page.getByRole("search", { name: "搜索" }).getByRole("searchbox").fill("zhuozheng");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/SearchResult\?keyword=zhuozheng$/);
  await expect(page.getByRole("link", { name: /拙政园/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${info.project.name} SearchResult`);
});

test("legacy detail paths show the same page and unknown paths go home", async ({ page }, info) => {
  await page.goto("/ScenicDetailKs?id=1");
  await expect(page.getByRole("button", { name: "预订成人票" })).toBeVisible();
  // The kunshan shell titles its own legacy path (apps/kunshan/src/partner.ts); the spot's name leads it.
  if (info.project.name === "kunshan") await expect(page).toHaveTitle("拙政园 · 昆山景区详情 - 昆山文旅");
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
    await expect(page, `${info.project.name} ${path}`).toHaveTitle(new RegExp(escape(site)));
    expect(await page.title(), `${info.project.name} ${path}`).not.toMatch(/\p{Script=Han}/u);
  }
  // An order page opened directly has its section headings' style (global, not in another page's chunk).
  await page.goto("/TicketOrder?id=1&sku=1");
  await expect(page.locator("h2.wl-section-title").first()).toHaveCSS("font-size", "17px");
});
