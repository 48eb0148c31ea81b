import { i18n } from "@wenlv/i18n";
import { partnerSiteName, partnerTitle, type PartnerConfig } from "@wenlv/theme";
import type { RouteEntry } from "./route-table";

/**
 * The page title of a route entry in the current language: the partner's override for the matched
 * path (or the route's main path), else the route's title key translated (spec section 1: district
 * variants change page titles; issue 7: an English visitor sees English titles on every screen).
 */
export function routeTitle(entry: RouteEntry, partner: PartnerConfig): string {
  const language = i18n.language;
  const own = i18n.t(entry.def.title);
  return partnerTitle(partner, entry.path, language, partnerTitle(partner, entry.def.path, language, own));
}

/** The partner's site name in the current language. */
export function siteName(partner: PartnerConfig): string {
  return partnerSiteName(partner, i18n.language);
}
