import { BANK_PARTNER, type PartnerConfig } from "@wenlv/theme";

/**
 * The 苏州文旅·银行专区 shell: partner code, host, site name, theme (the bank zone's blue), its logo
 * (public/bank-logo.svg: a neutral card-and-moon-gate mark drawn for this product, not any real
 * bank's trademark; decision 026) and its own page titles (spec section 1).
 */
export const partner: PartnerConfig = {
  ...BANK_PARTNER,
  logo: "/bank-logo.svg",
  titles: { "/": { "zh-CN": "银行专区 · 苏州文旅", en: "Bank zone · Suzhou Culture & Tourism" } },
};
