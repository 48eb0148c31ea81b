import { describe, expect, it } from "vitest";
import { searchHref } from "./search-entry";

describe("searchHref", () => {
  it("puts the trimmed keyword in the ticket list's query string", () => {
    expect(searchHref("  拙政园 ")).toBe(`/AttractionsTickets?keyword=${encodeURIComponent("拙政园")}`);
    expect(searchHref("a&b=c")).toBe("/AttractionsTickets?keyword=a%26b%3Dc");
  });

  it("opens the whole list for an empty search", () => {
    expect(searchHref("   ")).toBe("/AttractionsTickets");
  });
});
