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

  it("answers the page title alone when it already names the site (issue 9: no doubled site names)", () => {
    expect(formatTitle("昆山文旅首页", "昆山文旅")).toBe("昆山文旅首页");
    expect(formatTitle("银行专区 · 苏州文旅", "苏州文旅·银行专区")).toBe("银行专区 · 苏州文旅");
    expect(formatTitle("Bank zone · Suzhou Culture & Tourism", "Suzhou Culture & Tourism · Bank")).toBe("Bank zone · Suzhou Culture & Tourism");
    expect(formatTitle("Kunshan scenic tickets", "Kunshan Culture & Tourism")).toBe("Kunshan scenic tickets - Kunshan Culture & Tourism");
    expect(formatTitle("昆山景区门票", "昆山文旅")).toBe("昆山景区门票 - 昆山文旅");
    expect(formatTitle("苏州文旅银行", "苏州文旅·银行专区")).toBe("苏州文旅银行 - 苏州文旅·银行专区");
  });
});
