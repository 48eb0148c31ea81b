import path from "node:path";
import { z } from "zod";
import { PERFORMANCE_CATEGORIES } from "@wenlv/contract/performances";
import { LARGE_PERFORMANCE_CAPACITY, MAX_PERFORMANCE_TICKETS } from "@wenlv/contract/seats";
import { seatRowProblems, type StoredSeatRow } from "./seat-layout";
import { checkSeedArray, displayName, readJson, SEED_DATA_DIR, SeedDataError, ZAreaCode, ZClock, ZSource, ZText } from "./seed-data";
import { ZRoomCancel } from "./seed-hotels";

/*
 * The performance seed (seed/data/performances.json, seed/notes/performances.md): real venues with
 * their halls (seated halls with a simplified sample seat map, or a standing hall), and shows, each
 * in one hall with a sample weekly schedule, price zones, real-name rule, order limit and refund rule.
 */

const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case words joined by hyphens" });
const ZCode = z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: "must be an upper-case code" });

/** One row of a seated hall's sample map: seats numbered 1..seats from the left, an aisle after each of `aisleAfter`. */
const ZSeedSeatRow = z.strictObject({
  row: z.int().min(1),
  seats: z.int().min(1).max(80),
  zone: ZCode,
  aisleAfter: z.array(z.int()),
  coupleSeats: z.boolean(),
  /** Seats shown but never sold (broken, a camera position). */
  disabled: z.array(z.int()).optional(),
});

/** A price zone of a hall ("A", "B", "C" front to back; "GA" standing). */
const ZSeedZone = z.strictObject({ code: ZCode, nameZh: ZText, nameEn: ZText });

/** A hall: `capacity` its real places; a seated hall has a `layout` (a simplified sample, fewer seats than `capacity`). */
const ZSeedHall = z
  .strictObject({
    code: ZCode,
    nameZh: ZText,
    nameEn: ZText,
    capacity: z.int().positive(),
    seating: z.enum(["seated", "standing"]),
    layout: z.strictObject({ rows: z.array(ZSeedSeatRow).min(1) }).optional(),
    zones: z.array(ZSeedZone).min(1),
  })
  .refine((h) => (h.seating === "seated") === (h.layout !== undefined), { error: "a seated hall has a layout and a standing hall none", path: ["layout"] });
export type SeedHall = z.infer<typeof ZSeedHall>;

/** One venue. Coordinates GCJ-02. */
const ZSeedVenue = z.strictObject({
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
  halls: z.array(ZSeedHall).min(1),
  source: ZSource,
  note: ZText.optional(),
});
export type SeedVenue = z.infer<typeof ZSeedVenue>;

/** The price of one zone, fen per ticket; a standing zone also has its own `capacity`. */
const ZSeedPriceZone = z.strictObject({ zone: ZCode, priceFen: z.int().positive(), capacity: z.int().positive().optional() });

/** The weekly schedule of a show's run: on `weekdays` (ISO, 1 = Monday) at `times`, from `from` to `to` inclusive. */
const ZSeedSessions = z
  .strictObject({
    weekdays: z.array(z.int().min(1).max(7)).min(1),
    times: z.array(ZClock).min(1),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((s) => s.to >= s.from, { error: "the run must end on or after its first day", path: ["to"] });
export type SeedSessions = z.infer<typeof ZSeedSessions>;

/** One show (a production in one hall). */
const ZSeedShow = z.strictObject({
  slug: ZSlug,
  nameZh: ZText,
  nameEn: ZText,
  category: z.enum(PERFORMANCE_CATEGORIES),
  venueSlug: ZSlug,
  hallCode: ZCode,
  durationMinutes: z.int().min(10).max(600),
  ageLimitZh: ZText,
  ageLimitEn: ZText,
  descriptionZh: ZText,
  descriptionEn: ZText,
  priceZones: z.array(ZSeedPriceZone).min(1),
  sessions: ZSeedSessions,
  realName: z.enum(["none", "per_order", "per_ticket"]),
  maxPerOrder: z.int().min(1).max(MAX_PERFORMANCE_TICKETS),
  refund: ZRoomCancel,
  /** Schedule, prices, limits and rules are samples. */
  sample: z.boolean(),
  source: ZSource,
  note: ZText.optional(),
});
export type SeedShow = z.infer<typeof ZSeedShow>;

/** The whole performance seed. */
export type SeedPerformances = { venues: SeedVenue[]; shows: SeedShow[] };

/** The stored rows (db/seat-layout.ts) of a seated hall's sample map; [] for a standing hall. */
export function hallSeatRows(hall: Pick<SeedHall, "layout">): StoredSeatRow[] {
  return (hall.layout?.rows ?? []).map((r) => ({ row: r.row, seats: r.seats, aisleAfter: r.aisleAfter, zone: r.zone, couple: r.coupleSeats, ...(r.disabled ? { disabled: r.disabled } : {}) }));
}

/** Problems of a show against its venue and hall that the schema cannot see. */
function showProblems(show: SeedShow, venues: ReadonlyMap<string, SeedVenue>, where: string): string[] {
  const venue = venues.get(show.venueSlug);
  if (!venue) return [`${where} venueSlug: no venue "${show.venueSlug}"`];
  const hall = venue.halls.find((h) => h.code === show.hallCode);
  if (!hall) return [`${where} hallCode: venue "${show.venueSlug}" has no hall "${show.hallCode}"`];
  const problems: string[] = [];
  const zones = hall.zones.map((z) => z.code);
  const priced = show.priceZones.map((p) => p.zone);
  if (priced.length !== new Set(priced).size || priced.length !== zones.length || !zones.every((z) => priced.includes(z))) {
    problems.push(`${where} priceZones: must price each zone of hall ${hall.code} once (${zones.join(", ")})`);
  }
  show.priceZones.forEach((p, j) => {
    if (hall.seating === "standing" && p.capacity === undefined) problems.push(`${where} priceZones[${j}].capacity: a standing zone needs its capacity`);
    if (hall.seating === "seated" && p.capacity !== undefined) problems.push(`${where} priceZones[${j}].capacity: a seated zone's places are its seats`);
  });
  if (hall.capacity > LARGE_PERFORMANCE_CAPACITY && show.realName !== "per_ticket") {
    problems.push(`${where} realName: a hall of more than ${LARGE_PERFORMANCE_CAPACITY} places needs one ID per ticket ("per_ticket", 文旅市场发〔2023〕96号)`);
  }
  return problems;
}

/** Problems of a venue's halls: unique codes across the file, seat rows well formed, every row's zone one of the hall's. */
function venueProblems(venue: SeedVenue, hallCodes: Set<string>, where: string): string[] {
  const problems: string[] = [];
  venue.halls.forEach((hall, j) => {
    const at = `${where} halls[${j}]`;
    if (hallCodes.has(hall.code)) problems.push(`${at}.code: duplicate hall code "${hall.code}"`);
    hallCodes.add(hall.code);
    const rows = hallSeatRows(hall);
    problems.push(...seatRowProblems(rows, `${at}.layout`));
    const zones = new Set(hall.zones.map((z) => z.code));
    rows.forEach((r, k) => {
      if (!zones.has(r.zone)) problems.push(`${at}.layout.rows[${k}].zone: "${r.zone}" is not a zone of the hall`);
    });
  });
  return problems;
}

/**
 * Reads and validates `file` (default seed/data/performances.json): `{venues, shows}`, each record by
 * its schema; slugs unique, hall codes unique across the file, each show in a hall of its venue with
 * every zone priced once (standing zones with their capacity), seat rows well formed, and a hall of
 * more than LARGE_PERFORMANCE_CAPACITY places real-name per ticket. Throws SeedDataError naming file,
 * record and field.
 */
export function loadPerformances(file = path.join(SEED_DATA_DIR, "performances.json")): SeedPerformances {
  const name = displayName(file);
  const data = readJson(file) as { venues?: unknown; shows?: unknown } | null;
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new SeedDataError(`${name}: must be an object {venues, shows}`);
  const hallCodes = new Set<string>();
  const venues = checkSeedArray(`${name} venues`, data.venues, "venues", ZSeedVenue, (venue, where, problems) => problems.push(...venueProblems(venue, hallCodes, where)));
  const bySlug = new Map(venues.map((v) => [v.slug, v]));
  const shows = checkSeedArray(`${name} shows`, data.shows, "shows", ZSeedShow, (show, where, problems) => problems.push(...showProblems(show, bySlug, where)));
  return { venues, shows };
}

let performancesOnce: SeedPerformances | undefined;

/** The venues and shows of seed/data/performances.json, read and validated once per process. */
export function seedPerformances(): SeedPerformances {
  performancesOnce ??= loadPerformances();
  return performancesOnce;
}
