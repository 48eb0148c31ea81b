import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("coupon routes", () => {
  it("registers /GetCoupons, /voucherCenter and /MyCoupons, login required, with their titles", () => {
    const titles = new Map(routeTitlesIn(routes, "zh-CN"));
    expect(routes.map((r) => [r.path, titles.get(r.path), r.flags])).toEqual([
      ["/GetCoupons", "领券中心", { require: true, isListPage: true }],
      ["/voucherCenter", "消费券", { require: true, isListPage: true }],
      ["/MyCoupons", "我的优惠券", { require: true, isListPage: true }],
    ]);
  });

  it("has a Chinese and an English title for every route", () => {
    expectTitlesTranslated(routes);
  });

  it("loads a page component for every path", async () => {
    for (const route of routes) expect(typeof (await route.lazy()).default, route.path).toBe("function");
  });
});
