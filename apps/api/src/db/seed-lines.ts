import path from "node:path";
import { z } from "zod";
import { LINE_KINDS } from "@wenlv/contract/lines";
import { loadSeedArray, SEED_DATA_DIR, seedScenicSpots, ZAreaCode, ZClock, ZSource, ZText } from "./seed-data";

/** "MM-DD" of a calendar month and day (the seasonal window of a line). */
const ZMonthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'must be "MM-DD"' });

/** A paired zh/en list (includes, excludes): both languages, as many entries each. */
const ZTextList = z.array(ZText);

/** Where the tour meets: a real place, its address in both languages, GCJ-02 coordinates, the meeting time. */
const ZSeedDeparture = z.strictObject({
  nameZh: ZText,
  nameEn: ZText,
  addressZh: ZText,
  addressEn: z.string().regex(/^[\x20-\x7e]+$/, { error: "must be ASCII" }),
  lng: z.number().min(119.9).max(121.4),
  lat: z.number().min(30.7).max(32.1),
  coordQuality: z.enum(["poi", "checked", "estimate"]),
  /** Meeting time ("HH:MM", Asia/Shanghai): the departure's stock slot. */
  time: ZClock,
});
export type SeedDeparture = z.infer<typeof ZSeedDeparture>;

/** One stop of the itinerary; `spotSlug` names a record of scenic-spots.json when the stop is one. */
const ZSeedStop = z.strictObject({
  day: z.int().min(1).max(7),
  time: ZClock,
  titleZh: ZText,
  titleEn: ZText,
  spotSlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).optional(),
  descriptionZh: ZText,
  descriptionEn: ZText,
});
export type SeedStop = z.infer<typeof ZSeedStop>;

/** A package (套餐): integer fen per person, adult and child (`childPriceFen` below the adult price). */
const ZSeedPackage = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: "must be an upper-case code" }),
    nameZh: ZText,
    nameEn: ZText,
    priceFen: z.int().positive(),
    childPriceFen: z.int().positive(),
  })
  .refine((p) => p.childPriceFen <= p.priceFen, { error: "a child pays no more than an adult", path: ["childPriceFen"] });
export type SeedPackage = z.infer<typeof ZSeedPackage>;

/** When the line runs: ISO weekdays (1 = Monday), seats per departure, booking closes `cutoffHours` before the departure time. */
const ZSeedDepartures = z.strictObject({
  weekdays: z
    .array(z.int().min(1).max(7))
    .min(1)
    .refine((w) => new Set(w).size === w.length, { error: "weekdays must not repeat" }),
  seats: z.int().min(1).max(200),
  cutoffHours: z.int().min(0).max(240),
});

/** Refund of a booked departure: free until `hoursBefore` hours before the departure time, or none (不可退). */
const ZSeedLineRefund = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("free_until"), hoursBefore: z.int().min(0).max(720) }),
  z.strictObject({ kind: z.literal("non_refundable") }),
]);
export type SeedLineRefund = z.infer<typeof ZSeedLineRefund>;

/** One travel line (seed/data/lines.json, seed/notes/lines.md). */
const ZSeedLine = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case words joined by hyphens" }),
    kind: z.enum(LINE_KINDS),
    nameZh: ZText,
    nameEn: ZText,
    areaCode: ZAreaCode,
    /** Days of the tour (nights = days - 1). */
    days: z.int().min(1).max(7),
    departure: ZSeedDeparture,
    /** Length of a one-day or night tour in hours (may be fractional); boutique lines leave it out. */
    durationHours: z.number().positive().max(24).optional(),
    itinerary: z.array(ZSeedStop).min(1),
    includesZh: ZTextList,
    includesEn: ZTextList,
    excludesZh: ZTextList,
    excludesEn: ZTextList,
    packages: z.array(ZSeedPackage).min(1).max(5),
    departures: ZSeedDepartures,
    /** The only days of the year the line runs ("MM-DD", inclusive, may wrap over the new year). */
    seasonal: z.strictObject({ from: ZMonthDay, to: ZMonthDay }).optional(),
    /** Every traveller's real name and ID are given at booking (实名制). */
    realName: z.boolean(),
    refund: ZSeedLineRefund,
    descriptionZh: ZText,
    descriptionEn: ZText,
    /** Prices, departures, seats and rules are samples (seed/notes/lines.md "What is sample"). */
    sample: z.boolean(),
    source: ZSource,
    note: ZText,
  })
  .refine((l) => l.includesZh.length === l.includesEn.length, { error: "includesZh and includesEn must pair up", path: ["includesEn"] })
  .refine((l) => l.excludesZh.length === l.excludesEn.length, { error: "excludesZh and excludesEn must pair up", path: ["excludesEn"] });
export type SeedLine = z.infer<typeof ZSeedLine>;

/**
 * Reads and validates the travel lines of `file` (default seed/data/lines.json): slugs and package
 * codes unique across the file, itinerary days within the line's `days`, and every `spotSlug` a
 * slug of `spotSlugs` (default: the spots of scenic-spots.json). Throws SeedDataError naming file,
 * record and field.
 */
export function loadLines(file = path.join(SEED_DATA_DIR, "lines.json"), spotSlugs: ReadonlySet<string> = new Set(seedScenicSpots().map((s) => s.slug))): SeedLine[] {
  const codes = new Set<string>();
  return loadSeedArray(file, "travel lines", ZSeedLine, (line, where, problems) => {
    line.packages.forEach((p, j) => {
      if (codes.has(p.code)) problems.push(`${where} packages[${j}].code: duplicate package code "${p.code}"`);
      codes.add(p.code);
    });
    line.itinerary.forEach((stop, j) => {
      if (stop.day > line.days) problems.push(`${where} itinerary[${j}].day: day ${stop.day} of a ${line.days}-day line`);
      if (stop.spotSlug !== undefined && !spotSlugs.has(stop.spotSlug)) problems.push(`${where} itinerary[${j}].spotSlug: no scenic spot "${stop.spotSlug}"`);
    });
  });
}

let linesOnce: readonly SeedLine[] | undefined;

/** The travel lines of seed/data/lines.json, read and validated once per process. */
export function seedLines(): readonly SeedLine[] {
  linesOnce ??= loadLines();
  return linesOnce;
}

/** Days ahead a departure can be booked, today included (issue 10; tours sell further ahead than tickets). */
export const LINE_SALE_DAYS = 60;

/** Code suffix of a package's adult and child SKUs ("GARDENS1D-STD-ADULT"). */
export const LINE_AGES = ["adult", "child"] as const;
export type LineAge = (typeof LINE_AGES)[number];

/** The SKU code of a package's `age` SKU: the package code and the age in capitals. */
export function lineSkuCode(packageCode: string, age: LineAge): string {
  return `${packageCode}-${age.toUpperCase()}`;
}
