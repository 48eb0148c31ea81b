import { describe, expect, it } from "vitest";
import { formatTitle } from "./title";

describe("formatTitle", () => {
  it("joins page and site", () => {
    expect(formatTitle("景区门票", "苏州文旅")).toBe("景区门票 - 苏州文旅");
  });

  it("answers the site name alone when there is no page title", () => {
    expect(formatTitle("", "常熟文旅")).toBe("常熟文旅");
    expect(formatTitle("  ", "常熟文旅")).toBe("常熟文旅");
    expect(formatTitle(undefined, "常熟文旅")).toBe("常熟文旅");
    expect(formatTitle("常熟文旅", "常熟文旅")).toBe("常熟文旅");
  });
});
