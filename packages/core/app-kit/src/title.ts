import { i18n } from "@wenlv/i18n";
import { partnerTitle, type PartnerConfig } from "@wenlv/theme";
import type { RouteEntry } from "./route-table";

/**
 * The page title of a route entry: the partner's override for the matched path (or the route's
 * main path), else the route title translated when it is an i18n key, else the title as written
 * (Chinese). Spec section 1: district variants change page titles.
 */
export function routeTitle(entry: RouteEntry, partner: PartnerConfig): string {
  const own = i18n.exists(entry.def.title) ? i18n.t(entry.def.title) : entry.def.title;
  return partnerTitle(partner, entry.path, partnerTitle(partner, entry.def.path, own));
}
