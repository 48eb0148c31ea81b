import { describe, expect, it } from "vitest";
import { buildRouteTable, findRoute } from "./route-table";
import type { RouteDef } from "./types";

const lazy = async () => ({ default: () => null });
const def = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, title: `test:titles.${path}`, lazy, ...extra });

describe("buildRouteTable", () => {
  it("registers every alias as another path to the same page, with the same flags", () => {
    const scenic = def("/ScenicDetail", { aliases: ["/ScenicDetailKs", "/ScenicDetailNew"], flags: { keepAlive: true } });
    const entries = buildRouteTable([[scenic], [def("/")]]);
    expect(entries.map((e) => [e.path, e.alias])).toEqual([
      ["/ScenicDetail", false],
      ["/ScenicDetailKs", true],
      ["/ScenicDetailNew", true],
      ["/", false],
    ]);
    expect(new Set(entries.slice(0, 3).map((e) => e.def))).toEqual(new Set([scenic]));
    expect(entries[1]?.flags).toEqual({ keepAlive: true });
  });

  it("refuses a path registered twice, also across features and letter case", () => {
    expect(() => buildRouteTable([[def("/User")], [def("/user")]])).toThrow(/registered twice/);
    expect(() => buildRouteTable([[def("/A", { aliases: ["/B"] }), def("/B")]])).toThrow(/registered twice/);
  });

  it("refuses parameter segments and relative paths (spec section 2)", () => {
    expect(() => buildRouteTable([[def("/Order/:id")]])).toThrow(/parameter/);
    expect(() => buildRouteTable([[def("/x/*")]])).toThrow(/parameter/);
    expect(() => buildRouteTable([[def("User")]])).toThrow(/must start with/);
  });

  it("findRoute matches case-insensitively and ignores a trailing slash", () => {
    const entries = buildRouteTable([[def("/AttractionsTickets")]]);
    expect(findRoute(entries, "/attractionstickets/")?.path).toBe("/AttractionsTickets");
    expect(findRoute(entries, "/Nope")).toBeUndefined();
  });
});
