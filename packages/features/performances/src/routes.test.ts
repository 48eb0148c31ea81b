import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

const byPath = (path: string) => routes.find((r) => r.path === path);

describe("performances routes", () => {
  it("registers the show paths of spec section 2 with their flags, /PerformOrderNew as the order page's alias", () => {
    expect(routes.map((r) => r.path)).toEqual(["/Performs", "/PerformDetail", "/PerformDate", "/PerformCheck", "/PerformOrder"]);
    expect(byPath("/PerformOrder")?.aliases).toEqual(["/PerformOrderNew"]);
    expect(byPath("/Performs")?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
    expect(byPath("/PerformDetail")?.flags).toBeUndefined();
    for (const path of ["/PerformDate", "/PerformCheck", "/PerformOrder"]) expect(byPath(path)?.flags).toEqual({ require: true });
  });

  it("titles each screen in Chinese and English and loads it lazily", async () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["演出", "演出详情", "选择场次", "选座购票", "确认订单"]);
    expectTitlesTranslated(routes);
    for (const route of routes) expect(typeof (await route.lazy()).default).toBe("function");
  });
});
