import { describe, expect, it } from "vitest";
import { nextPageOf } from "./api";

describe("nextPageOf", () => {
  it("goes on while page * page_size < total", () => {
    expect(nextPageOf({ list: [1], total: 25, page: 1, page_size: 10 })).toBe(2);
    expect(nextPageOf({ list: [1], total: 25, page: 2, page_size: 10 })).toBe(3);
    expect(nextPageOf({ list: [1], total: 25, page: 3, page_size: 10 })).toBeUndefined();
    expect(nextPageOf({ list: [1], total: 20, page: 2, page_size: 10 })).toBeUndefined();
  });

  it("stops on an empty page even if total says more", () => {
    expect(nextPageOf({ list: [], total: 25, page: 2, page_size: 10 })).toBeUndefined();
  });
});
