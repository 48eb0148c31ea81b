import type { ScenicListItem } from "@wenlv/contract/scenic";
import { scenicListItem } from "@wenlv/app-kit/testing";

/** A scenic list row as the API answers it (a 5A garden in 姑苏区), for the home tests; `extra` overrides fields. */
export function spot(id: number, name: string, extra: Partial<ScenicListItem> = {}): ScenicListItem {
  return scenicListItem(id, name, extra);
}
