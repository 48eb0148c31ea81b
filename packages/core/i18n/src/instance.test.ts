import { afterEach, describe, expect, it } from "vitest";
import { COMMON_EN, COMMON_ZH_CN } from "./common-resources";
import { currentLanguage, i18n, registerResources, registerTitles, setLanguage } from "./instance";

afterEach(async () => {
  await setLanguage("zh-CN");
});

describe("the i18n instance", () => {
  it("is initialised synchronously with the common namespace", () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasResourceBundle("zh-CN", "common")).toBe(true);
    expect(i18n.hasResourceBundle("en", "common")).toBe(true);
  });

  it("has an English string for every Chinese common key", () => {
    expect(Object.keys(COMMON_EN).sort()).toEqual(Object.keys(COMMON_ZH_CN).sort());
    for (const value of Object.values(COMMON_EN)) expect(value).not.toMatch(/\p{Script=Han}/u);
  });

  it("translates shared strings in both languages", async () => {
    await setLanguage("zh-CN");
    expect(i18n.t("networkBusy")).toBe("网络繁忙，请刷新重试");
    expect(i18n.t("common:pleaseLogin")).toBe("请先登录");
    await setLanguage("en");
    expect(i18n.t("retry")).toBe("Retry");
  });
});

describe("setLanguage", () => {
  it("switches, remembers the choice and sets <html lang>", async () => {
    await expect(setLanguage("en-US")).resolves.toBe("en");
    expect(currentLanguage()).toBe("en");
    expect(localStorage.getItem("lang")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("refuses a language we do not ship", async () => {
    await expect(setLanguage("fr")).rejects.toThrow(RangeError);
  });
});

describe("registerTitles", () => {
  it("registers <ns>:titles.<name> in Chinese and English beside the namespace's other strings", async () => {
    registerResources("shop", { "zh-CN": { cart: "购物车" } });
    registerTitles("shop", { list: ["文创商品", "Cultural goods"] });
    expect(i18n.t("shop:titles.list")).toBe("文创商品");
    expect(i18n.t("shop:cart")).toBe("购物车");
    await setLanguage("en");
    expect(i18n.t("shop:titles.list")).toBe("Cultural goods");
  });
});

describe("registerResources", () => {
  it("adds a namespace and falls back to Chinese and to common", async () => {
    registerResources("tickets", { "zh-CN": { title: "景区门票", onlyZh: "仅中文" }, en: { title: "Scenic tickets" } });
    await setLanguage("en");
    const t = i18n.getFixedT(null, "tickets");
    expect(t("title")).toBe("Scenic tickets");
    expect(t("onlyZh")).toBe("仅中文");
    expect(t("retry")).toBe("Retry");
    await setLanguage("zh-CN");
    expect(i18n.getFixedT(null, "tickets")("title")).toBe("景区门票");
  });

  it("merges a second registration of the same namespace", () => {
    registerResources("orders", { "zh-CN": { a: "甲" } });
    registerResources("orders", { "zh-CN": { b: "乙", a: "甲2" } });
    const t = i18n.getFixedT("zh-CN", "orders");
    expect([t("a"), t("b")]).toEqual(["甲2", "乙"]);
  });
});
