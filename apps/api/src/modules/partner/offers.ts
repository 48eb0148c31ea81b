import { and, asc, eq, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { OfferHost, OfferKind, PartnerOffer } from "@wenlv/contract/partner-offers";
import type { Db } from "../../db/client";
import { partnerOffers, products, scenicSpots, skus } from "../../db/schema/index";

/**
 * A host's offers and featured spots as the scenic catalogue answers them (issue 9, decision 026).
 * Offers are shown only: the bank takes its card discount off in its own payment and credits points
 * itself, so nothing here touches an order's amount.
 */

/** An offer valid now, with the spot it belongs to (its own spot, or its SKU's product's spot). */
export type SpotOffer = PartnerOffer & { spot_id: number };

/** The wire offer (ZPartnerOffer) of a row; `valid_to` as an ISO 8601 UTC instant. */
function toWireOffer(row: typeof partnerOffers.$inferSelect): PartnerOffer {
  return {
    id: row.id,
    kind: row.kind as OfferKind,
    amount: row.amount,
    threshold_fen: row.thresholdFen,
    text: row.textZh,
    text_en: row.textEn,
    sku_id: row.skuId,
    valid_to: row.validTo.toISOString(),
    sample: row.sample,
  };
}

/**
 * The offers of `host` valid at `now` (valid_from <= now < valid_to) on the spots `spotIds`: offers
 * on a spot, and offers on an on-sale SKU of an on-sale ticket product of the spot. Ordered by id.
 */
export async function offersOfSpots(db: Db, host: OfferHost, spotIds: readonly number[], now: Date): Promise<SpotOffer[]> {
  if (spotIds.length === 0) return [];
  const ids = [...spotIds];
  const rows = await db
    .select({ offer: partnerOffers, skuSpot: products.ownerId })
    .from(partnerOffers)
    .leftJoin(skus, eq(skus.id, partnerOffers.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(partnerOffers.host, host),
        lte(partnerOffers.validFrom, now),
        gt(partnerOffers.validTo, now),
        or(
          and(eq(partnerOffers.ownerType, "scenic"), inArray(partnerOffers.ownerId, ids)),
          and(eq(products.type, "ticket"), eq(products.ownerType, "scenic"), inArray(products.ownerId, ids), eq(products.onSale, true), eq(skus.onSale, true)),
        ),
      ),
    )
    .orderBy(asc(partnerOffers.id));
  return rows.map((r) => ({ ...toWireOffer(r.offer), spot_id: Number(r.offer.ownerId ?? r.skuSpot) }));
}

/** The offers of one spot: every offer of `offers` on it, without the `spot_id` join column. */
export function offersOfSpot(offers: readonly SpotOffer[], spotId: number): PartnerOffer[] {
  return offers.filter((o) => o.spot_id === spotId).map(({ spot_id: _spot, ...offer }) => offer);
}

/** The offers that apply to one SKU: the spot's own (sku_id null) and the SKU's. */
export function offersOfSku(spotOffers: readonly PartnerOffer[], skuId: number): PartnerOffer[] {
  return spotOffers.filter((o) => o.sku_id === null || o.sku_id === skuId);
}

/**
 * Position of the spot among the host's featured spots (placeholder `host`), null when it is not one:
 * `ORDER BY` it `ASC NULLS LAST` puts the featured spots first, in the host's order.
 */
export const featuredPositionSql: SQL<number | null> = sql<number | null>`(SELECT f.position FROM partner_featured f
  WHERE f.host = ${sql.placeholder("host")} AND f.spot_id = ${scenicSpots.id})`;

/** The spot is one of the host's featured spots (placeholder `host`; no host matches none). */
export const isFeaturedSql: SQL = sql`EXISTS (SELECT 1 FROM partner_featured f WHERE f.host = ${sql.placeholder("host")} AND f.spot_id = ${scenicSpots.id})`;
