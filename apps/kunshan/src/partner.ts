import { PARTNERS, type PartnerConfig } from "@wenlv/theme";

/** The 昆山文旅 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...PARTNERS.kunshan,
  titles: { "/": "昆山文旅首页", "/AttractionsTickets": "昆山景区门票", "/ScenicDetailKs": "昆山景区详情", "/TicketOrderKs": "昆山门票预订" },
};
