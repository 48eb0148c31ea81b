import { and, eq, inArray, sql } from "drizzle-orm";
import type { OfferHost, OfferKind } from "@wenlv/contract/partner-offers";
import type { Db } from "./client";
import { partnerFeatured, partnerOffers, products, scenicSpots, skus } from "./schema/index";

/**
 * An invented offer of a host, for development, demos and tests (issue 9, decision 026): on every
 * ticket of the spot `spot` (a seed slug) or on the SKU `sku` (a seed SKU code). Amounts in fen
 * (card discount) or points; instants in UTC.
 */
export type SampleOffer = {
  host: OfferHost;
  code: string;
  target: { spot: string } | { sku: string };
  kind: OfferKind;
  amount: number;
  thresholdFen: number;
  textZh: string;
  textEn: string;
  validFrom: Date;
  validTo: Date;
};

/** A spot a host shows first (by `position`, smaller first), by seed slug. */
export type SampleFeatured = { host: OfferHost; spot: string; position: number };

/** 2026-01-01 00:00 and 2029-01-01 00:00 Asia/Shanghai, as UTC instants: the sample offers' window. */
const FROM = new Date("2025-12-31T16:00:00.000Z");
const TO = new Date("2028-12-31T16:00:00.000Z");

/**
 * The bank's sample offers: invented, not any real bank's (`sample` is true on every row written
 * from them). A card discount with a threshold and points on 同里古镇, a card discount on 周庄古镇,
 * and one on 拙政园's adult ticket alone.
 */
export const SAMPLE_OFFERS: readonly SampleOffer[] = [
  { host: "bank", code: "sample-tongli-card", target: { spot: "tongli" }, kind: "card_discount", amount: 500, thresholdFen: 10000, textZh: "银行卡满100减5", textEn: "¥5 off ¥100 by bank card", validFrom: FROM, validTo: TO },
  { host: "bank", code: "sample-tongli-points", target: { spot: "tongli" }, kind: "points", amount: 200, thresholdFen: 0, textZh: "银行卡支付得200积分", textEn: "200 bank points", validFrom: FROM, validTo: TO },
  { host: "bank", code: "sample-zhouzhuang-card", target: { spot: "zhouzhuang" }, kind: "card_discount", amount: 1000, thresholdFen: 20000, textZh: "银行卡满200减10", textEn: "¥10 off ¥200 by bank card", validFrom: FROM, validTo: TO },
  { host: "bank", code: "sample-zzy-adult-card", target: { sku: "ZHUOZHENGYUAN-ADULT" }, kind: "card_discount", amount: 500, thresholdFen: 0, textZh: "成人票银行卡立减5元", textEn: "¥5 off the adult ticket by bank card", validFrom: FROM, validTo: TO },
];

/** The bank's sample featured spots: 同里古镇 first, then 周庄古镇 (both carry sample offers). */
export const SAMPLE_FEATURED: readonly SampleFeatured[] = [
  { host: "bank", spot: "tongli", position: 1 },
  { host: "bank", spot: "zhouzhuang", position: 2 },
];

/** Whether `host` has rows of its own (not sample) in `table`: then its samples are not written. */
async function hasRealRows(db: Db, table: typeof partnerOffers | typeof partnerFeatured, host: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(table.host, host), eq(table.sample, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes the sample offers and featured spots idempotently (run at every start, after the scenic
 * seed): offers upserted by (host, code), featured spots by (host, spot), every row `sample`. A
 * host that has any offer (or featured spot) of its own that is not sample gets no samples of that
 * kind: real data takes over and the samples can be deleted (`DELETE ... WHERE sample`). A sample
 * whose spot or SKU the catalogue does not have is skipped (the seed test checks they all exist).
 * @returns how many offers and featured rows were written
 */
export async function seedPartnerSamples(
  db: Db,
  offers: readonly SampleOffer[] = SAMPLE_OFFERS,
  featured: readonly SampleFeatured[] = SAMPLE_FEATURED,
): Promise<{ offers: number; featured: number }> {
  const slugs = [...new Set([...offers.flatMap((o) => ("spot" in o.target ? [o.target.spot] : [])), ...featured.map((f) => f.spot)])];
  const codes = [...new Set(offers.flatMap((o) => ("sku" in o.target ? [o.target.sku] : [])))];
  const spotRows = slugs.length ? await db.select({ id: scenicSpots.id, slug: scenicSpots.slug }).from(scenicSpots).where(inArray(scenicSpots.slug, slugs)) : [];
  const skuRows = codes.length
    ? await db
        .select({ id: skus.id, code: skus.code })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(and(inArray(skus.code, codes), eq(products.type, "ticket"), eq(products.ownerType, "scenic")))
    : [];
  const spotId = new Map(spotRows.map((r) => [r.slug, r.id]));
  const skuId = new Map(skuRows.map((r) => [r.code, r.id]));
  const realOffers = new Map<string, boolean>();
  const realFeatured = new Map<string, boolean>();
  for (const host of new Set(offers.map((o) => o.host))) realOffers.set(host, await hasRealRows(db, partnerOffers, host));
  for (const host of new Set(featured.map((f) => f.host))) realFeatured.set(host, await hasRealRows(db, partnerFeatured, host));

  let writtenOffers = 0;
  for (const offer of offers) {
    if (realOffers.get(offer.host)) continue;
    const target = "spot" in offer.target ? { ownerType: "scenic", ownerId: spotId.get(offer.target.spot), skuId: null } : { ownerType: null, ownerId: null, skuId: skuId.get(offer.target.sku) };
    if (target.ownerId === undefined || target.skuId === undefined) continue;
    const fields = {
      ...target,
      kind: offer.kind,
      amount: offer.amount,
      thresholdFen: offer.thresholdFen,
      textZh: offer.textZh,
      textEn: offer.textEn,
      validFrom: offer.validFrom,
      validTo: offer.validTo,
      sample: true,
    };
    await db
      .insert(partnerOffers)
      .values({ host: offer.host, code: offer.code, ...fields })
      .onConflictDoUpdate({ target: [partnerOffers.host, partnerOffers.code], set: fields });
    writtenOffers += 1;
  }

  let writtenFeatured = 0;
  for (const row of featured) {
    const id = spotId.get(row.spot);
    if (realFeatured.get(row.host) || id === undefined) continue;
    await db
      .insert(partnerFeatured)
      .values({ host: row.host, spotId: id, position: row.position, sample: true })
      .onConflictDoUpdate({ target: [partnerFeatured.host, partnerFeatured.spotId], set: { position: row.position, sample: true } });
    writtenFeatured += 1;
  }
  return { offers: writtenOffers, featured: writtenFeatured };
}
