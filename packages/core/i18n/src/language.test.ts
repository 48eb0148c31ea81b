import { describe, expect, it } from "vitest";
import { acceptLanguageTags, detectLanguage, normaliseLanguage } from "./language";

const storageWith = (value: string | null) => ({ getItem: () => value });

describe("normaliseLanguage", () => {
  it("maps Chinese and English tags and rejects others", () => {
    for (const tag of ["zh", "zh-CN", "zh-Hans-CN", "zh-TW", "ZH_hk"]) expect(normaliseLanguage(tag)).toBe("zh-CN");
    for (const tag of ["en", "en-US", "EN-gb"]) expect(normaliseLanguage(tag)).toBe("en");
    for (const tag of ["fr", "ja-JP", "", null, undefined, "english"]) expect(normaliseLanguage(tag)).toBeNull();
  });
});

describe("detectLanguage", () => {
  it("takes ?lang= first, so a shared English link opens in English (issue 9)", () => {
    expect(detectLanguage({ query: "en", storage: storageWith("zh-CN"), languages: ["zh-CN"] })).toBe("en");
    expect(detectLanguage({ query: "fr", storage: storageWith("en"), languages: ["zh-CN"] })).toBe("en");
    expect(detectLanguage({ query: null, languages: ["en-US"] })).toBe("en");
  });

  it("prefers the stored choice", () => {
    expect(detectLanguage({ storage: storageWith("en"), languages: ["zh-CN"] })).toBe("en");
    expect(detectLanguage({ storage: storageWith("zh-CN"), languages: ["en-US"] })).toBe("zh-CN");
  });

  it("ignores an unsupported stored value and uses the first supported browser language", () => {
    expect(detectLanguage({ storage: storageWith("fr"), languages: ["ja", "en-GB", "zh-CN"] })).toBe("en");
    expect(detectLanguage({ languages: ["ko", "zh-TW"] })).toBe("zh-CN");
  });

  it("defaults to zh-CN", () => {
    expect(detectLanguage({})).toBe("zh-CN");
    expect(detectLanguage({ languages: ["de-DE"] })).toBe("zh-CN");
  });

  it("survives storage that throws", () => {
    const storage = { getItem: () => { throw new Error("SecurityError"); } };
    expect(detectLanguage({ storage, languages: ["en"] })).toBe("en");
  });
});

describe("acceptLanguageTags", () => {
  it("orders tags by q and leaves out q=0", () => {
    expect(acceptLanguageTags("fr-FR,en;q=0.8, zh-CN;q=0.9,de;q=0")).toEqual(["fr-FR", "zh-CN", "en"]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(detectLanguage({ languages: acceptLanguageTags("en;q=0, zh") })).toBe("zh-CN");
  });
});
