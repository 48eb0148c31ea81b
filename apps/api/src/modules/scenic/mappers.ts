import { AREA_NAMES_EN, AREAS, type AreaCode, type GalleryImage, type ScenicListItem } from "@wenlv/contract/scenic";
import type { scenicSpots } from "../../db/schema/index";

type SpotRow = typeof scenicSpots.$inferSelect;

/** How many generated illustrations a spot without photos shows (the first is its cover). */
export const ILLUSTRATIONS = 3;

/**
 * The gallery of a spot without photos: its {@link ILLUSTRATIONS} generated illustrations
 * (`/res/scenic/<slug>.svg`, then `<slug>.v2.svg` ...), each labelled as an illustration so nobody
 * takes it for a photo of the place (issue 9).
 */
export function galleryIllustrations(imageHost: string, slug: string): GalleryImage[] {
  return Array.from({ length: ILLUSTRATIONS }, (_, i) => ({
    url: i === 0 ? coverUrl(imageHost, slug) : `${imageHost}/res/scenic/${encodeURIComponent(slug)}.v${i + 1}.svg`,
    kind: "illustration" as const,
    caption: "示意插画，非实景照片",
    caption_en: "Illustration, not a photograph",
    credit: "苏州文旅平台生成",
  }));
}

/** Absolute URL of a spot's generated cover on the image host: `${imageHost}/res/scenic/<slug>.svg`. */
export function coverUrl(imageHost: string, slug: string): string {
  return `${imageHost}/res/scenic/${encodeURIComponent(slug)}.svg`;
}

/** A spot's tags as [key, Chinese label, English label] (search/match.ts spotTagLabels). */
export type TagLabels = readonly (readonly [string, string, string])[];

/**
 * The wire list item of a spot (ZScenicListItem); `distanceM` rounded to whole metres or null;
 * `tags` the labels of its tag keys (Chinese in `tags`, English in `tags_en`, keys in `tag_keys`).
 */
export function toListItem(row: SpotRow, imageHost: string, minPriceFen: number | null, distanceM: number | null, tags: TagLabels | string | null): ScenicListItem {
  const areaCode = row.areaCode as AreaCode;
  // PGlite and node-postgres both parse json, but a driver may hand it over as text.
  const labels: TagLabels = typeof tags === "string" ? (JSON.parse(tags) as TagLabels) : (tags ?? []);
  return {
    id: row.id,
    name: row.nameZh,
    name_en: row.nameEn,
    area_code: areaCode,
    area_name: AREAS[areaCode] ?? "",
    area_name_en: AREA_NAMES_EN[areaCode] ?? "",
    address: row.address,
    address_en: row.addressEn,
    lng: row.lng,
    lat: row.lat,
    a_level: row.aLevel,
    tags: labels.map((l) => l[1]),
    tags_en: labels.map((l) => l[2]),
    tag_keys: labels.map((l) => l[0]),
    hot: row.hot,
    cover: coverUrl(imageHost, row.slug),
    min_price_fen: minPriceFen === null || minPriceFen === undefined ? null : Number(minPriceFen),
    distance_m: distanceM === null || distanceM === undefined ? null : Math.round(Number(distanceM)),
  };
}
