import { CHANGSHU_PARTNER, type PartnerConfig } from "@wenlv/theme";

/** The 常熟文旅 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...CHANGSHU_PARTNER,
  titles: {
    "/": { "zh-CN": "常熟文旅首页", en: "Changshu Culture & Tourism" },
    "/AttractionsTickets": { "zh-CN": "常熟景区门票", en: "Changshu scenic tickets" },
  },
};
