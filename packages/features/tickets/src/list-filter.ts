import type { AreaCode } from "@wenlv/contract/areas";
import type { ScenicSort } from "@wenlv/contract/scenic";
import type { ScenicListFilter } from "./api";

/** The choices of /AttractionsTickets (null / "" for none). `point` is GCJ-02, needed by the distance order. */
export type ScenicListChoices = {
  area: AreaCode | null;
  keyword: string;
  tag: string;
  sort: ScenicSort;
  aLevel: number | null;
  point: { lng: number; lat: number } | null;
};

/** The choices before the visitor has made any: every district, recommended order. */
export const NO_CHOICES: ScenicListChoices = { area: null, keyword: "", tag: "", sort: "recommended", aLevel: null, point: null };

/**
 * The scenic list request of `choices` in a shell whose partner lists `homeArea` first (issue 9:
 * Kunshan shows Kunshan first): only the fields that are set, so the route's prefetch and the page
 * build the same request and the page finds it in flight. The recommended order is the API's
 * default and is not sent; the partner's district is sent only when no district is chosen.
 */
export function scenicListFilter(choices: Partial<ScenicListChoices>, homeArea?: AreaCode): ScenicListFilter {
  const { area, keyword, tag, sort, aLevel, point } = { ...NO_CHOICES, ...choices };
  return {
    ...(area ? { area_code: area } : {}),
    ...(keyword ? { keyword } : {}),
    ...(tag ? { tag } : {}),
    ...(sort !== "recommended" ? { sort } : {}),
    ...(aLevel ? { a_level: aLevel } : {}),
    ...(!area && homeArea && sort !== "distance" ? { prefer_area: homeArea } : {}),
    ...(sort === "distance" && point ? { lng: point.lng, lat: point.lat } : {}),
  };
}
