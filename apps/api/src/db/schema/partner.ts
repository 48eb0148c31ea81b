import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { scenicSpots, skus } from "./catalogue";

/**
 * A host's offers (issue 9, decision 026): the bank's card discount (`card_discount`, `amount` fen
 * off an order of at least `threshold_fen`, taken off by the bank in its own payment) or points
 * (`points`, `amount` points the bank credits), on every ticket of a scenic spot (`owner_type`
 * 'scenic' + `owner_id`) or on one SKU (`sku_id`), exactly one of the two. Valid from `valid_from`
 * (inclusive) to `valid_to` (exclusive), UTC. `code` is the host's own id of the offer, unique per
 * host (the seed upserts by it). `sample` marks invented offers (the seed's), never the bank's real ones.
 */
export const partnerOffers = pgTable(
  "partner_offers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    host: text("host").notNull(),
    code: text("code").notNull(),
    ownerType: text("owner_type"),
    ownerId: integer("owner_id").references(() => scenicSpots.id),
    skuId: integer("sku_id").references(() => skus.id),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    thresholdFen: integer("threshold_fen").notNull().default(0),
    textZh: text("text_zh").notNull(),
    textEn: text("text_en").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partner_offers_host_code_uq").on(t.host, t.code),
    index("partner_offers_owner_idx").on(t.host, t.ownerId),
    index("partner_offers_sku_idx").on(t.host, t.skuId),
    check(
      "partner_offers_target_ck",
      sql`(${t.ownerType} = 'scenic' AND ${t.ownerId} IS NOT NULL AND ${t.skuId} IS NULL) OR (${t.ownerType} IS NULL AND ${t.ownerId} IS NULL AND ${t.skuId} IS NOT NULL)`,
    ),
    check("partner_offers_kind_ck", sql`${t.kind} IN ('card_discount', 'points')`),
    check("partner_offers_amount_ck", sql`${t.amount} > 0 AND ${t.thresholdFen} >= 0`),
    check("partner_offers_window_ck", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * The spots a host shows first (issue 9: the bank home shows the bank's chosen products first),
 * ordered by `position` (smaller first), one row per host and spot. `sample` as in partner_offers.
 */
export const partnerFeatured = pgTable(
  "partner_featured",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    host: text("host").notNull(),
    spotId: integer("spot_id")
      .notNull()
      .references(() => scenicSpots.id),
    position: integer("position").notNull(),
    sample: boolean("sample").notNull().default(false),
  },
  (t) => [uniqueIndex("partner_featured_host_spot_uq").on(t.host, t.spotId), index("partner_featured_host_position_idx").on(t.host, t.position)],
);
