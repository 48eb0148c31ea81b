import { describe, expect, it } from "vitest";
import { PARTNERS, partnerSiteName, partnerTitle } from "./partners";
import { contrastRatio, tint } from "./color";
import { CARE_FONT_SCALE, TAG_TINT_RATIO, THEMES, careTokens } from "./tokens";

describe("partner themes (spec section 1)", () => {
  it("uses the spec's colours", () => {
    expect(THEMES.default.primary).toBe("#0E8790");
    expect(THEMES.default.tagBackground).toBe("#E6F3F3");
    expect(THEMES.kunshan.primary).toBe("#009C67");
    expect(THEMES.kunshan.tagBackground).toBe("#E5F5EF");
    expect(THEMES.changshu.primary).toBe("#00AEA0");
    expect(THEMES.changshu.tagBackground).toBe("#E5F7F5");
  });

  it("gives the bank zone a palette of its own whose text reaches 4.5:1 (decisions 003, 026)", () => {
    const bank = THEMES.bank;
    expect(bank.primary).toBe("#1F5FA6");
    expect(bank.primary).not.toBe(THEMES.default.primary);
    expect(bank.tagBackground).toBe(tint(bank.primary, TAG_TINT_RATIO));
    // The brand colour itself is used for text (tags, links) on white, on the tag and page backgrounds.
    for (const background of ["#FFFFFF", bank.tagBackground, bank.pageBackground]) {
      expect(contrastRatio(bank.tagText, background), background).toBeGreaterThanOrEqual(4.5);
    }
    // White labels on filled primary buttons.
    expect(contrastRatio("#FFFFFF", bank.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives each shell its partner code, host and site name", () => {
    expect(PARTNERS.default).toMatchObject({ code: "default", host: "web", siteName: { "zh-CN": "苏州文旅", en: "Suzhou Culture & Tourism" } });
    expect(PARTNERS.kunshan).toMatchObject({ code: "kunshan", host: "web", siteName: { "zh-CN": "昆山文旅", en: "Kunshan Culture & Tourism" } });
    expect(PARTNERS.changshu).toMatchObject({ code: "changshu", host: "web", siteName: { "zh-CN": "常熟文旅", en: "Changshu Culture & Tourism" } });
    expect(PARTNERS.bank).toMatchObject({ code: "default", host: "bank" });
  });

  it("answers a partner's title override or the fallback", () => {
    const ks = { ...PARTNERS.kunshan, titles: { "/AttractionsTickets": { "zh-CN": "昆山景区门票", en: "Kunshan tickets" } } };
    expect(partnerTitle(ks, "/AttractionsTickets", "zh-CN", "景区门票")).toBe("昆山景区门票");
    expect(partnerTitle(ks, "/AttractionsTickets", "en", "Scenic tickets")).toBe("Kunshan tickets");
    expect(partnerTitle(ks, "/ScenicDetail", "zh-CN", "景区详情")).toBe("景区详情");
    expect(partnerTitle(PARTNERS.default, "/AttractionsTickets", "zh-CN", "景区门票")).toBe("景区门票");
  });

  it("answers the site name in the visitor's language", () => {
    expect(partnerSiteName(PARTNERS.kunshan, "zh-CN")).toBe("昆山文旅");
    expect(partnerSiteName(PARTNERS.kunshan, "en")).toBe("Kunshan Culture & Tourism");
    expect(partnerSiteName(PARTNERS.kunshan, "en-GB")).toBe("Kunshan Culture & Tourism");
  });

  it("care mode enlarges fonts and keeps the brand colour", () => {
    const care = careTokens(THEMES.changshu);
    expect(care.fontScale).toBe(CARE_FONT_SCALE);
    expect(care.fontScale).toBeGreaterThan(1);
    expect(care.primary).toBe("#00AEA0");
  });
});
