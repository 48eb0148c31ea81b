import { i18n } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { ACCOUNT_NS } from "../i18n";
import { accountEn } from "./en";
import { accountZhCN } from "./zh";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("account strings", () => {
  it("are registered in both languages with the same keys", () => {
    expect(keysOf(accountEn).sort()).toEqual(keysOf(accountZhCN).sort());
    expect(i18n.hasResourceBundle("zh-CN", ACCOUNT_NS)).toBe(true);
    expect(i18n.hasResourceBundle("en", ACCOUNT_NS)).toBe(true);
  });
});
