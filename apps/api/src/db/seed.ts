import { and, eq, notInArray, sql } from "drizzle-orm";
import type { InvalidationBus } from "../cache/bus";
import { spellingOf } from "../lib/spelling";
import type { Db } from "./client";
import { LOCK_KEYS } from "./locks";
import { openingHoursZh } from "./opening-hours";
import { products, scenicSpots, scenicTags, skus } from "./schema/index";
import { seedScenicSpots, seedScenicTags, type ScenicTagVocabulary, type SeedScenicSpot } from "./seed-data";
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
 * Seeds the scenic catalogue idempotently (run at every start) from `spots`, by default the records
 * of seed/data/scenic-spots.json (read and validated by seed-data.ts): upserts the tag vocabulary
 * (`tags`, seed/data/tags.json) by key, each spot by slug, one
 * ticket product per spot (type "ticket", owner scenic; slots and per-slot capacity in `rules`)
 * and its SKUs by code. One transaction under an advisory lock, so two instances starting together
 * do not create duplicate products. Inventory rows are not created here but on demand
 * ({@link ensureInventory} in inventory.ts). With `bus`, every node's catalogue cache is emptied
 * once the seed committed (main.ts seeds before the bus exists and publishes itself).
 */
export async function seedCatalogue(
  db: Db,
  spots: readonly SeedScenicSpot[] = seedScenicSpots(),
  bus?: InvalidationBus,
  tags: ScenicTagVocabulary = seedScenicTags(),
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
  });
  await bus?.publish("catalogue", "*");
}
