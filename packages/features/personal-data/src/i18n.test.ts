import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, expect, it } from "vitest";
import { formatShanghaiDate, PERSONAL_DATA_NS } from "./i18n";
import { personalDataEn } from "./strings/en";
import { personalDataZhCN } from "./strings/zh";

describe("personal-data strings", () => {
  it("are registered in both languages with the same keys, list lengths and placeholders", () => {
    expectStringsMatch(PERSONAL_DATA_NS, personalDataZhCN, personalDataEn);
  });
});

describe("formatShanghaiDate", () => {
  it("shows the Shanghai calendar day of a UTC time", () => {
    // 16:30 UTC on 5 December is 00:30 on 6 December in Shanghai.
    expect(formatShanghaiDate("2026-12-05T16:30:00.000Z", "zh-CN")).toBe("2026年12月6日");
    expect(formatShanghaiDate("2026-12-05T16:30:00.000Z", "en")).toBe("6 December 2026");
  });

  it("answers empty text for something that is not a time", () => {
    expect(formatShanghaiDate("soon", "zh-CN")).toBe("");
  });
});
