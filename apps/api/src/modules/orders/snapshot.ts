import { ZSkuRules, type SkuRules } from "@wenlv/contract/sku-rules";

/**
 * What an order item remembers from the moment it was created (`order_items.snapshot`), so later
 * edits to travellers or the catalogue do not change a bought ticket.
 */
export type ItemSnapshot = {
  /** Canonical form of the request's product fields, to tell a retry from a different order. */
  fingerprint: string;
  /** Real-name travellers, one voucher each; empty for products without real names. */
  travellers: { id: number; name: string; id_masked: string }[];
  /** The catalogue entity (a scenic spot for tickets). */
  owner: { type: string; id: number; name: string };
  /** English title and SKU name for English screens ("" when the catalogue has none). */
  en: { title: string; sku_name: string };
  /** The SKU's rules when sold (issue 9, decision 022); absent in orders made before. */
  rules?: SkuRules;
};

/**
 * The SKU rules an order item was sold under, or null for an item sold before issue 9 (whose
 * refunds then follow DEFAULT_SKU_RULES: 随时退).
 */
export function snapshotRules(value: unknown): SkuRules | null {
  const parsed = ZSkuRules.safeParse((value as Partial<ItemSnapshot> | null)?.rules);
  return parsed.success ? parsed.data : null;
}

/** Reads a stored snapshot defensively (jsonb may hold an older shape). */
export function readSnapshot(value: unknown): ItemSnapshot {
  const v = (value ?? {}) as Partial<ItemSnapshot>;
  return {
    rules: snapshotRules(value) ?? undefined,
    fingerprint: typeof v.fingerprint === "string" ? v.fingerprint : "",
    travellers: Array.isArray(v.travellers) ? v.travellers : [],
    owner: v.owner && typeof v.owner === "object" ? v.owner : { type: "", id: 0, name: "" },
    en: { title: typeof v.en?.title === "string" ? v.en.title : "", sku_name: typeof v.en?.sku_name === "string" ? v.en.sku_name : "" },
  };
}
