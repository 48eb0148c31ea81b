import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("search routes", () => {
  it("registers /Search and /SearchResult (spec section 2), the result list kept alive", () => {
    expect(routes.map((r) => r.path)).toEqual(["/Search", "/SearchResult"]);
    expect(routes[1]?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
  });

  it("titles each screen in Chinese and English", () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["搜索", "搜索结果"]);
    expectTitlesTranslated(routes);
  });

  it("loads each page lazily as a component", async () => {
    for (const route of routes) expect(typeof (await route.lazy()).default).toBe("function");
  });
});
