import { AREAS, type AreaCode, type ScenicListItem } from "@wenlv/contract/scenic";
import type { scenicSpots } from "../../db/schema/index";

type SpotRow = typeof scenicSpots.$inferSelect;

/** Absolute URL of a spot's generated cover on the image host: `${imageHost}/res/scenic/<slug>.svg`. */
export function coverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/scenic/${encodeURIComponent(slug)}.svg`;
}

/** The wire list item of a spot (ZScenicListItem); `distanceM` rounded to whole metres or null. */
export function toListItem(row: SpotRow, imageHost: string, minPriceFen: number | null, distanceM: number | null): ScenicListItem {
  const areaCode = row.areaCode as AreaCode;
  return {
    id: row.id,
    name: row.nameZh,
    name_en: row.nameEn,
    area_code: areaCode,
    area_name: AREAS[areaCode] ?? "",
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    a_level: row.aLevel,
    tags: row.tags,
    hot: row.hot,
    cover: coverUrl(imageHost, row.slug),
    min_price_fen: minPriceFen === null || minPriceFen === undefined ? null : Number(minPriceFen),
    distance_m: distanceM === null || distanceM === undefined ? null : Math.round(Number(distanceM)),
  };
}
