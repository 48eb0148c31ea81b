import { describe, expect, it } from "vitest";
import { AREA_CODES, AREAS, ZScenicListRequest, ZStockRequest } from "./scenic";

describe("scenic contract", () => {
  it("names all 10 districts of spec section 3", () => {
    expect(AREA_CODES).toHaveLength(10);
    expect(AREAS["320508"]).toBe("姑苏区");
    expect(AREAS["320581"]).toBe("常熟市");
  });
  it("treats empty form fields as absent and coerces numbers and flags", () => {
    expect(ZScenicListRequest.parse({ area_code: "", keyword: "", lng: "", lat: "", hot: "" })).toEqual({
      page: 1,
      page_size: 10,
      area_code: undefined,
      keyword: undefined,
      lng: undefined,
      lat: undefined,
      hot: undefined,
    });
    const q = ZScenicListRequest.parse({ area_code: "320508", lng: "120.63", lat: "31.32", hot: "1", page: "2" });
    expect(q).toMatchObject({ area_code: "320508", lng: 120.63, lat: 31.32, hot: true, page: 2 });
  });
  it("takes a sort, an A-level and a preferred district, and refuses others (issue 9)", () => {
    expect(ZScenicListRequest.parse({ sort: "price_asc", a_level: "5", prefer_area: "320583" })).toMatchObject({ sort: "price_asc", a_level: 5, prefer_area: "320583" });
    expect(ZScenicListRequest.parse({ sort: "", a_level: "", prefer_area: "" })).toMatchObject({ sort: undefined, a_level: undefined, prefer_area: undefined });
    expect(ZScenicListRequest.safeParse({ sort: "random" }).success).toBe(false);
    expect(ZScenicListRequest.safeParse({ a_level: "6" }).success).toBe(false);
    expect(ZScenicListRequest.safeParse({ a_level: "4.5" }).success).toBe(false);
    expect(ZScenicListRequest.safeParse({ prefer_area: "110101" }).success).toBe(false);
  });
  it("refuses unknown districts and out-of-range coordinates", () => {
    expect(ZScenicListRequest.safeParse({ area_code: "110101" }).success).toBe(false);
    expect(ZScenicListRequest.safeParse({ lng: "abc" }).success).toBe(false);
    expect(ZScenicListRequest.safeParse({ lat: "95" }).success).toBe(false);
  });
  it("limits stock requests to the 15-day window and checks the day format", () => {
    expect(ZStockRequest.parse({ product_id: "3" })).toEqual({ product_id: 3, start_day: undefined, days: 15 });
    expect(ZStockRequest.safeParse({ product_id: "3", days: "16" }).success).toBe(false);
    expect(ZStockRequest.safeParse({ product_id: "3", start_day: "2025/01/01" }).success).toBe(false);
  });
});
