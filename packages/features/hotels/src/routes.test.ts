import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

const byPath = (path: string) => routes.find((r) => r.path === path);

describe("hotels routes", () => {
  it("registers the hotel paths of spec section 2 with their flags", () => {
    expect(routes.map((r) => r.path)).toEqual(["/HotelAccommodation", "/HotelDetail", "/HotelDetailMore", "/HotelOrder"]);
    expect(byPath("/HotelAccommodation")?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
    expect(byPath("/HotelOrder")?.flags).toEqual({ require: true });
  });

  it("titles each screen in Chinese and English and loads it lazily", async () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["酒店住宿", "酒店详情", "酒店介绍", "酒店预订"]);
    expectTitlesTranslated(routes);
    for (const route of routes) expect(typeof (await route.lazy()).default).toBe("function");
  });
});
