import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StoredSeatRow } from "../seat-layout";
import { products } from "./catalogue";

/*
 * Performances and films (issue 10, decision 033; seeded from apps/api/seed/data/performances.json
 * and cinemas.json). A show is one product (type "performance", owner the venue) whose sessions are
 * `inventory` rows; a film at a cinema is one product (type "movie", owner the cinema) whose
 * showtimes are `inventory` rows. Halls and their seat maps live on their venue or cinema as jsonb.
 */

/** A zone of a venue hall: its code ("A", "GA") and names. */
export type VenueZoneRow = { code: string; nameZh: string; nameEn: string };

/** A hall of a venue: real `capacity`, seated (with sample seat rows) or standing (no rows), its price zones. */
export type VenueHallRow = {
  code: string;
  nameZh: string;
  nameEn: string;
  capacity: number;
  seating: "seated" | "standing";
  rows: StoredSeatRow[];
  zones: VenueZoneRow[];
};

/** A hall of a cinema: its kind ("standard", "imax", "couple", "vip") and seat rows. */
export type CinemaHallRow = { code: string; nameZh: string; nameEn: string; kind: string; rows: StoredSeatRow[] };

/** Performance venues. Coordinates GCJ-02. */
export const venues = pgTable(
  "venues",
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
    halls: jsonb("halls").$type<VenueHallRow[]>().notNull().default([]),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("venues_slug_uq").on(t.slug), index("venues_area_idx").on(t.areaCode)],
);

/**
 * Shows: a production in one hall of a venue with its weekly schedule (`sessions`: ISO `weekdays`,
 * `times` "HH:MM", the run `runFrom`..`runTo`), real-name rule, most tickets per order. Its one
 * product (`productId`) carries a SKU per price zone.
 */
export const shows = pgTable(
  "shows",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    hallCode: text("hall_code").notNull(),
    /** kunqu | pingtan | opera | drama | concert | dance | family (contract PERFORMANCE_CATEGORIES). */
    category: text("category").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    namePinyin: text("name_pinyin").notNull().default(""),
    nameInitials: text("name_initials").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull(),
    ageLimitZh: text("age_limit_zh").notNull(),
    ageLimitEn: text("age_limit_en").notNull(),
    descriptionZh: text("description_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** none | per_order | per_ticket (contract ZRealNameRule). */
    realName: text("real_name").notNull(),
    maxPerOrder: integer("max_per_order").notNull(),
    /** The weekly schedule: `weekdays` ISO (1 = Monday), `times` "HH:MM" Shanghai. */
    sessions: jsonb("sessions").$type<{ weekdays: number[]; times: string[] }>().notNull(),
    runFrom: date("run_from", { mode: "string" }).notNull(),
    runTo: date("run_to", { mode: "string" }).notNull(),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    sample: boolean("sample").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shows_slug_uq").on(t.slug),
    uniqueIndex("shows_product_uq").on(t.productId),
    index("shows_venue_idx").on(t.venueId),
    index("shows_run_idx").on(t.runTo),
    check("shows_real_name_ck", sql`${t.realName} IN ('none', 'per_order', 'per_ticket')`),
    check("shows_max_per_order_ck", sql`${t.maxPerOrder} BETWEEN 1 AND 10`),
    check("shows_run_ck", sql`${t.runTo} >= ${t.runFrom}`),
  ],
);

/** Cinemas. Coordinates GCJ-02. */
export const cinemas = pgTable(
  "cinemas",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    namePinyin: text("name_pinyin").notNull().default(""),
    nameInitials: text("name_initials").notNull().default(""),
    areaCode: text("area_code").notNull(),
    address: text("address").notNull(),
    addressEn: text("address_en").notNull(),
    lng: doublePrecision("lng").notNull(),
    lat: doublePrecision("lat").notNull(),
    halls: jsonb("halls").$type<CinemaHallRow[]>().notNull().default([]),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cinemas_slug_uq").on(t.slug), index("cinemas_area_idx").on(t.areaCode)],
);

/** Films. */
export const movies = pgTable(
  "movies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull(),
    titlePinyin: text("title_pinyin").notNull().default(""),
    titleInitials: text("title_initials").notNull().default(""),
    year: integer("year").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    genresZh: jsonb("genres_zh").$type<string[]>().notNull().default([]),
    genresEn: jsonb("genres_en").$type<string[]>().notNull().default([]),
    directorZh: text("director_zh").notNull(),
    directorEn: text("director_en").notNull(),
    castZh: jsonb("cast_zh").$type<string[]>().notNull().default([]),
    castEn: jsonb("cast_en").$type<string[]>().notNull().default([]),
    ratingZh: text("rating_zh").notNull(),
    ratingEn: text("rating_en").notNull(),
    synopsisZh: text("synopsis_zh").notNull(),
    synopsisEn: text("synopsis_en").notNull(),
    sourceName: text("source_name").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** True when the run (cinemas, times, prices) is a sample. */
    sample: boolean("sample").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("movies_slug_uq").on(t.slug), check("movies_duration_ck", sql`${t.durationMinutes} > 0`)],
);

/**
 * A film at a cinema: its product (type "movie", owner the cinema; SKUs "STD" and "COUPLE") and the
 * daily start times ("HH:MM" Shanghai) it is shown at. Which hall holds each showtime is the
 * cinema's sample schedule of the day (modules/movies/schedule.ts). `onSale` false once the seed
 * drops the film from the cinema.
 */
export const movieCinemas = pgTable(
  "movie_cinemas",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    movieId: integer("movie_id")
      .notNull()
      .references(() => movies.id),
    cinemaId: integer("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    times: jsonb("times").$type<string[]>().notNull().default([]),
    onSale: boolean("on_sale").notNull().default(true),
  },
  (t) => [uniqueIndex("movie_cinemas_pair_uq").on(t.movieId, t.cinemaId), uniqueIndex("movie_cinemas_product_uq").on(t.productId), index("movie_cinemas_cinema_idx").on(t.cinemaId)],
);
