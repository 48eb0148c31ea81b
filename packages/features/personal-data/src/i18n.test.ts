import { i18n } from "@wenlv/i18n";
import { describe, expect, it } from "vitest";
import { formatShanghaiDate, PERSONAL_DATA_NS } from "./i18n";
import { personalDataEn } from "./strings/en";
import { personalDataZhCN } from "./strings/zh";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("personal-data strings", () => {
  it("are registered in both languages with the same keys", () => {
    expect(keys(personalDataEn).sort()).toEqual(keys(personalDataZhCN).sort());
    expect(i18n.hasResourceBundle("zh-CN", PERSONAL_DATA_NS)).toBe(true);
    expect(i18n.hasResourceBundle("en", PERSONAL_DATA_NS)).toBe(true);
  });

  it("lists as many notice items in English as in Chinese", () => {
    expect(personalDataEn.notice.items).toHaveLength(personalDataZhCN.notice.items.length);
    expect(personalDataEn.logout.deleted).toHaveLength(personalDataZhCN.logout.deleted.length);
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
