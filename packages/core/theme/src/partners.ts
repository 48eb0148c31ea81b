import type { PartnerCode } from "@wenlv/contract/codes";
import { THEMES, type ThemeName, type ThemeTokens } from "./tokens";

/**
 * What a shell passes to createCityApp: the partner code sent as `partner_code` (spec section 6),
 * the host kind ("bank" for the bank-app webview), the site name shown in every title, the theme,
 * and per-path title overrides (spec section 1: the district variants change page titles).
 */
export type PartnerConfig = {
  code: PartnerCode;
  host: "web" | "bank";
  siteName: string;
  theme: ThemeTokens;
  /** Route path -> page title replacing the route's own title, e.g. { "/AttractionsTickets": "昆山景区门票" }. */
  titles?: Readonly<Record<string, string>>;
};

/** Base configuration of each shell; a shell spreads it and adds its titles. */
export const PARTNERS: Readonly<Record<ThemeName, PartnerConfig>> = {
  default: { code: "default", host: "web", siteName: "苏州文旅", theme: THEMES.default },
  kunshan: { code: "kunshan", host: "web", siteName: "昆山文旅", theme: THEMES.kunshan },
  changshu: { code: "changshu", host: "web", siteName: "常熟文旅", theme: THEMES.changshu },
  bank: { code: "default", host: "bank", siteName: "苏州文旅·银行专区", theme: THEMES.bank },
};

/** Title of `path` for a partner: its override when the partner has one, else `fallback`. */
export function partnerTitle(partner: PartnerConfig, path: string, fallback: string): string {
  return partner.titles?.[path] ?? fallback;
}
