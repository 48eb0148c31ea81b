import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

const byPath = (path: string) => routes.find((r) => r.path === path);

describe("tickets routes", () => {
  it("registers every ticket path of spec section 2, variants as aliases of one page", () => {
    const all = routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]).sort();
    expect(all).toEqual(
      ["/AttractionsTickets", "/ScenicDetail", "/ScenicDetailKs", "/ScenicDetailMore", "/ScenicDetailNew", "/TicketOrder", "/TicketOrderKs", "/TicketCartOrder", "/TicketCartConfirm"].sort(),
    );
    expect(byPath("/ScenicDetail")?.aliases).toEqual(["/ScenicDetailKs", "/ScenicDetailNew"]);
    expect(byPath("/TicketOrder")?.aliases).toEqual(["/TicketOrderKs"]);
  });

  it("carries the flags exactly", () => {
    expect(byPath("/AttractionsTickets")?.flags).toEqual({ isListPage: true, keepAlive: true, needSavePosition: true });
    expect(byPath("/TicketOrder")?.flags).toEqual({ require: true });
    expect(byPath("/TicketCartOrder")?.flags).toEqual({ require: true });
    expect(byPath("/TicketCartConfirm")?.flags).toEqual({ require: true });
    expect(byPath("/ScenicDetail")?.flags).toBeUndefined();
    expect(byPath("/ScenicDetailMore")?.flags).toBeUndefined();
  });

  it("titles each screen in Chinese and English", () => {
    expect(routeTitlesIn(routes, "zh-CN").map(([, title]) => title)).toEqual(["景区门票", "景区详情", "景区介绍", "门票预订", "购物车", "确认订单"]);
    expectTitlesTranslated(routes);
  });

  it("loads each page lazily as a component", async () => {
    for (const route of routes) {
      const page = await route.lazy();
      expect(typeof page.default).toBe("function");
    }
  });
});
