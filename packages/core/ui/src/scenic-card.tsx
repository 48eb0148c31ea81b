import { AREA_NAMES_EN } from "@wenlv/contract/areas";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { useT } from "@wenlv/i18n";
import { ProductCard } from "./product-card";
import { UI_NS } from "./i18n";

/**
 * How many cards of a list a phone shows on its first screen (a 390x844 or 412x823 screen shows
 * three or four under the page's head): their covers are loaded at once with high priority, the
 * rest lazily. The tallest of them is often the largest paint; loaded lazily it waited for the
 * app's first render in some runs (LCP 2.6 s against 1.0 s; issue 8).
 */
export const FIRST_SCREEN_CARDS = 4;

export type ScenicCardProps = {
  /** A spot as the scenic list answers it (contract ScenicListItem: fen, GCJ-02 metres). */
  item: ScenicListItem;
  /** The first cards of a page: their covers load eagerly with high priority (LCP, issue 8). */
  priority?: boolean;
  /** Show "district · address" under the name (lists), else the district alone (home sections). */
  withAddress?: boolean;
  /** Follows the card's link inside the app (`/ScenicDetail?id=`); the href stays for new tabs. */
  onOpen: (href: string) => void;
};

/**
 * The label of tag `key` ("garden") in the page language, as the listed spots carry it ("园林" /
 * "Classical garden"); null when no listed spot has it (tags are data: their labels come with the
 * spots, issue 9).
 */
export function scenicTagLabel(items: readonly ScenicListItem[], key: string, english: boolean): string | null {
  for (const item of items) {
    const i = item.tag_keys.indexOf(key);
    if (i >= 0) return (english ? item.tags_en[i] : item.tags[i]) ?? null;
  }
  return null;
}

/**
 * The part of a stored address a list row needs beside its district (issue 9: rows repeated
 * 江苏省苏州市): the province, the city and the district itself are left out, in either language.
 * "江苏省苏州市姑苏区东北街178号" with 姑苏区 -> "东北街178号"; "178 Dongbei Street, Gusu District,
 * Suzhou, Jiangsu" with Gusu -> "178 Dongbei Street". An address in another form is kept whole.
 */
export function streetAddress(address: string, area: string): string {
  const zh = address.replace(/^江苏省/, "").replace(/^苏州市/, "");
  // The park's addresses say 苏州工业园区 where its district is named 工业园区.
  const district = [area, `苏州${area}`].find((name) => area && zh.startsWith(name));
  if (zh !== address) return (district ? zh.slice(district.length) : zh) || address;
  const parts = address.replace(/, Suzhou, Jiangsu$/, "").split(", ");
  if (parts.length > 1 && area && parts.at(-1)!.startsWith(area)) parts.pop();
  return parts.join(", ");
}

/**
 * A scenic spot of a list as a ProductCard: its name in the page language (English when the API
 * sent one), district (and the street address, {@link streetAddress}), tags, the host's offers (the bank shell's, in the page
 * language; decision 026), A-level, distance and cheapest price ("免费" at 0 fen),
 * linking to /ScenicDetail?id= (issue 2 list, home sections, issue 9 search results).
 */
export function ScenicCard({ item, priority = false, withAddress = true, onOpen }: ScenicCardProps) {
  const { i18n } = useT(UI_NS);
  const english = i18n.language.startsWith("en");
  const area = english ? item.area_name_en || AREA_NAMES_EN[item.area_code] : item.area_name;
  const address = english && item.address_en ? item.address_en : item.address;
  const tags = english && item.tags_en.length === item.tags.length ? item.tags_en : item.tags;
  const href = `/ScenicDetail?id=${item.id}`;
  return (
    <ProductCard
      priority={priority}
      title={english && item.name_en ? item.name_en : item.name}
      cover={item.cover}
      subtitle={withAddress ? `${area} · ${streetAddress(address, area)}` : area}
      tags={tags}
      offers={item.offers?.map((offer) => (english && offer.text_en ? offer.text_en : offer.text))}
      aLevel={item.a_level}
      distanceM={item.distance_m}
      minPriceFen={item.min_price_fen}
      href={href}
      onClick={() => onOpen(href)}
    />
  );
}
