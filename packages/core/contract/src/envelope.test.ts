import { describe, expect, it } from "vitest";
import { isSuccessCode, ZEnvelope, ZPageQuery } from "./envelope";
import { z } from "zod";

describe("envelope", () => {
  it("treats 1 and 200 as success and everything else as failure (spec section 8)", () => {
    expect(isSuccessCode(1)).toBe(true);
    expect(isSuccessCode(200)).toBe(true);
    for (const code of [0, 4005, 4006, 500, -1]) expect(isSuccessCode(code)).toBe(false);
  });
  it("parses an envelope and coerces paging from form strings", () => {
    expect(ZEnvelope(z.string()).parse({ code: 1, msg: "ok", data: "x" }).data).toBe("x");
    expect(ZPageQuery.parse({ page: "2", page_size: "20" })).toEqual({ page: 2, page_size: 20 });
    expect(() => ZPageQuery.parse({ page_size: "500" })).toThrow();
  });
});
