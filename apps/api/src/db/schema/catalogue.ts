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
    /** The address in English (issue 9: English that is whole). */
    addressEn: text("address_en").notNull().default(""),
    lng: doublePrecision("lng").notNull(),
    lat: doublePrecision("lat").notNull(),
    aLevel: integer("a_level").notNull().default(0),
    /** Chinese summary of `hours` and weekly closures (written by the seed; the wire's opening_hours). */
    openingHours: text("opening_hours").notNull(),
    /** Opening seasons ({from, to: "MM-DD", open, close, lastEntry?: "HH:MM"} or {from, to, allDay}), issue 9. */
    hours: jsonb("hours").$type<OpeningSeason[]>().notNull().default([]),
    hoursNoteZh: text("hours_note_zh").notNull().default(""),
    hoursNoteEn: text("hours_note_en").notNull().default(""),
    /** ISO weekdays the place is closed (1 = Monday), for the opening hours shown. */
    closedWeekdays: jsonb("closed_weekdays").$type<number[]>().notNull().default([]),
    /** Visitor service phone, "" when no source gives one. */
    phone: text("phone").notNull().default(""),
    /** Tag keys of `scenic_tags` ("garden", "museum"). */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Reviews: their count and the sum of their stars (1-5 each); the rating is the mean (comments arrive later). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
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
 * Hotels (seeded from apps/api/seed/data/hotels.json; issue 10). Coordinates are GCJ-02. Room types
 * are products of type "hotel" owned by the hotel, their nights rows of `inventory` (slot "night",
 * decision 033).
 */
export const hotels = pgTable(
  "hotels",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    areaCode: text("area_code").notNull(),
    address: text("address").notNull(),
    addressEn: text("address_en").notNull(),
    lng: doublePrecision("lng").notNull(),
    lat: doublePrecision("lat").notNull(),
    /** Star rating (or market level) 1-5. */
    starLevel: integer("star_level").notNull(),
    phone: text("phone").notNull().default(""),
    /** "HH:MM" Shanghai: earliest check-in and latest check-out. */
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    /** Facility keys ("wifi", "parking", "breakfast" ...). */
    facilities: jsonb("facilities").$type<string[]>().notNull().default([]),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** True when prices, room stock and cancellation rules are samples (seed note says which). */
    sample: boolean("sample").notNull().default(true),
    namePinyin: text("name_pinyin").notNull().default(""),
    nameInitials: text("name_initials").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("hotels_slug_uq").on(t.slug), index("hotels_area_idx").on(t.areaCode), check("hotels_star_ck", sql`${t.starLevel} BETWEEN 1 AND 5`)],
);

/** An opening season of a spot (seed-data's ZSeason). */
export type OpeningSeason = { from: string; to: string; allDay?: true; open?: string; close?: string; lastEntry?: string };

/** The tag vocabulary (seeded from seed/data/tags.json): spots carry keys, pages show the label of their language. */
export const scenicTags = pgTable("scenic_tags", {
  key: text("key").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * Photos of a spot added by operators (issue 9 gallery): the image lives in the storage provider
 * under `storageKey`; caption in both languages and the credit (photographer / licence) shown with it.
 * A spot without photos shows its generated illustrations, labelled as such.
 */
export const scenicMedia = pgTable(
  "scenic_media",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scenicId: integer("scenic_id").notNull().references(() => scenicSpots.id),
    position: integer("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    captionZh: text("caption_zh").notNull(),
    captionEn: text("caption_en").notNull().default(""),
    credit: text("credit").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("scenic_media_scenic_idx").on(t.scenicId, t.position), uniqueIndex("scenic_media_key_uq").on(t.storageKey)],
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
