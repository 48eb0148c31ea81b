import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("auth routes", () => {
  it("registers the login screens of spec section 2 with their titles", () => {
    expect(routeTitlesIn(routes, "zh-CN")).toEqual([
      ["/BaseLogin", "登录"],
      ["/PhoneLogin", "手机号登录"],
      ["/BindPhone", "绑定手机号"],
      ["/sbkLogin", "社保卡登录"],
      ["/sbkLoading", "社保卡登录"],
      ["/ThirdApp", "合作应用登录"],
      ["/ThirdApps", "合作应用登录"],
      ["/bankJsLogin", "银行授权登录"],
    ]);
    expectTitlesTranslated(routes);
  });
});
