import path from "node:path";
import { z } from "zod";
import { HOTEL_FACILITIES } from "@wenlv/contract/hotels";
import type { RefundPolicy } from "@wenlv/contract/sku-rules";
import { loadSeedArray, SEED_DATA_DIR, ZAreaCode, ZClock, ZSource, ZText } from "./seed-data";


/**
 * Cancellation of a room type: free until `hoursBefore` hours before check-in day's check-in time,
 * or none (不可取消).
 */
export const ZRoomCancel = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("free_until"), hoursBefore: z.int().min(0).max(720) }),
  z.strictObject({ kind: z.literal("non_refundable") }),
]);
export type RoomCancel = z.infer<typeof ZRoomCancel>;

/** The refund policy (decision 022) of a seeded cancellation rule: free until `hoursBefore` -> `before` hours, non-refundable -> `none`. */
export function cancelRefund(cancel: RoomCancel): RefundPolicy {
  return cancel.kind === "free_until" ? { kind: "before", hours: cancel.hoursBefore } : { kind: "none" };
}

/** One room type. Prices are integer fen per room per night; Friday and Saturday nights cost `weekendPriceFen`. */
const ZSeedRoom = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]+$/, { error: "must be an upper-case code" }),
  nameZh: ZText,
  nameEn: ZText,
  bed: z.enum(["king", "queen", "twin", "family", "suite"]),
  areaM2: z.int().positive(),
  maxGuests: z.int().min(1).max(8),
  /** Breakfasts included per night. */
  breakfast: z.int().min(0).max(4),
  priceFen: z.int().positive(),
  weekendPriceFen: z.int().positive(),
  /** Rooms the platform may sell per night. */
  roomsPerNight: z.int().min(1).max(200),
  cancel: ZRoomCancel,
});
export type SeedRoom = z.infer<typeof ZSeedRoom>;

/** One hotel (seed/data/hotels.json, seed/notes/hotels.md). Coordinates are GCJ-02. */
const ZSeedHotel = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case words joined by hyphens" }),
  nameZh: ZText,
  nameEn: ZText,
  areaCode: ZAreaCode,
  addressZh: ZText,
  addressEn: z.string().regex(/^[\x20-\x7e]+$/, { error: "must be ASCII" }),
  lng: z.number().min(119.9).max(121.4),
  lat: z.number().min(30.7).max(32.1),
  coordQuality: z.enum(["poi", "checked", "estimate"]),
  coordSource: ZSource.optional(),
  /** Official star rating, or the market level where none is known (the note says which). */
  starLevel: z.int().min(1).max(5),
  phone: z.string().regex(/^0512-\d{8}$/).optional(),
  checkIn: ZClock,
  checkOut: ZClock,
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  descriptionZh: ZText,
  descriptionEn: ZText,
  rooms: z.array(ZSeedRoom).min(1),
  /** Prices, room stock and cancellation rules are samples. */
  sample: z.boolean(),
  source: ZSource,
  note: ZText.optional(),
});
export type SeedHotel = z.infer<typeof ZSeedHotel>;

/**
 * Reads and validates the hotels of `file` (default seed/data/hotels.json): slugs and room codes
 * unique across the file. Throws SeedDataError naming file, record and field.
 */
export function loadHotels(file = path.join(SEED_DATA_DIR, "hotels.json")): SeedHotel[] {
  const codes = new Set<string>();
  return loadSeedArray(file, "hotels", ZSeedHotel, (hotel, where, problems) => {
    hotel.rooms.forEach((room, j) => {
      if (codes.has(room.code)) problems.push(`${where} rooms[${j}].code: duplicate room code "${room.code}"`);
      codes.add(room.code);
    });
  });
}

let hotelsOnce: readonly SeedHotel[] | undefined;

/** The hotels of seed/data/hotels.json, read and validated once per process. */
export function seedHotels(): readonly SeedHotel[] {
  hotelsOnce ??= loadHotels();
  return hotelsOnce;
}

/** Nights ahead a room can be booked, tonight included (issue 10; hotels sell further ahead than tickets). */
export const HOTEL_SALE_DAYS = 60;

/** The stock slot of a hotel night (decision 033: one `inventory` row per room type and night). */
export const NIGHT_SLOT = "night";
