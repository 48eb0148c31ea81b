import { describe, expect, it } from "vitest";
import { guardDecision, loginEntry, safeRedirectTarget, wechatAuthorizeUrl } from "./guard-decision";

const requireRoute = { path: "/TicketOrder", flags: { require: true } };
const openRoute = { path: "/ScenicDetail", flags: {} };
const browser = { kind: "browser", isApp: false };
const wechat = { kind: "wechat", isApp: false };
const target = "/TicketOrder?id=12&sku=3";

describe("guardDecision (spec sections 4 and 6)", () => {
  it("an open route continues without a token", () => {
    expect(guardDecision({ route: openRoute, token: null, host: browser, target: "/ScenicDetail?id=1" })).toBe("continue");
  });

  it("a login-required route continues with a token", () => {
    expect(guardDecision({ route: requireRoute, token: "t", host: browser, target })).toBe("continue");
  });

  it("a login-required route without token in a browser goes to /PhoneLogin with the target as redirect", () => {
    const decision = guardDecision({ route: requireRoute, token: null, host: browser, target });
    expect(decision).toEqual({ redirect: "/PhoneLogin?redirect=%2FTicketOrder%3Fid%3D12%26sku%3D3" });
    const url = new URL((decision as { redirect: string }).redirect, "http://x");
    expect(url.searchParams.get("redirect")).toBe(target);
  });

  it("an empty token counts as none", () => {
    expect(guardDecision({ route: requireRoute, token: "", host: browser, target })).toHaveProperty("redirect");
  });

  it("inside WeChat it leaves for the API's OAuth start with the target as redirect", () => {
    const decision = guardDecision({ route: requireRoute, token: null, host: wechat, target });
    expect(decision).toEqual({ leave: "/api/wx/oauth/authorize?redirect=%2FTicketOrder%3Fid%3D12%26sku%3D3" });
  });

  it("inside WeChat the OAuth start is on the API origin when the API has its own", () => {
    const decision = guardDecision({ route: requireRoute, token: null, host: wechat, target: "/User", apiBaseUrl: "https://api.test/" });
    expect(decision).toEqual({ leave: "https://api.test/api/wx/oauth/authorize?redirect=%2FUser" });
  });

  it("inside WeChat with a token it continues", () => {
    expect(guardDecision({ route: requireRoute, token: "t", host: wechat, target })).toBe("continue");
  });

  it("the WeChat mini-program web-view is not the WeChat browser: it gets the login page", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind: "miniprogram", isApp: false }, target })).toHaveProperty("redirect");
  });

  it.each(["bank", "partner-app", "miniprogram"])("an app host (%s, isApp) skips login", (kind) => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind, isApp: true }, target })).toBe("continue");
  });

  it("a non-app mini-program still needs login", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind: "miniprogram", isApp: false }, target })).toHaveProperty("redirect");
  });
});

describe("wechatAuthorizeUrl", () => {
  it("puts the target, encoded once, in redirect; no appid is needed in the app", () => {
    const url = wechatAuthorizeUrl("/TicketOrder?id=1&day=2025-05-01");
    expect(url).toBe("/api/wx/oauth/authorize?redirect=%2FTicketOrder%3Fid%3D1%26day%3D2025-05-01");
    expect(new URL(url, "http://x").searchParams.get("redirect")).toBe("/TicketOrder?id=1&day=2025-05-01");
  });
});

describe("loginEntry (also the 401 dialog's 去登录)", () => {
  it.each([
    ["kunshan", "/ThirdApps?partner=kunshan&redirect=%2FUser"],
    ["changshu", "/ThirdApps?partner=changshu&redirect=%2FUser"],
  ])("a %s partner app logs in through its own app on /ThirdApps", (partnerCode, expected) => {
    expect(loginEntry({ kind: "partner-app", isApp: true, partnerCode }, "/User")).toEqual({ redirect: expected });
  });

  it("an app host without a known partner falls back to the login page", () => {
    expect(loginEntry({ kind: "partner-app", isApp: true, partnerCode: "default" }, "/User")).toEqual({ redirect: "/PhoneLogin?redirect=%2FUser" });
  });

  it("the bank app always uses the bank authorisation page", () => {
    expect(loginEntry({ kind: "bank", isApp: false }, "/User")).toEqual({ redirect: "/bankJsLogin?redirect=%2FUser" });
    expect(loginEntry({ kind: "bank", isApp: false }, "/User", { loginPath: "/PhoneLogin" })).toEqual({ redirect: "/bankJsLogin?redirect=%2FUser" });
  });

  it("WeChat leaves for OAuth; a browser goes to the shell's login page", () => {
    expect(loginEntry(wechat, "/User")).toEqual({ leave: "/api/wx/oauth/authorize?redirect=%2FUser" });
    expect(loginEntry(browser, "/User", { loginPath: "/bankJsLogin" })).toEqual({ redirect: "/bankJsLogin?redirect=%2FUser" });
  });

  it("a partner app still skips login on a require route (spec section 6)", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind: "partner-app", isApp: true, partnerCode: "kunshan" }, target })).toBe("continue");
  });
});

describe("safeRedirectTarget", () => {
  it.each([
    ["/TicketOrder?id=1", "/TicketOrder?id=1"],
    ["/", "/"],
    [null, "/"],
    ["", "/"],
    ["https://evil.test/x", "/"],
    ["//evil.test/x", "/"],
    ["/\\evil.test", "/"],
    ["javascript:alert(1)", "/"],
    ["/PhoneLogin?redirect=%2F", "/"],
    ["/bindphone", "/"],
    ["/BaseLogin/?code=1", "/"],
    ["/\t/evil.test", "/"],
    ["/\n/evil.test", "/"],
    ["/a\\b", "/"],
    ["/ Search", "/"],
    ["/Search?kw=%E6%8B%99", "/Search?kw=%E6%8B%99"],
  ])("%j -> %j", (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});

describe("guardDecision loginPath", () => {
  it("uses a configured login page", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: browser, target: "/User", loginPath: "/bankJsLogin" })).toEqual({
      redirect: "/bankJsLogin?redirect=%2FUser",
    });
  });
});
