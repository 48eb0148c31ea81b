import { eq, inArray, sql } from "drizzle-orm";
import { AREAS, type AreaCode } from "@wenlv/contract/scenic";
import type { CollectionItem, CollectionTargetType } from "@wenlv/contract/collection";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { products, scenicSpots, type collections } from "../../db/schema/index";
import { coverUrl } from "../scenic/mappers";

type CollectionRow = typeof collections.$inferSelect;

/** What a collected item shows, apart from the collection row's own fields. */
type TargetView = Pick<CollectionItem, "title" | "title_en" | "cover" | "subtitle" | "link">;

/** Shown for a collected target that no longer exists, so the user can still remove it. */
const GONE: TargetView = { title: "该内容已下架", title_en: "No longer available", cover: "", subtitle: "", link: "" };

/** In-app detail page of a catalogue entity: scenic spots open /ScenicDetail?id=; other owners have none yet. */
function detailLink(ownerType: string, ownerId: number): string {
  return ownerType === "scenic" ? `/ScenicDetail?id=${ownerId}` : "";
}

/** "¥58起" / "¥58.5起" from integer fen (integer arithmetic only). */
export function fromPrice(fen: number): string {
  const cents = fen % 100;
  const fraction = cents === 0 ? "" : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, "0")}`;
  return `¥${(fen - cents) / 100}${fraction}起`;
}

/** Whether a target of `type` with `id` exists in the catalogue (scenic_spots or products). */
export async function targetExists(db: Db, type: CollectionTargetType, id: number): Promise<boolean> {
  const rows =
    type === "scenic"
      ? await db.select({ id: scenicSpots.id }).from(scenicSpots).where(eq(scenicSpots.id, id)).limit(1)
      : await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * The wire items of collection rows, in the rows' order: a scenic spot shows its names, its cover
 * (as the scenic module builds it), its district as subtitle and links to /ScenicDetail?id=; a
 * product shows its names, the cover of the spot that sells it, "¥<cheapest on-sale SKU>起" (or the
 * spot's district) and links to that spot's detail page. Targets that are gone show "该内容已下架".
 */
export async function toCollectionItems(ctx: AppContext, rows: readonly CollectionRow[]): Promise<CollectionItem[]> {
  const idsOf = (type: CollectionTargetType) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const productIds = idsOf("product");
  const productRows =
    productIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: products.id,
            name: products.name,
            nameEn: products.nameEn,
            ownerType: products.ownerType,
            ownerId: products.ownerId,
            // Qualified on purpose: drizzle renders ${products.id} bare ("id"), which the sub-select would read as skus.id.
            minPrice: sql<number | null>`(SELECT min(s.price_fen) FROM skus s WHERE s.product_id = "products"."id" AND s.on_sale)`,
          })
          .from(products)
          .where(inArray(products.id, productIds));
  const spotIds = [...new Set([...idsOf("scenic"), ...productRows.filter((p) => p.ownerType === "scenic").map((p) => p.ownerId)])];
  const spotRows =
    spotIds.length === 0
      ? []
      : await ctx.db
          .select({ id: scenicSpots.id, slug: scenicSpots.slug, nameZh: scenicSpots.nameZh, nameEn: scenicSpots.nameEn, areaCode: scenicSpots.areaCode })
          .from(scenicSpots)
          .where(inArray(scenicSpots.id, spotIds));
  const spots = new Map(spotRows.map((s) => [s.id, s]));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const area = (code: string) => AREAS[code as AreaCode] ?? "";

  const view = (row: CollectionRow): TargetView => {
    if (row.targetType === "scenic") {
      const s = spots.get(row.targetId);
      if (!s) return GONE;
      return { title: s.nameZh, title_en: s.nameEn, cover: coverUrl(ctx.config.imageHost, s.slug), subtitle: area(s.areaCode), link: detailLink("scenic", s.id) };
    }
    const p = productById.get(row.targetId);
    if (!p) return GONE;
    const owner = p.ownerType === "scenic" ? spots.get(p.ownerId) : undefined;
    const minPrice = p.minPrice === null || p.minPrice === undefined ? null : Number(p.minPrice);
    return {
      title: p.name,
      title_en: p.nameEn,
      cover: owner ? coverUrl(ctx.config.imageHost, owner.slug) : "",
      subtitle: minPrice !== null ? fromPrice(minPrice) : owner ? area(owner.areaCode) : "",
      link: detailLink(p.ownerType, p.ownerId),
    };
  };

  return rows.map((row) => ({
    id: row.id,
    target_type: row.targetType === "product" ? "product" : "scenic",
    target_id: row.targetId,
    ...view(row),
    created_at: row.createdAt.toISOString(),
  }));
}
