import { expectTitlesTranslated, routeTitlesIn } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("account routes", () => {
  it("registers /User, the traveller screens (standard and care) and /MessageList with their titles and flags", () => {
    const titles = new Map(routeTitlesIn(routes, "zh-CN"));
    expect(routes.map((r) => [r.path, titles.get(r.path), r.flags])).toEqual([
      ["/User", "我的", { isTabPage: true, require: true }],
      ["/MyContacts", "常用出行人", { require: true }],
      ["/MyContactsHandle", "编辑出行人", { require: true }],
      ["/MyContactsCare", "常用出行人", { require: true }],
      ["/MyContactsHandleCare", "编辑出行人", { require: true }],
      ["/MessageList", "消息通知", { require: true, isListPage: true }],
    ]);
  });

  it("has a Chinese and an English title for every route", () => {
    expectTitlesTranslated(routes);
  });

  it("loads a page component for every path", async () => {
    for (const route of routes) expect(typeof (await route.lazy()).default, route.path).toBe("function");
  });
});
