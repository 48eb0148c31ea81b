import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The seed loader: reads and validates the data files in apps/api/seed/data/ (see the README there
 * for sources and conventions). It is the only code that touches seed/; the rest of the API asks it
 * for the records.
 */

/** apps/api/, for naming files in error messages. */
const API_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Folder of the seed data files (apps/api/seed/data). */
export const SEED_DATA_DIR = path.join(API_ROOT, "seed", "data");

/** Area codes (GB/T 2260) of Suzhou's ten county-level areas. */
export const SUZHOU_AREA_CODES = ["320505", "320506", "320507", "320508", "320509", "320510", "320581", "320582", "320583", "320585"] as const;

export const ZAreaCode = z.enum(SUZHOU_AREA_CODES);
export type SuzhouAreaCode = z.infer<typeof ZAreaCode>;

/** Text with something in it (values are kept exactly as written, not trimmed). */
export const ZText = z.string().regex(/\S/, { error: "must not be empty" });

/** One ticket SKU of a spot. `priceFen` is integer fen (8000 = ¥80); a `free` SKU costs 0. */
const ZSeedTicket = z
  .strictObject({
    code: ZText,
    nameZh: ZText,
    nameEn: ZText,
    priceFen: z.int().min(0),
    kind: z.enum(["adult", "child", "senior", "student", "free"]),
    /** Whether the buyer must give the visitor's real name / ID (实名制). */
    realName: z.boolean(),
  })
  .refine((t) => t.kind !== "free" || t.priceFen === 0, { error: "a free ticket costs 0 fen", path: ["priceFen"] });
export type SeedTicket = z.infer<typeof ZSeedTicket>;

/**
 * The ticket rules of a spot's SKUs (issue 9, decision 022): refund policy (`anytime` 随时退,
 * `before` free until `hours` before the visit starts, `partial` keeping `feePercent` % as a fee,
 * `none` 不可退) and entry method; `sample` true when not taken from the spot's published terms (待核).
 * The proof a concession ticket needs follows its `kind`.
 */
const ZSeedTicketPolicy = z.strictObject({
  refund: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("anytime") }),
    z.strictObject({ kind: z.literal("before"), hours: z.int().min(0).max(720) }),
    z.strictObject({ kind: z.literal("partial"), feePercent: z.int().min(1).max(99) }),
    z.strictObject({ kind: z.literal("none") }),
  ]),
  entry: z.enum(["id_card", "qr"]),
  sample: z.boolean(),
});
export type SeedTicketPolicy = z.infer<typeof ZSeedTicketPolicy>;

/** "HH:MM-HH:MM", ending after it starts. */
const ZTimeSlot = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be "HH:MM-HH:MM"' })
  .refine((slot) => slot.slice(6) > slot.slice(0, 5), { error: "must end after it starts" });

/** "HH:MM" (24 h, Asia/Shanghai wall clock). */
export const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be "HH:MM"' });

/** "MM-DD" of a real calendar day ("02-29" allowed). */
const ZMonthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'must be "MM-DD"' })
  .refine((md) => Number(md.slice(3)) <= DAYS_IN_MONTH[Number(md.slice(0, 2)) - 1]!, { error: "no such day" });

/** Days of each month in a leap year (so "02-29" is a day). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * One opening season (issue 9: opening hours per season as data): the days `from`..`to` ("MM-DD",
 * inclusive, may wrap over the new year) open `open`..`close`, admitting until `lastEntry` when
 * given; or open day and night (`allDay`).
 */
const ZSeason = z.union([
  z.strictObject({ from: ZMonthDay, to: ZMonthDay, allDay: z.literal(true) }),
  z
    .strictObject({ from: ZMonthDay, to: ZMonthDay, open: ZClock, close: ZClock, lastEntry: ZClock.optional() })
    .refine((s) => s.close > s.open, { error: "must close after it opens", path: ["close"] })
    .refine((s) => s.lastEntry === undefined || (s.lastEntry > s.open && s.lastEntry <= s.close), { error: "must lie between open and close", path: ["lastEntry"] }),
]);
export type SeedSeason = z.infer<typeof ZSeason>;

/** Day of a leap year (0..365) of "MM-DD". */
function dayOfYear(md: string): number {
  const month = Number(md.slice(0, 2));
  let day = Number(md.slice(3)) - 1;
  for (let m = 0; m < month - 1; m++) day += DAYS_IN_MONTH[m]!;
  return day;
}

/** The seasons' days of a 366-day year: each day's count of seasons covering it. */
export function seasonCoverage(seasons: readonly { from: string; to: string }[]): number[] {
  const cover = Array.from({ length: 366 }, () => 0);
  for (const s of seasons) {
    const from = dayOfYear(s.from);
    const to = dayOfYear(s.to);
    for (let d = from; ; d = (d + 1) % 366) {
      cover[d]! += 1;
      if (d === to) break;
    }
  }
  return cover;
}

/** Seasons that cover every day of the year exactly once. */
const ZSeasons = z
  .array(ZSeason)
  .min(1)
  .refine((seasons) => seasonCoverage(seasons).every((n) => n === 1), { error: "seasons must cover every day of the year exactly once" });

/** One scenic spot. Coordinates are GCJ-02 (Amap); see seed/README.md for `coordQuality` and sources. */
const ZSeedScenicSpot = z.strictObject({
  /** Stable ASCII id, unique. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lower-case ASCII words joined by '-'" }),
  nameZh: ZText,
  /**
   * The name's reading where pinyin-pro's dictionary reads a polyphone wrongly: toneless syllables,
   * one per Chinese character, space-separated ("chong yuan si" for 重元寺, not zhong). Used for
   * pinyin search (lib/spelling.ts); leave out when the dictionary is right.
   */
  nameReading: z
    .string()
    .regex(/^[a-zv]+(?: [a-zv]+)*$/, { error: "must be toneless pinyin syllables separated by single spaces" })
    .optional(),
  nameEn: ZText,
  areaCode: ZAreaCode,
  addressZh: ZText,
  /** The address in English ("178 Dongbei Street, Gusu District, Suzhou, Jiangsu"). */
  addressEn: ZText,
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  /**
   * `poi`: from a published Amap POI lookup; `checked`: checked against the page in `coordSource`
   * (converted to GCJ-02); `estimate`: placed by hand, to be checked.
   */
  coordQuality: z.enum(["poi", "checked", "estimate"]),
  /** The page the coordinates were checked against (required when `coordQuality` is "checked"). */
  coordSource: z.strictObject({ name: ZText, url: z.url({ protocol: /^https$/, error: "must be an https URL" }) }).optional(),
  /** National A-level rating (5 = 5A); 0 if unrated or not verified (the note says which). */
  aLevel: z.literal([0, 1, 2, 3, 4, 5]),
  /** Opening seasons covering the whole year (weekly closures are `closedWeekdays`). */
  hours: ZSeasons,
  /** A remark on the hours that the seasons cannot say, in both languages or neither. */
  hoursNoteZh: ZText.optional(),
  hoursNoteEn: ZText.optional(),
  /** The public visitor service phone ("0512-67510286"), only when a source gives it. */
  phone: z.string().regex(/^(\d{3,4}-\d{7,8}(-\d{1,5})?|400-?\d{3}-?\d{4}|1\d{10})$/, { error: "must be a phone number like 0512-67510286" }).optional(),
  /** 1-3 tag keys of seed/data/tags.json ("garden", "museum"). */
  tags: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/, { error: "must be a tag key (lower-case snake_case)" })).min(1).max(3),
  descriptionZh: ZText,
  descriptionEn: ZText,
  tickets: z.array(ZSeedTicket),
  /** Refund policy and entry method of every SKU of the spot (optional for hand-made test records). */
  ticketPolicy: ZSeedTicketPolicy.optional(),
  /** Bookable entry slots. */
  timeSlots: z.array(ZTimeSlot).min(1),
  /** Capacity of each time slot (visitors per slot per day). */
  dailyCapacity: z.int().positive(),
  /** ISO weekdays the place is closed (1 = Monday; 周一闭馆 -> [1]); none when open every day. */
  closedWeekdays: z.array(z.int().min(1).max(7)).optional(),
  /** Further closed days ("YYYY-MM-DD": maintenance, announced closures). */
  closedDates: z.array(z.iso.date()).optional(),
  /** Days open although their weekday is closed (法定节假日除外: the announced holidays). */
  openDates: z.array(z.iso.date()).optional(),
  /** The page a reader should check for this record. */
  source: z.strictObject({ name: ZText, url: z.url({ protocol: /^https$/, error: "must be an https URL" }) }),
  hot: z.boolean(),
  /** Price-season choice and facts still to be checked ("待核"). */
  note: ZText.optional(),
})
  .refine((s) => s.coordQuality !== "checked" || s.coordSource !== undefined, { error: "a checked coordinate names its coordSource", path: ["coordSource"] })
  .refine((s) => (s.hoursNoteZh === undefined) === (s.hoursNoteEn === undefined), { error: "give the hours note in both languages or neither", path: ["hoursNoteEn"] });
export type SeedScenicSpot = z.infer<typeof ZSeedScenicSpot>;

/** The tag vocabulary (seed/data/tags.json): key -> Chinese and English label ("garden" -> 园林 / Classical garden). */
const ZScenicTags = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/, { error: "must be a tag key (lower-case snake_case)" }),
  z.strictObject({ zh: ZText, en: ZText }),
);
export type ScenicTagVocabulary = z.infer<typeof ZScenicTags>;

const ZSuzhouAreas = z.record(ZAreaCode, z.strictObject({ nameZh: ZText, nameEn: ZText }));
export type SuzhouAreas = z.infer<typeof ZSuzhouAreas>;

/** A seed file that cannot be read or breaks its schema; the message names the file, record and field. */
export class SeedDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SeedDataError";
  }
}

/** `file` relative to apps/api/ when it lies inside, else as given. */
export function displayName(file: string): string {
  const rel = path.relative(API_ROOT, file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}

/** "tickets[1].priceFen" from a zod issue path. */
export function fieldName(at: readonly PropertyKey[]): string {
  return at.map((k, i) => (typeof k === "number" ? `[${k}]` : `${i === 0 ? "" : "."}${String(k)}`)).join("") || "(record)";
}

export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new SeedDataError(`${displayName(file)}: cannot be read (${(err as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new SeedDataError(`${displayName(file)}: not valid JSON (${(err as Error).message})`);
  }
}

/**
 * Reads and validates the scenic spots of `file` (default seed/data/scenic-spots.json): a JSON
 * array of records, each checked by the schema above, slugs and SKU codes unique across the file.
 * Throws {@link SeedDataError} listing every problem as `<file>: record <i> (<slug>) <field>: <what>`.
 */
export function loadScenicSpots(
  file = path.join(SEED_DATA_DIR, "scenic-spots.json"),
  tags: ScenicTagVocabulary = loadScenicTags(),
): SeedScenicSpot[] {
  const codes = new Set<string>();
  return loadSeedArray(file, "scenic spots", ZSeedScenicSpot, (spot, where, problems) => {
    const hanCount = [...spot.nameZh].filter((c) => /\p{Script=Han}/u.test(c)).length;
    if (spot.nameReading && spot.nameReading.split(" ").length !== hanCount) {
      problems.push(`${where} nameReading: ${spot.nameReading.split(" ").length} syllables for ${hanCount} Chinese characters of "${spot.nameZh}"`);
    }
    spot.tags.forEach((tag, j) => {
      if (!Object.hasOwn(tags, tag)) problems.push(`${where} tags[${j}]: unknown tag "${tag}" (not in tags.json)`);
    });
    spot.tickets.forEach((t, j) => {
      if (codes.has(t.code)) problems.push(`${where} tickets[${j}].code: duplicate SKU code "${t.code}"`);
      codes.add(t.code);
    });
  });
}

/** Reads and validates the tag vocabulary (default seed/data/tags.json), keyed by tag key. */
export function loadScenicTags(file = path.join(SEED_DATA_DIR, "tags.json")): ScenicTagVocabulary {
  const parsed = ZScenicTags.safeParse(readJson(file));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${displayName(file)}: ${fieldName(issue.path)}: ${issue.message}`);
  throw new SeedDataError(`seed data is wrong:\n${problems.join("\n")}`);
}

/** Reads and validates the names of the ten areas (default seed/data/areas.json), keyed by area code. */
export function loadSuzhouAreas(file = path.join(SEED_DATA_DIR, "areas.json")): SuzhouAreas {
  const parsed = ZSuzhouAreas.safeParse(readJson(file));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${displayName(file)}: ${fieldName(issue.path)}: ${issue.message}`);
  throw new SeedDataError(`seed data is wrong:\n${problems.join("\n")}`);
}

let spotsOnce: readonly SeedScenicSpot[] | undefined;
let tagsOnce: ScenicTagVocabulary | undefined;

/** The tag vocabulary of seed/data/tags.json, read and validated once per process. */
export function seedScenicTags(): ScenicTagVocabulary {
  tagsOnce ??= loadScenicTags();
  return tagsOnce;
}

/** The scenic spots of seed/data/scenic-spots.json, read and validated once per process. */
export function seedScenicSpots(): readonly SeedScenicSpot[] {
  spotsOnce ??= loadScenicSpots(undefined, seedScenicTags());
  return spotsOnce;
}

/** A cited page: a name and an https URL (every seed record has one). */
export const ZSource = z.strictObject({ name: ZText, url: z.url({ protocol: /^https$/, error: "must be an https URL" }) });

/**
 * Reads a seed file holding a JSON array and checks each record with `schema`; `check` adds
 * problems a schema cannot see (duplicates across records). Throws {@link SeedDataError} listing
 * every problem as `<file>: record <i> (<slug>) <field>: <what>`.
 * @param what what the array holds, for the error when the file is not an array ("hotels")
 */
export function loadSeedArray<T extends { slug: string }>(
  file: string,
  what: string,
  schema: z.ZodType<T>,
  check: (record: T, where: string, problems: string[]) => void = () => {},
): T[] {
  return checkSeedArray(displayName(file), readJson(file), what, schema, check);
}

/**
 * {@link loadSeedArray} of data already read: `name` names the array in messages ("seed/data/x.json"
 * or "seed/data/x.json venues", for an array inside a file's object).
 */
export function checkSeedArray<T extends { slug: string }>(
  name: string,
  data: unknown,
  what: string,
  schema: z.ZodType<T>,
  check: (record: T, where: string, problems: string[]) => void = () => {},
): T[] {
  if (!Array.isArray(data)) throw new SeedDataError(`${name}: must be a JSON array of ${what}`);
  const problems: string[] = [];
  const records: T[] = [];
  const slugs = new Set<string>();
  data.forEach((record: unknown, i) => {
    const slug = (record as { slug?: unknown } | null)?.slug;
    const where = `${name}: record ${i}${typeof slug === "string" ? ` (${slug})` : ""}`;
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${where} ${fieldName(issue.path)}: ${issue.message}`);
      return;
    }
    if (slugs.has(parsed.data.slug)) problems.push(`${where} slug: duplicate "${parsed.data.slug}"`);
    slugs.add(parsed.data.slug);
    check(parsed.data, where, problems);
    records.push(parsed.data);
  });
  if (problems.length > 0) throw new SeedDataError(`seed data is wrong:\n${problems.join("\n")}`);
  return records;
}
