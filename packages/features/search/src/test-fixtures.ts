import type { ScenicListItem } from "@wenlv/contract/scenic";

/** A list item as /api/scenic/list answers it (test data). */
export function scenicItem(id: number, name: string, tags: string[] = ["园林"]): ScenicListItem {
  return {
    id,
    name,
    name_en: `Spot ${id}`,
    area_code: "320508",
    area_name: "姑苏区",
    address: `地址${id}`,
    lng: 120.62,
    lat: 31.32,
    a_level: 5,
    tags,
    hot: true,
    cover: `http://res.test/res/scenic/${id}.svg`,
    min_price_fen: 4000,
    distance_m: null,
  };
}
