import path from "node:path";
import { z } from "zod";
import { HALL_KINDS, MOVIE_SKU_COUPLE, MOVIE_SKU_STANDARD } from "@wenlv/contract/movies";
import { seatRowProblems, type StoredSeatRow } from "./seat-layout";
import { checkSeedArray, displayName, readJson, SEED_DATA_DIR, SeedDataError, ZAreaCode, ZClock, ZSource, ZText } from "./seed-data";

/*
 * The cinema seed (seed/data/cinemas.json, seed/notes/cinemas.md): real cinemas with sample halls
 * (a couple row in one hall of each), and films with a sample run: the cinemas showing each, its
 * daily start times and its seat prices.
 */

const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case words joined by hyphens" });

/** One row of a hall: seats 1..seats from the left, an aisle after each of `aisleAfter`; `couple` a row of couple seats (pairs 1-2, 3-4 ...). */
const ZSeedCinemaRow = z.strictObject({
  row: z.int().min(1),
  seats: z.int().min(1).max(60),
  aisleAfter: z.array(z.int()),
  couple: z.boolean(),
  disabled: z.array(z.int()).optional(),
});

const ZSeedCinemaHall = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: "must be an upper-case code" }),
  nameZh: ZText,
  nameEn: ZText,
  kind: z.enum(HALL_KINDS),
  layout: z.strictObject({ rows: z.array(ZSeedCinemaRow).min(1) }),
});
export type SeedCinemaHall = z.infer<typeof ZSeedCinemaHall>;

/** One cinema. Coordinates GCJ-02. */
const ZSeedCinema = z.strictObject({
  slug: ZSlug,
  nameZh: ZText,
  nameEn: ZText,
  areaCode: ZAreaCode,
  addressZh: ZText,
  addressEn: z.string().regex(/^[\x20-\x7e]+$/, { error: "must be ASCII" }),
  lng: z.number().min(119.9).max(121.4),
  lat: z.number().min(30.7).max(32.1),
  coordQuality: z.enum(["poi", "checked", "estimate"]),
  coordSource: ZSource.optional(),
  halls: z.array(ZSeedCinemaHall).min(1),
  source: ZSource,
  note: ZText.optional(),
});
export type SeedCinema = z.infer<typeof ZSeedCinema>;

/**
 * A film's sample run: shown at `cinemas` (slugs) every day at `times`; `priceFen` a standard seat,
 * `couplePriceFen` one couple seat pair (two seats, so even: each seat sells at half).
 */
const ZSeedRun = z.strictObject({
  cinemas: z.array(ZSlug).min(1),
  times: z.array(ZClock).min(1),
  priceFen: z.int().positive(),
  couplePriceFen: z.int().positive().refine((fen) => fen % 2 === 0, { error: "a couple pair's price must be even (each seat sells at half)" }),
});

/** One film. */
const ZSeedMovie = z
  .strictObject({
    slug: ZSlug,
    titleZh: ZText,
    titleEn: ZText,
    year: z.int().min(1900).max(2100),
    durationMinutes: z.int().min(30).max(300),
    genresZh: z.array(ZText).min(1),
    genresEn: z.array(ZText).min(1),
    directorZh: ZText,
    directorEn: ZText,
    castZh: z.array(ZText).min(1),
    castEn: z.array(ZText).min(1),
    ratingZh: ZText,
    ratingEn: ZText,
    synopsisZh: ZText,
    synopsisEn: ZText,
    showtimes: ZSeedRun,
    /** Run, times and prices are samples. */
    sample: z.boolean(),
    source: ZSource,
    note: ZText.optional(),
  })
  .refine((m) => m.genresZh.length === m.genresEn.length, { error: "genres in both languages, as many", path: ["genresEn"] })
  .refine((m) => m.castZh.length === m.castEn.length, { error: "cast in both languages, as many", path: ["castEn"] });
export type SeedMovie = z.infer<typeof ZSeedMovie>;

/** The whole cinema seed. */
export type SeedCinemas = { cinemas: SeedCinema[]; movies: SeedMovie[] };

/** The stored rows (db/seat-layout.ts) of a cinema hall: standard seats priced by SKU "STD", couple rows by "COUPLE". */
export function cinemaSeatRows(hall: Pick<SeedCinemaHall, "layout">): StoredSeatRow[] {
  return hall.layout.rows.map((r) => ({
    row: r.row,
    seats: r.seats,
    aisleAfter: r.aisleAfter,
    zone: r.couple ? MOVIE_SKU_COUPLE : MOVIE_SKU_STANDARD,
    couple: r.couple,
    ...(r.disabled ? { disabled: r.disabled } : {}),
  }));
}

/**
 * Reads and validates `file` (default seed/data/cinemas.json): `{cinemas, movies}`, each record by
 * its schema; slugs unique, hall codes unique across the file, seat rows well formed (couple rows
 * even, no aisle inside a pair), each film's cinemas known and listed once. Throws SeedDataError
 * naming file, record and field.
 */
export function loadCinemas(file = path.join(SEED_DATA_DIR, "cinemas.json")): SeedCinemas {
  const name = displayName(file);
  const data = readJson(file) as { cinemas?: unknown; movies?: unknown } | null;
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new SeedDataError(`${name}: must be an object {cinemas, movies}`);
  const hallCodes = new Set<string>();
  const cinemas = checkSeedArray(`${name} cinemas`, data.cinemas, "cinemas", ZSeedCinema, (cinema, where, problems) => {
    cinema.halls.forEach((hall, j) => {
      if (hallCodes.has(hall.code)) problems.push(`${where} halls[${j}].code: duplicate hall code "${hall.code}"`);
      hallCodes.add(hall.code);
      problems.push(...seatRowProblems(cinemaSeatRows(hall), `${where} halls[${j}].layout`));
    });
  });
  const known = new Set(cinemas.map((c) => c.slug));
  const movies = checkSeedArray(`${name} movies`, data.movies, "movies", ZSeedMovie, (movie, where, problems) => {
    const listed = movie.showtimes.cinemas;
    listed.forEach((slug, j) => {
      if (!known.has(slug)) problems.push(`${where} showtimes.cinemas[${j}]: no cinema "${slug}"`);
    });
    if (new Set(listed).size !== listed.length) problems.push(`${where} showtimes.cinemas: a cinema listed twice`);
    if (new Set(movie.showtimes.times).size !== movie.showtimes.times.length) problems.push(`${where} showtimes.times: a time listed twice`);
  });
  return { cinemas, movies };
}

let cinemasOnce: SeedCinemas | undefined;

/** The cinemas and films of seed/data/cinemas.json, read and validated once per process. */
export function seedCinemas(): SeedCinemas {
  cinemasOnce ??= loadCinemas();
  return cinemasOnce;
}
