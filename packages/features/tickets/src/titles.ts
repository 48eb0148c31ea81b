import { registerResources } from "@wenlv/i18n";

/** Namespace of the tickets feature (also used by ./i18n for the screens' strings). */
export const TICKETS_NS = "tickets";

/** Route titles of the ticket screens, zh-CN (spec section 2: titles are Chinese). */
export const ticketTitlesZhCN = { list: "景区门票", detail: "景区详情", more: "景区介绍", order: "门票预订" };

/** Route titles of the ticket screens in English. */
export const ticketTitlesEn: typeof ticketTitlesZhCN = {
  list: "Scenic tickets",
  detail: "Scenic spot",
  more: "About the scenic spot",
  order: "Book tickets",
};

// Registered with the routes (loaded at start) so titles translate before a page chunk loads.
registerResources(TICKETS_NS, { "zh-CN": { titles: ticketTitlesZhCN }, en: { titles: ticketTitlesEn } });
