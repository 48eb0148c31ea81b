import { afterEach, describe, expect, it } from "vitest";
import { addToHistory, clearHistory, HISTORY_KEY, HISTORY_MAX, readHistory, resultHref, tagResultHref } from "./history";

afterEach(() => window.localStorage.clear());

describe("search history", () => {
  it("keeps words most recent first, once each, at most 10", () => {
    addToHistory("拙政园");
    addToHistory(" zzy ");
    addToHistory("拙政园");
    expect(readHistory()).toEqual(["拙政园", "zzy"]);
    for (let i = 0; i < 15; i++) addToHistory(`w${i}`);
    expect(readHistory()).toHaveLength(HISTORY_MAX);
    expect(readHistory()[0]).toBe("w14");
  });

  it("ignores empty words and unreadable storage, and clears", () => {
    addToHistory("   ");
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, "{not json");
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(["留园", 3, ""]));
    expect(readHistory()).toEqual(["留园"]);
    clearHistory();
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });
});

describe("result links", () => {
  it("encode the keyword or tag", () => {
    expect(resultHref(" a&b ")).toBe("/SearchResult?keyword=a%26b");
    expect(tagResultHref("园林")).toBe(`/SearchResult?tag=${encodeURIComponent("园林")}`);
  });
});
