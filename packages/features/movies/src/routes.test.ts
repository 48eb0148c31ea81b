import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

const byPath = (path: string) => routes.find((r) => r.path === path);

describe("movies routes", () => {
  it("registers the film paths of spec section 2, the ChangShu spellings as aliases, with their flags", () => {
    expect(routes.flatMap((r) => [r.path, ...(r.aliases ?? [])])).toEqual([
      "/Movies",
      "/MoviesChangShu",
      "/MovieDetail",
      "/MovieDetailChangShu",
      "/MovieInfo",
      "/CinemaDetail",
      "/CinemaDetailChangShu",
      "/MovieCheck",
      "/MovieCheckChangshu",
      "/MovieSeat",
      "/MovieOrder",
    ]);
    expect(byPath("/Movies")?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
    for (const path of ["/MovieCheck", "/MovieSeat", "/MovieOrder"]) expect(byPath(path)?.flags).toEqual({ require: true });
    for (const path of ["/MovieDetail", "/MovieInfo", "/CinemaDetail"]) expect(byPath(path)?.flags).toBeUndefined();
  });

  it("titles each screen in Chinese and English and loads it lazily", async () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["电影购票", "影片详情", "影片资料", "影院详情", "选择场次", "在线选座", "确认订单"]);
    expectTitlesTranslated(routes);
    for (const route of routes) expect(typeof (await route.lazy()).default).toBe("function");
  });
});
