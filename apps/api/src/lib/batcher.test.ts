import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

/** A fetch that records its batches and answers each key's upper case, except keys starting with "missing". */
function recording(hold?: Promise<void>) {
  const batches: string[][] = [];
  const fetch = async (keys: string[]) => {
    batches.push(keys);
    await hold;
    return new Map(keys.filter((k) => !k.startsWith("missing")).map((k) => [k, k.toUpperCase()]));
  };
  return { batches, fetch };
}

describe("Batcher", () => {
  it("sends the loads of one turn of the event loop in one fetch, each key once", async () => {
    const { batches, fetch } = recording();
    const batcher = new Batcher(fetch);
    const values = await Promise.all(["a", "b", "a", "missing-c"].map((k) => batcher.load(k)));
    expect(values).toEqual(["A", "B", "A", undefined]);
    expect(batches).toEqual([["a", "b", "missing-c"]]);
  });

  it("holds loads made while a batch is in flight and sends them together when it returns", async () => {
    let release = () => {};
    const { batches, fetch } = recording(new Promise<void>((resolve) => (release = resolve)));
    const batcher = new Batcher(fetch, { maxBatch: 2, parallel: 1 });
    const first = batcher.load("a");
    await new Promise<void>((resolve) => setImmediate(resolve));
    const later = ["b", "c", "d"].map((k) => batcher.load(k));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(batches).toEqual([["a"]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual(["A", "B", "C", "D"]);
    expect(batches).toEqual([["a"], ["b", "c"], ["d"]]);
  });

  it("rejects the loads of a failed fetch and goes on with the next batch", async () => {
    let calls = 0;
    const batcher = new Batcher(async (keys: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error("database down");
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(batcher.load("a")).rejects.toThrow("database down");
    expect(await batcher.load("b")).toBe("b");
  });
});
