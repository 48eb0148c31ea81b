import type { InvalidationBus } from "./bus";
import { productOfSlotKey } from "./slot-key";
import { TaggedCache } from "./tagged-cache";

/**
 * How long a cached catalogue answer is served without asking the database (ms). Writes that
 * change an answer drop it at once through the bus; the TTL only bounds what a lost message (a
 * node whose listening connection is down) or a write outside the API leaves stale. Short,
 * because stock answers are live (`Cache-Control: no-cache` for browsers).
 */
export const CATALOGUE_CACHE_TTL_MS = 3_000;

/** At most this many answers are kept per node (oldest out first): about 10-50 MB of JSON at most. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 5_000;

/**
 * One cached answer: the serialised envelope exactly as sent, as UTF-8 bytes (a hit is written to
 * the socket without encoding 5 kB of mostly Chinese text again), and its strong ETag.
 */
export type CachedAnswer = { body: Buffer; etag: string };

/** Tag of every catalogue answer (dropped by a "catalogue" message: a product, spot or SKU changed). */
export const CATALOGUE_TAG = "catalogue";
/** Tag of every stock answer; `stockTag(productId)` of the stock answers of one product. */
export const STOCK_TAG = "stock";

/** Tag of the stock answers of one product (dropped when places of any of its slots are taken or returned). */
export function stockTag(productId: number | string): string {
  return `stock:${productId}`;
}

/**
 * The cache of anonymous catalogue answers (plugins/endpoints.ts serves hits before validation;
 * docs/decisions/014): keyed by path and request fields, tagged by what the answer depends on,
 * subscribed to the bus: "catalogue" drops every answer, "stock-taken"/"stock-returned" drop the
 * stock answers of the slot's product ("*": of every product).
 */
export function createCatalogueCache(bus: InvalidationBus): TaggedCache<CachedAnswer> {
  const cache = new TaggedCache<CachedAnswer>({ ttlMs: CATALOGUE_CACHE_TTL_MS, maxEntries: CATALOGUE_CACHE_MAX_ENTRIES });
  bus.subscribe("catalogue", (key) => cache.invalidate(key === "*" ? "*" : CATALOGUE_TAG));
  const onStock = (key: string) => cache.invalidate(key === "*" ? STOCK_TAG : stockTag(productOfSlotKey(key)));
  bus.subscribe("stock-taken", onStock);
  bus.subscribe("stock-returned", onStock);
  return cache;
}
