import { and, eq, notInArray, sql } from "drizzle-orm";
import type { InvalidationBus } from "../cache/bus";
import { spellingOf } from "../lib/spelling";
import type { Db } from "./client";
import { LOCK_KEYS } from "./locks";
import { openingHoursZh } from "./opening-hours";
import { hotels, products, scenicSpots, scenicTags, skus } from "./schema/index";
import { seedScenicSpots, seedScenicTags, type ScenicTagVocabulary, type SeedScenicSpot } from "./seed-data";
import { HOTEL_SALE_DAYS, NIGHT_SLOT, seedHotels, type SeedHotel } from "./seed-hotels";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { seedSkuRules } from "./sku-rules";
import { SALE_DAYS, type TicketRules } from "./ticket-rules";

export { ensureInventory, ensureInventoryDays, saleWindow } from "./inventory";

async function seedSpot(db: Db, spot: SeedScenicSpot): Promise<void> {
  const spelling = spellingOf(spot.nameZh, spot.nameReading);
  const fields = {
    nameZh: spot.nameZh,
    namePinyin: spelling.pinyin,
    nameInitials: spelling.initials,
    nameEn: spot.nameEn,
    areaCode: spot.areaCode,
    address: spot.addressZh,
    addressEn: spot.addressEn,
    lng: spot.lng,
    lat: spot.lat,
    aLevel: spot.aLevel,
    openingHours: openingHoursZh(spot.hours, spot.closedWeekdays ?? [], spot.hoursNoteZh),
    hours: spot.hours,
    hoursNoteZh: spot.hoursNoteZh ?? "",
    hoursNoteEn: spot.hoursNoteEn ?? "",
    closedWeekdays: spot.closedWeekdays ?? [],
    phone: spot.phone ?? "",
    tags: spot.tags,
    descriptionZh: spot.descriptionZh,
    descriptionEn: spot.descriptionEn,
    sourceName: spot.source.name,
    sourceUrl: spot.source.url,
    hot: spot.hot,
  };
  const [row] = await db
    .insert(scenicSpots)
    .values({ slug: spot.slug, ...fields })
    .onConflictDoUpdate({ target: scenicSpots.slug, set: fields })
    .returning({ id: scenicSpots.id });
  if (!row || spot.tickets.length === 0) return;

  const rules: TicketRules = {
    slots: spot.timeSlots,
    capacity: spot.dailyCapacity,
    saleDays: SALE_DAYS,
    closedWeekdays: spot.closedWeekdays ?? [],
    closedDates: spot.closedDates ?? [],
    openDates: spot.openDates ?? [],
    lastEntry: null,
    cutoffMinutes: 0,
  };
  const productFields = {
    name: `${spot.nameZh}门票`,
    nameEn: `${spot.nameEn} admission`,
    realName: spot.tickets.some((t) => t.realName),
    onSale: true,
    rules,
  };
  const owner = and(eq(products.type, "ticket"), eq(products.ownerType, "scenic"), eq(products.ownerId, row.id));
  const [existing] = await db.select({ id: products.id }).from(products).where(owner).limit(1);
  let productId: number;
  if (existing) {
    productId = existing.id;
    await db.update(products).set(productFields).where(eq(products.id, productId));
  } else {
    const [created] = await db
      .insert(products)
      .values({ type: "ticket", ownerType: "scenic", ownerId: row.id, ...productFields })
      .returning({ id: products.id });
    if (!created) throw new Error(`product insert for ${spot.slug} returned nothing`);
    productId = created.id;
  }

  for (const t of spot.tickets) {
    const skuFields = { name: t.nameZh, nameEn: t.nameEn, kind: t.kind, priceFen: t.priceFen, onSale: true, rules: seedSkuRules(t, spot.ticketPolicy) };
    await db
      .insert(skus)
      .values({ productId, code: t.code, ...skuFields })
      .onConflictDoUpdate({ target: [skus.productId, skus.code], set: skuFields });
  }
  // SKUs dropped from the seed stop selling; rows stay because orders point at them.
  await db
    .update(skus)
    .set({ onSale: false })
    .where(and(eq(skus.productId, productId), notInArray(skus.code, spot.tickets.map((t) => t.code))));
}

/**
 * One hotel by slug, and one product per room type (type "hotel", owner hotel; found again by its
 * SKU code) with one SKU: the weekday price, and in the SKU's rules the weekend price and the
 * cancellation rule as a refund policy (`before` hours, or `none`); the nightly stock (`capacity`, slot "night", HOTEL_SALE_DAYS) in the product's rules
 * (decision 033). Room types dropped from the seed stop selling.
 */
async function seedHotel(db: Db, hotel: SeedHotel): Promise<void> {
  const spelling = spellingOf(hotel.nameZh);
  const fields = {
    nameZh: hotel.nameZh,
    nameEn: hotel.nameEn,
    namePinyin: spelling.pinyin,
    nameInitials: spelling.initials,
    areaCode: hotel.areaCode,
    address: hotel.addressZh,
    addressEn: hotel.addressEn,
    lng: hotel.lng,
    lat: hotel.lat,
    starLevel: hotel.starLevel,
    phone: hotel.phone ?? "",
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    facilities: hotel.facilities,
    descriptionZh: hotel.descriptionZh,
    descriptionEn: hotel.descriptionEn,
    sourceName: hotel.source.name,
    sourceUrl: hotel.source.url,
    sample: hotel.sample,
  };
  const [row] = await db.insert(hotels).values({ slug: hotel.slug, ...fields }).onConflictDoUpdate({ target: hotels.slug, set: fields }).returning({ id: hotels.id });
  if (!row) throw new Error(`hotel insert for ${hotel.slug} returned nothing`);
  const owned = and(eq(products.type, "hotel"), eq(products.ownerType, "hotel"), eq(products.ownerId, row.id));
  const existing = await db.select({ productId: products.id, code: skus.code }).from(products).innerJoin(skus, eq(skus.productId, products.id)).where(owned);
  const byCode = new Map(existing.map((e) => [e.code, e.productId]));
  for (const room of hotel.rooms) {
    const rules: Partial<TicketRules> & Record<string, unknown> = {
      slots: [NIGHT_SLOT],
      capacity: room.roomsPerNight,
      saleDays: HOTEL_SALE_DAYS,
      bed: room.bed,
      areaM2: room.areaM2,
      maxGuests: room.maxGuests,
      breakfast: room.breakfast,
    };
    const productFields = { name: room.nameZh, nameEn: room.nameEn, realName: false, onSale: true, rules };
    let productId = byCode.get(room.code);
    if (productId === undefined) {
      const [created] = await db.insert(products).values({ type: "hotel", ownerType: "hotel", ownerId: row.id, ...productFields }).returning({ id: products.id });
      if (!created) throw new Error(`room product insert for ${room.code} returned nothing`);
      productId = created.id;
    } else {
      await db.update(products).set(productFields).where(eq(products.id, productId));
    }
    // The rate's rules are SKU rules (decision 022), so refunds read them as they read a ticket's: free
    // until `hours` before the stay, or none; the guest shows an ID at the desk. Plus the weekend price.
    const refund: SkuRules["refund"] = room.cancel.kind === "free_until" ? { kind: "before", hours: room.cancel.hoursBefore } : { kind: "none" };
    const rateRules: SkuRules & { weekendPriceFen: number } = { refund, entry: "id_card", proof: null, sample: hotel.sample, weekendPriceFen: room.weekendPriceFen };
    const skuFields = { name: room.nameZh, nameEn: room.nameEn, kind: "room", priceFen: room.priceFen, onSale: true, rules: rateRules };
    await db.insert(skus).values({ productId, code: room.code, ...skuFields }).onConflictDoUpdate({ target: [skus.productId, skus.code], set: skuFields });
  }
  const kept = new Set(hotel.rooms.map((r) => r.code));
  for (const [code, productId] of byCode) {
    if (!kept.has(code)) await db.update(products).set({ onSale: false }).where(eq(products.id, productId));
  }
}

/**
 * Seeds the scenic catalogue idempotently (run at every start) from `spots`, by default the records
 * of seed/data/scenic-spots.json (read and validated by seed-data.ts): upserts the tag vocabulary
 * (`tags`, seed/data/tags.json) by key, each spot by slug, one
 * ticket product per spot (type "ticket", owner scenic; slots and per-slot capacity in `rules`)
 * and its SKUs by code, then the hotels (`hotelRecords`, seed/data/hotels.json) with their room
 * types ({@link seedHotel}). One transaction under an advisory lock, so two instances starting together
 * do not create duplicate products. Inventory rows are not created here but on demand
 * ({@link ensureInventory} in inventory.ts). With `bus`, every node's catalogue cache is emptied
 * once the seed committed (main.ts seeds before the bus exists and publishes itself).
 */
export async function seedCatalogue(
  db: Db,
  spots: readonly SeedScenicSpot[] = seedScenicSpots(),
  bus?: InvalidationBus,
  tags: ScenicTagVocabulary = seedScenicTags(),
  hotelRecords: readonly SeedHotel[] = seedHotels(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEYS.seed})`);
    const tagRows = Object.entries(tags).map(([key, label], position) => ({ key, nameZh: label.zh, nameEn: label.en, position }));
    if (tagRows.length > 0) {
      await tx
        .insert(scenicTags)
        .values(tagRows)
        .onConflictDoUpdate({ target: scenicTags.key, set: { nameZh: sql`excluded.name_zh`, nameEn: sql`excluded.name_en`, position: sql`excluded.position` } });
    }
    for (const spot of spots) await seedSpot(tx as unknown as Db, spot);
    for (const hotel of hotelRecords) await seedHotel(tx as unknown as Db, hotel);
  });
  await bus?.publish("catalogue", "*");
}
