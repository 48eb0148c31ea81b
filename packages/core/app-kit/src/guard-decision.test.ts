import { describe, expect, it } from "vitest";
import { guardDecision, safeRedirectTarget, wechatOAuthUrl } from "./guard-decision";

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

  it("inside WeChat with an appid it starts WeChat OAuth", () => {
    const decision = guardDecision({ route: requireRoute, token: null, host: wechat, target, wechatAppId: "wx123", origin: "https://m.test" });
    expect(decision).toEqual({ wechatOAuth: wechatOAuthUrl("wx123", "https://m.test", target) });
  });

  it("inside WeChat without an appid it falls back to /PhoneLogin", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: wechat, target, origin: "https://m.test" })).toHaveProperty("redirect");
  });

  it.each(["bank", "partner-app", "miniprogram"])("an app host (%s, isApp) skips login", (kind) => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind, isApp: true }, target })).toBe("continue");
  });

  it("a non-app mini-program still needs login", () => {
    expect(guardDecision({ route: requireRoute, token: null, host: { kind: "miniprogram", isApp: false }, target })).toHaveProperty("redirect");
  });
});

describe("wechatOAuthUrl", () => {
  it("builds the authorize URL in WeChat's parameter order with #wechat_redirect last", () => {
    const url = wechatOAuthUrl("wx123", "https://m.test", "/User");
    expect(url).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123" +
        "&redirect_uri=https%3A%2F%2Fm.test%2FBaseLogin%3Fredirect%3D%252FUser" +
        "&response_type=code&scope=snsapi_userinfo&state=wenlv#wechat_redirect",
    );
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
