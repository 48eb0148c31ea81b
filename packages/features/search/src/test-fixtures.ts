import type { ScenicListItem } from "@wenlv/contract/scenic";
import { scenicListItem } from "@wenlv/app-kit/testing";

/** A list item as /api/scenic/list answers it (test data), with its tags. */
export function scenicItem(id: number, name: string, tags: string[] = ["园林"]): ScenicListItem {
  return scenicListItem(id, name, { tags, address: `地址${id}`, lng: 120.62, lat: 31.32, min_price_fen: 4000 });
}
