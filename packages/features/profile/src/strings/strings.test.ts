import { describe, expect, it } from "vitest";
import { profileEn } from "./en";
import { profileZhCN } from "./zh";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("profile strings", () => {
  it("English has exactly the keys of Chinese", () => {
    expect(keysOf(profileEn).sort()).toEqual(keysOf(profileZhCN).sort());
  });

  it("keeps the interpolations of each Chinese string", () => {
    const zh = new Map(keysOf(profileZhCN).map((key) => [key, key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], profileZhCN)]));
    for (const key of keysOf(profileEn)) {
      const en = String(key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], profileEn));
      const vars = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      expect(vars(en), key).toEqual(vars(String(zh.get(key))));
    }
  });
});
