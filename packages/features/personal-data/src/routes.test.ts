import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("personal-data routes", () => {
  it("registers each path once with its title and login flag (deletion notice and legal pages open)", () => {
    const titles = new Map(routeTitlesIn(routes, "zh-CN"));
    expect(routes.map((r) => [r.path, titles.get(r.path), Boolean(r.flags?.require)])).toEqual([
      ["/MyAddress", "收货地址", true],
      ["/MyAddressHandle", "编辑收货地址", true],
      ["/MySelfHandle", "取票人", true],
      ["/MyCollection", "我的收藏", true],
      ["/Logout", "注销账号", true],
      ["/LogoutNotice", "注销须知", false],
      ["/LogoutNoticeApp", "注销须知", false],
      ["/PrivacyPolicy", "隐私政策", false],
      ["/PrivacyPolicyApp", "隐私政策", false],
      ["/UserPrivacy", "用户服务协议", false],
      ["/PersonalInfo", "个人信息管理", true],
    ]);
  });

  it("has a Chinese and an English title for every route", () => {
    expectTitlesTranslated(routes);
  });

  it("loads a page component for every path", async () => {
    for (const route of routes) expect(typeof (await route.lazy()).default, route.path).toBe("function");
  });
});
