import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ALL_ENDPOINTS } from "./all";

describe("the endpoint table", () => {
  it("declares every path once per method", () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(ALL_ENDPOINTS.map((e) => e.path)).size).toBe(keys.length);
  });

  it("loads a zod request and response schema for every endpoint", async () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const { request, response } = await endpoint.schemas();
      expect(request, endpoint.path).toBeInstanceOf(z.ZodType);
      expect(response, endpoint.path).toBeInstanceOf(z.ZodType);
      // Requests are objects of form fields: an empty body parses or fails with a message, never throws.
      expect(request.safeParse({}).success !== undefined, endpoint.path).toBe(true);
    }
  });

  it("answers redirects only on GET and caches only public reads", () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.mode === "redirect") expect(endpoint.method, endpoint.path).toBe("GET");
      if (endpoint.cacheable) {
        expect(endpoint.access, endpoint.path).toBe("anonymous");
        expect(endpoint.method, endpoint.path).toBe("GET");
      }
    }
  });
});
