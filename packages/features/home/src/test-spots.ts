import type { ScenicListItem } from "@wenlv/contract/scenic";

/** A scenic list row as the API answers it (a 5A garden in 姑苏区), for the home tests; `extra` overrides fields. */
export function spot(id: number, name: string, extra: Partial<ScenicListItem> = {}): ScenicListItem {
  return {
    id,
    name,
    name_en: `Spot ${id}`,
    area_code: "320508",
    area_name: "姑苏区",
    address: "东北街178号",
    lng: 120.629,
    lat: 31.326,
    a_level: 5,
    tags: ["园林"],
    hot: true,
    cover: `http://res.test/res/scenic/${id}.svg`,
    min_price_fen: 8000,
    distance_m: null,
    ...extra,
  };
}
