import { describe, expect, it } from "vitest";
import { scenicListFilter } from "./list-filter";

describe("scenicListFilter", () => {
  it("sends only what is chosen; the recommended order is the API's default", () => {
    expect(scenicListFilter({})).toEqual({});
    expect(scenicListFilter({ tag: "园林", aLevel: 5, sort: "price_desc" })).toEqual({ tag: "园林", a_level: 5, sort: "price_desc" });
  });

  it("lists the partner's district first unless a district is chosen or the order is distance (issue 9)", () => {
    expect(scenicListFilter({}, "320583")).toEqual({ prefer_area: "320583" });
    expect(scenicListFilter({ area: "320508" }, "320583")).toEqual({ area_code: "320508" });
    expect(scenicListFilter({ sort: "distance", point: { lng: 120.6, lat: 31.3 } }, "320583")).toEqual({ sort: "distance", lng: 120.6, lat: 31.3 });
  });
});
