import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("home routes", () => {
  it("registers / as a tab page with a lazily loaded page", async () => {
    expect(routes).toHaveLength(1);
    const [home] = routes;
    expect(home?.path).toBe("/");
    expect(home?.flags).toEqual({ isTabPage: true });
    expect(routeTitlesIn(routes, "zh-CN")).toEqual([["/", "首页"]]);
    expectTitlesTranslated(routes);
    const page = await home!.lazy();
    expect(typeof page.default).toBe("function");
  });
});
