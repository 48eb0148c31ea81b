import { sql } from "drizzle-orm";
import { bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** One stop of a line's itinerary as stored (seed-lines.ts SeedStop): day of the tour, "HH:MM", texts, the spot's slug when it is one. */
export type LineStopRow = {
  day: number;
  time: string;
  titleZh: string;
  titleEn: string;
  spotSlug?: string;
  descriptionZh: string;
  descriptionEn: string;
};

/**
 * Travel lines (seeded from apps/api/seed/data/lines.json; issue 10): what a line is. Coordinates
 * of the meeting point are GCJ-02, its time "HH:MM" Shanghai. What makes it a product (packages and
 * prices, departure weekdays, seats, cutoff, refund rule) lives on its one product (type "line",
 * owner "line") and that product's SKUs; each departure is a row of `inventory` (day = departure
 * date, slot = departure time; decision 033).
 */
export const travelLines = pgTable(
  "travel_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    /** "one_day" | "boutique" | "night" (contract lines.ts LINE_KINDS). */
    kind: text("kind").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    namePinyin: text("name_pinyin").notNull().default(""),
    nameInitials: text("name_initials").notNull().default(""),
    areaCode: text("area_code").notNull(),
    /** Days of the tour (nights = days - 1). */
    days: integer("days").notNull(),
    /** Hours of a one-day or night tour; null for boutique lines. */
    durationHours: doublePrecision("duration_hours"),
    departureNameZh: text("departure_name_zh").notNull(),
    departureNameEn: text("departure_name_en").notNull(),
    departureAddress: text("departure_address").notNull(),
    departureAddressEn: text("departure_address_en").notNull(),
    departureLng: doublePrecision("departure_lng").notNull(),
    departureLat: doublePrecision("departure_lat").notNull(),
    /** "poi" | "checked" | "estimate" (seed/README.md). */
    departureCoordQuality: text("departure_coord_quality").notNull(),
    /** Meeting time "HH:MM" Shanghai. */
    departureTime: text("departure_time").notNull(),
    itinerary: jsonb("itinerary").$type<LineStopRow[]>().notNull().default([]),
    includesZh: jsonb("includes_zh").$type<string[]>().notNull().default([]),
    includesEn: jsonb("includes_en").$type<string[]>().notNull().default([]),
    excludesZh: jsonb("excludes_zh").$type<string[]>().notNull().default([]),
    excludesEn: jsonb("excludes_en").$type<string[]>().notNull().default([]),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** True when prices, departures, seats and rules are samples (seed/notes/lines.md). */
    sample: boolean("sample").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("travel_lines_slug_uq").on(t.slug),
    index("travel_lines_kind_idx").on(t.kind),
    index("travel_lines_area_idx").on(t.areaCode),
    check("travel_lines_kind_ck", sql`${t.kind} IN ('one_day', 'boutique', 'night')`),
    check("travel_lines_days_ck", sql`${t.days} BETWEEN 1 AND 7`),
  ],
);
