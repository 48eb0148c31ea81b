import { describe, expect, it } from "vitest";
import { KeyedGate } from "./keyed-gate";

/** A task that runs until `release()` is called, recording when it started. */
function held(log: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => (log.push(name), await done, name), release: () => release() };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("KeyedGate", () => {
  it("runs at most `limit` tasks of one key at once, the rest in arrival order; other keys are not held up", async () => {
    const gate = new KeyedGate(2);
    const log: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((n) => held(log, n));
    const other = held(log, "other");
    const results = [gate.run("slot", a!.task), gate.run("slot", b!.task), gate.run("slot", c!.task), gate.run("slot", d!.task), gate.run("x", other.task)];
    await tick();
    expect(log).toEqual(["a", "b", "other"]);
    expect(gate.waiting("slot")).toBe(2);
    b!.release();
    await tick();
    expect(log).toEqual(["a", "b", "other", "c"]);
    a!.release();
    c!.release();
    d!.release();
    other.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "other"]);
    expect(gate.waiting("slot")).toBe(0);
  });

  it("gives the place of a task that threw to the next one", async () => {
    const gate = new KeyedGate(1);
    const failing = gate.run("slot", async () => {
      throw new Error("boom");
    });
    const next = gate.run("slot", async () => "ran");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("ran");
  });
});
