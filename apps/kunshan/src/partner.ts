import { KUNSHAN_PARTNER, type PartnerConfig } from "@wenlv/theme";

/** The 昆山文旅 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...KUNSHAN_PARTNER,
  titles: {
    "/": { "zh-CN": "昆山文旅首页", en: "Kunshan Culture & Tourism" },
    "/AttractionsTickets": { "zh-CN": "昆山景区门票", en: "Kunshan scenic tickets" },
    "/ScenicDetailKs": { "zh-CN": "昆山景区详情", en: "Kunshan scenic spot" },
    "/TicketOrderKs": { "zh-CN": "昆山门票预订", en: "Book Kunshan tickets" },
  },
};
