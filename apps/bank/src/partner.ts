import { PARTNERS, type PartnerConfig } from "@wenlv/theme";

/** The 苏州文旅·银行专区 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...PARTNERS.bank,
  titles: { "/": { "zh-CN": "银行专区 · 苏州文旅", en: "Bank zone · Suzhou Culture & Tourism" } },
};
