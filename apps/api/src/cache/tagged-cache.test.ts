import { describe, expect, it } from "vitest";
import { TaggedCache } from "./tagged-cache";

const fresh = () => new TaggedCache<string>({ ttlMs: 1000, maxEntries: 3 });

describe("TaggedCache", () => {
  it("answers an entry until ttlMs after it was stored, and not before it was stored", () => {
    const cache = fresh();
    cache.set("a", "A", ["t"], 5000, cache.ticket());
    expect(cache.get("a", 5000)).toBe("A");
    expect(cache.get("a", 5999)).toBe("A");
    expect(cache.get("a", 4999)).toBeUndefined();
    cache.set("a", "A", ["t"], 5000, cache.ticket());
    expect(cache.get("a", 6000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the entries of a tag, and every entry on *", () => {
    const cache = fresh();
    cache.set("a", "A", ["catalogue", "stock:1"], 0, cache.ticket());
    cache.set("b", "B", ["catalogue", "stock:2"], 0, cache.ticket());
    cache.set("c", "C", ["catalogue"], 0, cache.ticket());
    cache.invalidate("stock:1");
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, "B", "C"]);
    cache.invalidate("*");
    expect([cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, undefined]);
  });

  it("refuses a fill that started before its tag was invalidated, and takes one that started after", () => {
    const cache = fresh();
    const before = cache.ticket();
    cache.invalidate("stock:1");
    expect(cache.set("a", "old", ["stock:1"], 0, before)).toBe(false);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.set("b", "other tag", ["stock:2"], 0, before)).toBe(true);
    expect(cache.set("a", "new", ["stock:1"], 0, cache.ticket())).toBe(true);
    expect(cache.get("a", 0)).toBe("new");
    const beforeAll = cache.ticket();
    cache.invalidate("*");
    expect(cache.set("b", "old", ["stock:2"], 0, beforeAll)).toBe(false);
  });

  it("still refuses old fills after many tags were invalidated (the remembered tags fold into a floor)", () => {
    const cache = fresh();
    const before = cache.ticket();
    for (let i = 0; i < 5000; i += 1) cache.invalidate(`session:${i}`);
    expect(cache.set("x", "old", ["session:1"], 0, before)).toBe(false);
    expect(cache.set("x", "new", ["session:1"], 0, cache.ticket())).toBe(true);
  });

  it("keeps at most maxEntries, pushing out the oldest", () => {
    const cache = fresh();
    for (const k of ["a", "b", "c", "d"]) cache.set(k, k.toUpperCase(), ["t"], 0, cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("d", 0)).toBe("D");
    cache.invalidate("t");
    expect(cache.size).toBe(0);
  });
});
