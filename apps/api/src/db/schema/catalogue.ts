import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Scenic spots (seeded from apps/api/seed). Coordinates are GCJ-02. */
export const scenicSpots = pgTable(
  "scenic_spots",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    areaCode: text("area_code").notNull(),
    address: text("address").notNull(),
    lng: doublePrecision("lng").notNull(),
    lat: doublePrecision("lat").notNull(),
    aLevel: integer("a_level").notNull().default(0),
    openingHours: text("opening_hours").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    hot: boolean("hot").notNull().default(false),
    /** Toneless pinyin of `nameZh`, lower case, no spaces ("zhuozhengyuan"); written with the name (issue 9 search). */
    namePinyin: text("name_pinyin").notNull().default(""),
    /** First letters of that pinyin ("zzy"). */
    nameInitials: text("name_initials").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("scenic_spots_slug_uq").on(t.slug),
    index("scenic_spots_area_idx").on(t.areaCode),
    // Prefix LIKE ('zzy%') on a btree needs text_pattern_ops outside the C locale (docs/decisions/021).
    index("scenic_spots_pinyin_idx").on(t.namePinyin.op("text_pattern_ops")),
    index("scenic_spots_initials_idx").on(t.nameInitials.op("text_pattern_ops")),
  ],
);

/**
 * Products of every type (ticket now; hotel, line, performance, movie, food, merchandise, venue, card
 * later). `ownerType`/`ownerId` point at the catalogue entity (a scenic spot for tickets).
 */
export const products = pgTable(
  "products",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    realName: boolean("real_name").notNull().default(true),
    onSale: boolean("on_sale").notNull().default(true),
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("products_owner_idx").on(t.ownerType, t.ownerId)],
);

/**
 * SKUs: price in integer fen. `rules`: refund policy, entry method and needed proof (issue 9,
 * decision 022; read by db/sku-rules.ts, which falls back to 随时退 / 扫码入园 for `{}`).
 */
export const skus = pgTable(
  "skus",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    kind: text("kind").notNull(),
    priceFen: integer("price_fen").notNull(),
    onSale: boolean("on_sale").notNull().default(true),
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex("skus_product_code_uq").on(t.productId, t.code), check("skus_price_ck", sql`${t.priceFen} >= 0`)],
);

/**
 * Stock per product, date and time slot. `sold` only changes through one conditional UPDATE
 * (`... SET sold = sold + n WHERE id = $1 AND sold + n <= capacity`); the CHECK is the backstop.
 */
export const inventory = pgTable(
  "inventory",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id),
    day: date("day", { mode: "string" }).notNull(),
    slot: text("slot").notNull(),
    capacity: integer("capacity").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    uniqueIndex("inventory_product_day_slot_uq").on(t.productId, t.day, t.slot),
    check("inventory_sold_ck", sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
);
