import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("profile routes", () => {
  it("registers the profile screens and /Setting with their titles, all login-required", () => {
    const titles = new Map(routeTitlesIn(routes, "zh-CN"));
    expect(routes.map((r) => [r.path, titles.get(r.path), r.flags])).toEqual([
      ["/UserInfo", "个人资料", { require: true }],
      ["/ChangeHeadImg", "更换头像", { require: true }],
      ["/ChangeNickname", "修改昵称", { require: true }],
      ["/ChangePhone", "更换手机号", { require: true }],
      ["/ChangeEmail", "绑定邮箱", { require: true }],
      ["/ChangePassword", "登录密码", { require: true }],
      ["/paymentPassword", "支付密码", { require: true }],
      ["/RealName", "实名认证", { require: true }],
      ["/Setting", "设置", { require: true }],
    ]);
  });

  it("has a Chinese and an English title for every route", () => {
    expectTitlesTranslated(routes);
  });

  it("loads a page component for every path", async () => {
    for (const route of routes) expect(typeof (await route.lazy()).default, route.path).toBe("function");
  });
});
