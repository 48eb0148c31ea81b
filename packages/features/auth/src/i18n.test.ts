import { describe, expect, it } from "vitest";
import { authEn, authZhCN } from "./i18n";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("auth strings", () => {
  it("English has every key of Chinese, none left empty", () => {
    const en = new Map(keysOf(authEn).map((k) => [k, k]));
    for (const key of keysOf(authZhCN)) expect(en.has(key), key).toBe(true);
    const values = JSON.stringify(authEn);
    expect(values).not.toMatch(/:""/);
  });
});
