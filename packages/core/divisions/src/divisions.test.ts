import { describe, expect, it } from "vitest";
import { DIVISIONS } from "./data";
import { formatDistrict, resolveDistrict, toPickerOptions } from "./index";

describe("divisions data", () => {
  it("holds the 31 mainland provinces plus Macau, and every city has districts", () => {
    expect(DIVISIONS).toHaveLength(32);
    expect(DIVISIONS.map((p) => p[0])).toContain("32");
    for (const [, , cities] of DIVISIONS) for (const city of cities) expect(city[2].length).toBeGreaterThan(0);
  });

  it("has unique 6-digit (or 9-digit town) district codes that start with their city code", () => {
    const seen = new Set<string>();
    for (const [, , cities] of DIVISIONS)
      for (const [cityCode, , districts] of cities)
        for (const [code] of districts) {
          expect(code).toMatch(/^\d{6}(\d{3})?$/);
          expect(code.startsWith(cityCode)).toBe(true);
          expect(seen.has(code)).toBe(false);
          seen.add(code);
        }
    expect(seen.size).toBeGreaterThan(2800);
  });
});

describe("resolveDistrict", () => {
  it("resolves Suzhou's Gusu district (spec section 3 area code 320508)", () => {
    const r = resolveDistrict(DIVISIONS, "320508");
    expect(r).toEqual({ provinceCode: "32", province: "江苏省", cityCode: "3205", city: "苏州市", districtCode: "320508", district: "姑苏区" });
    expect(r && formatDistrict(r)).toBe("江苏省 苏州市 姑苏区");
  });

  it("resolves a Macau parish", () => {
    expect(resolveDistrict(DIVISIONS, "820104")?.district).toBe("花地玛堂区");
  });

  it("refuses cities, provinces, unknown and malformed codes", () => {
    for (const code of ["3205", "32", "320599", "999999", "32050a", "", "3205080"]) expect(resolveDistrict(DIVISIONS, code)).toBeNull();
  });
});

describe("toPickerOptions", () => {
  it("gives three levels with codes as values", () => {
    const options = toPickerOptions(DIVISIONS);
    const js = options.find((o) => o.value === "32");
    const sz = js?.children?.find((c) => c.value === "3205");
    expect(sz?.label).toBe("苏州市");
    expect(sz?.children?.map((d) => d.label)).toContain("昆山市");
  });

  it("labels a municipality's 市辖区 level with its own name, and shows it once (issue 9)", () => {
    const beijing = toPickerOptions(DIVISIONS).find((o) => o.value === "11");
    expect(beijing?.children?.map((c) => c.label)).toEqual(["北京市"]);
    const labels = toPickerOptions(DIVISIONS).flatMap((p) => (p.children ?? []).map((c) => c.label));
    expect(labels).not.toContain("市辖区");
    const dongcheng = resolveDistrict(DIVISIONS, "110101");
    expect(dongcheng && formatDistrict(dongcheng)).toBe("北京市 东城区");
  });
});
