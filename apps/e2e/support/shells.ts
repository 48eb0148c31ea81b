import type { TestInfo } from "@playwright/test";

/**
 * What the visitor's journey (tests/journey.spec.ts) expects of each built shell, by Playwright
 * project name (playwright.config.ts: one project per shell). Written from the shells' own
 * configuration (packages/core/theme/src/partners.ts, apps/<shell>/src/partner.ts and app.tsx,
 * packages/features/tickets/src/links.ts), not imported from it, so the suite checks it.
 */
export type JourneyShell = {
  /** The site name ending every page title ("页面 - 站点"). */
  site: string;
  /** The title of `/` (the partner's own, or "首页 - 站点"). */
  homeTitle: string;
  /** The ticket order page: the kunshan shell keeps its legacy /TicketOrderKs. */
  orderPath: "/TicketOrder" | "/TicketOrderKs";
  /** How a login-required page logs the visitor in: SMS code on /PhoneLogin, or the bank's authorisation on /bankJsLogin. */
  login: "sms" | "bank";
  /** The district a district platform lists first on /AttractionsTickets (issue 9), as its cards name it. */
  homeArea: string | null;
  /** The user agent the shell runs under when it is not a plain phone browser (the bank app's webview). */
  userAgentToken: string | null;
};

export const JOURNEY_SHELLS: Readonly<Record<string, JourneyShell>> = {
  default: { site: "苏州文旅", homeTitle: "首页 - 苏州文旅", orderPath: "/TicketOrder", login: "sms", homeArea: null, userAgentToken: null },
  kunshan: { site: "昆山文旅", homeTitle: "昆山文旅首页", orderPath: "/TicketOrderKs", login: "sms", homeArea: "昆山市", userAgentToken: null },
  changshu: { site: "常熟文旅", homeTitle: "常熟文旅首页", orderPath: "/TicketOrder", login: "sms", homeArea: "常熟市", userAgentToken: null },
  // The bank shell runs in the bank app's webview (its UA token, packages/core/host BANK_UA_TOKEN).
  bank: { site: "苏州文旅·银行专区", homeTitle: "银行专区 · 苏州文旅", orderPath: "/TicketOrder", login: "bank", homeArea: null, userAgentToken: "SZBankApp/6.2.0" },
};

/** A shell's journey expectations with its project name. */
export type ProjectShell = JourneyShell & { name: string };

/** The journey expectations of the running project's shell; an unknown project fails loudly. */
export function journeyShell(info: Pick<TestInfo, "project">): ProjectShell {
  const shell = JOURNEY_SHELLS[info.project.name];
  if (!shell) throw new Error(`no journey expectations for project ${info.project.name} (support/shells.ts)`);
  return { ...shell, name: info.project.name };
}

/** `text` as a literal inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
