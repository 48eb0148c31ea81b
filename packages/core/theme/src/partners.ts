import type { AreaCode } from "@wenlv/contract/areas";
import type { PartnerCode } from "@wenlv/contract/codes";
import { BANK_THEME, CHANGSHU_THEME, DEFAULT_THEME, KUNSHAN_THEME, type ThemeName, type ThemeTokens } from "./tokens";

/**
 * What a shell passes to createCityApp: the partner code sent as `partner_code` (spec section 6),
 * the host kind ("bank" for the bank-app webview; a shell whose host is not "web" sends it as the
 * `host` field of every call, so the API answers the host's offers and featured spots, decision
 * 026), the site name shown in every title, the theme, its logo, and per-path title overrides
 * (spec section 1: the district variants change page titles).
 */
export type PartnerConfig = {
  code: PartnerCode;
  host: "web" | "bank";
  /** The site name in each shipped language, e.g. { "zh-CN": "昆山文旅", en: "Kunshan Culture & Tourism" }. */
  siteName: PartnerText;
  theme: ThemeTokens;
  /** Route path -> page title replacing the route's own title, e.g. { "/AttractionsTickets": { "zh-CN": "昆山景区门票", en: ... } }. */
  titles?: Readonly<Record<string, PartnerText>>;
  /** The district platform's own district, listed first in the scenic list (issue 9: Kunshan shows Kunshan first). */
  homeArea?: AreaCode;
  /**
   * URL of the shell's logo, a square SVG the shell serves (e.g. "/bank-logo.svg" from
   * apps/bank/public), shown beside the site name in the home header and on the login page
   * (issue 9, decision 026). Decorative: the site name next to it is the text. Absent: no logo.
   */
  logo?: string;
};

/** A text of a partner's configuration in each shipped language (zh-CN is the product language). */
export type PartnerText = Readonly<{ "zh-CN": string; en: string }>;

/** `text` in `language` (an i18next language code): English for "en*", else Chinese. */
export function partnerText(text: PartnerText, language: string): string {
  return language.startsWith("en") ? text.en : text["zh-CN"];
}

/** Base configuration of each shell; a shell spreads it and adds its titles. */
export const DEFAULT_PARTNER: PartnerConfig = { code: "default", host: "web", siteName: { "zh-CN": "苏州文旅", en: "Suzhou Culture & Tourism" }, theme: DEFAULT_THEME };
export const KUNSHAN_PARTNER: PartnerConfig = { code: "kunshan", host: "web", siteName: { "zh-CN": "昆山文旅", en: "Kunshan Culture & Tourism" }, theme: KUNSHAN_THEME, homeArea: "320583" };
export const CHANGSHU_PARTNER: PartnerConfig = { code: "changshu", host: "web", siteName: { "zh-CN": "常熟文旅", en: "Changshu Culture & Tourism" }, theme: CHANGSHU_THEME, homeArea: "320581" };
export const BANK_PARTNER: PartnerConfig = { code: "default", host: "bank", siteName: { "zh-CN": "苏州文旅·银行专区", en: "Suzhou Culture & Tourism · Bank" }, theme: BANK_THEME };

/** Every shell's base configuration by name (tests, Storybook); a shell imports its own constant above, so its build carries no other. */
export const PARTNERS: Readonly<Record<ThemeName, PartnerConfig>> = { default: DEFAULT_PARTNER, kunshan: KUNSHAN_PARTNER, changshu: CHANGSHU_PARTNER, bank: BANK_PARTNER };

/** Title of `path` for a partner in `language`: its override when the partner has one, else `fallback`. */
export function partnerTitle(partner: PartnerConfig, path: string, language: string, fallback: string): string {
  const own = partner.titles?.[path];
  return own ? partnerText(own, language) : fallback;
}

/** The partner's site name in `language` (spec section 1: the site name shows in every title). */
export function partnerSiteName(partner: PartnerConfig, language: string): string {
  return partnerText(partner.siteName, language);
}
