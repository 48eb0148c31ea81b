import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

const byPath = (path: string) => routes.find((r) => r.path === path);

describe("lines routes", () => {
  it("registers the line paths of spec section 2 with their flags", () => {
    expect(routes.map((r) => r.path)).toEqual(["/OneDayTravelNew", "/BoutiqueLine", "/NightTour", "/LineDetail", "/LineSelect", "/LineOrder"]);
    for (const path of ["/OneDayTravelNew", "/BoutiqueLine", "/NightTour"]) expect(byPath(path)?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
    expect(byPath("/LineDetail")?.flags).toBeUndefined();
    expect(byPath("/LineSelect")?.flags).toEqual({ require: true });
    expect(byPath("/LineOrder")?.flags).toEqual({ require: true });
  });

  it("titles each screen in Chinese and English and loads it lazily, the three lists from one page module", async () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["一日游", "精品线路", "夜游", "线路详情", "选择班期", "填写订单"]);
    expectTitlesTranslated(routes);
    const pages = await Promise.all(routes.map(async (route) => (await route.lazy()).default));
    for (const page of pages) expect(typeof page).toBe("function");
    expect(new Set(pages.slice(0, 3)).size).toBe(3);
  });
});
