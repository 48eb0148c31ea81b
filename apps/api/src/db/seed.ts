import { and, eq, notInArray, sql } from "drizzle-orm";
import type { InvalidationBus } from "../cache/bus";
import { spellingOf } from "../lib/spelling";
import type { Db } from "./client";
import { LOCK_KEYS } from "./locks";
import { openingHoursZh } from "./opening-hours";
import { cinemas, hotels, movieCinemas, movies, products, scenicSpots, scenicTags, shows, skus, travelLines, venues } from "./schema/index";
import { seedScenicSpots, seedScenicTags, type ScenicTagVocabulary, type SeedScenicSpot } from "./seed-data";
import { cinemaSeatRows, seedCinemas, type SeedCinemas } from "./seed-cinemas";
import { cancelRefund, HOTEL_SALE_DAYS, NIGHT_SLOT, seedHotels, type SeedHotel } from "./seed-hotels";
import { hallSeatRows, seedPerformances, type SeedPerformances } from "./seed-performances";
import { LINE_AGES, LINE_SALE_DAYS, lineSkuCode, seedLines, type SeedLine } from "./seed-lines";
import { seedCouponRules, seedCoupons, type SeedCouponRule } from "./seed-coupons";
import { MOVIE_REFUND_HOURS, MOVIE_SKU_COUPLE, MOVIE_SKU_STANDARD } from "@wenlv/contract/movies";
import type { SkuRules } from "@wenlv/contract/sku-rules";
import { proofOf, seedSkuRules } from "./sku-rules";
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
  const productId = await upsertOwnedProduct(db, { type: "ticket", ownerType: "scenic", ownerId: row.id }, productFields);
  await upsertSkus(
    db,
    productId,
    spot.tickets.map((t) => ({ code: t.code, name: t.nameZh, nameEn: t.nameEn, kind: t.kind, priceFen: t.priceFen, rules: seedSkuRules(t, spot.ticketPolicy) })),
  );
}

/** What a seeded product is: its type and the catalogue entity that owns it (decision 033). */
type ProductOwner = { type: string; ownerType: string; ownerId: number };
/** The seeded fields of a product. */
type ProductFields = { name: string; nameEn: string; realName: boolean; onSale: boolean; rules: Record<string, unknown> };

/**
 * The one product of `owner` (a spot's tickets, a line), found by its type and owner and updated
 * with `fields`, or created. Answers its id.
 */
async function upsertOwnedProduct(db: Db, owner: ProductOwner, fields: ProductFields): Promise<number> {
  const where = and(eq(products.type, owner.type), eq(products.ownerType, owner.ownerType), eq(products.ownerId, owner.ownerId));
  const [existing] = await db.select({ id: products.id }).from(products).where(where).limit(1);
  if (existing) {
    await db.update(products).set(fields).where(eq(products.id, existing.id));
    return existing.id;
  }
  const [created] = await db.insert(products).values({ ...owner, ...fields }).returning({ id: products.id });
  if (!created) throw new Error(`product insert for ${owner.ownerType} ${owner.ownerId} returned nothing`);
  return created.id;
}

/** A seeded SKU: code (unique per product), names, kind, price in fen, `skus.rules`. */
type SkuSeed = { code: string; name: string; nameEn: string; kind: string; priceFen: number; rules: Record<string, unknown> };

/**
 * Upserts `seeded` as the SKUs of `productId` by code, on sale. SKUs dropped from the seed stop
 * selling; their rows stay because orders point at them.
 */
async function upsertSkus(db: Db, productId: number, seeded: readonly SkuSeed[]): Promise<void> {
  for (const { code, ...sku } of seeded) {
    const skuFields = { ...sku, onSale: true };
    await db
      .insert(skus)
      .values({ productId, code, ...skuFields })
      .onConflictDoUpdate({ target: [skus.productId, skus.code], set: skuFields });
  }
  await db
    .update(skus)
    .set({ onSale: false })
    .where(and(eq(skus.productId, productId), notInArray(skus.code, seeded.map((s) => s.code))));
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
    const refund = cancelRefund(room.cancel);
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
 * One travel line by slug (issue 10) and its one product (type "line", owner "line"; decision 033).
 * The product's rules: stock (slot = the departure time, capacity = seats per departure,
 * LINE_SALE_DAYS ahead), the days it does not run as ticket-rules closures (`closedWeekdays` = the
 * weekdays it does not depart, `season` = its seasonal window), `cutoffMinutes` = cutoffHours x 60
 * before the departure time, and its `packages` (code and names, in seed order). Per package an
 * adult and a child SKU (code `<package>-ADULT` / `-CHILD`, kind adult / child) whose rules are SKU
 * rules (decision 022): the line's refund rule counted from the departure time (`before` hours or
 * `none`), entry "id_card" on a real-name line, proof "child" for a child, `sample`, plus `package`
 * (the package code). Packages dropped from the seed stop selling.
 */
async function seedLine(db: Db, line: SeedLine): Promise<void> {
  const spelling = spellingOf(line.nameZh);
  const d = line.departure;
  const fields = {
    kind: line.kind,
    nameZh: line.nameZh,
    nameEn: line.nameEn,
    namePinyin: spelling.pinyin,
    nameInitials: spelling.initials,
    areaCode: line.areaCode,
    days: line.days,
    durationHours: line.durationHours ?? null,
    departureNameZh: d.nameZh,
    departureNameEn: d.nameEn,
    departureAddress: d.addressZh,
    departureAddressEn: d.addressEn,
    departureLng: d.lng,
    departureLat: d.lat,
    departureCoordQuality: d.coordQuality,
    departureTime: d.time,
    itinerary: line.itinerary,
    includesZh: line.includesZh,
    includesEn: line.includesEn,
    excludesZh: line.excludesZh,
    excludesEn: line.excludesEn,
    descriptionZh: line.descriptionZh,
    descriptionEn: line.descriptionEn,
    sourceName: line.source.name,
    sourceUrl: line.source.url,
    sample: line.sample,
  };
  const [row] = await db.insert(travelLines).values({ slug: line.slug, ...fields }).onConflictDoUpdate({ target: travelLines.slug, set: fields }).returning({ id: travelLines.id });
  if (!row) throw new Error(`line insert for ${line.slug} returned nothing`);
  const rules: Partial<TicketRules> & Record<string, unknown> = {
    slots: [d.time],
    capacity: line.departures.seats,
    saleDays: LINE_SALE_DAYS,
    closedWeekdays: [1, 2, 3, 4, 5, 6, 7].filter((w) => !line.departures.weekdays.includes(w)),
    season: line.seasonal ?? null,
    cutoffMinutes: line.departures.cutoffHours * 60,
    packages: line.packages.map((p) => ({ code: p.code, name: p.nameZh, name_en: p.nameEn })),
  };
  const productId = await upsertOwnedProduct(db, { type: "line", ownerType: "line", ownerId: row.id }, { name: line.nameZh, nameEn: line.nameEn, realName: line.realName, onSale: true, rules });
  const refund: SkuRules["refund"] = line.refund.kind === "free_until" ? { kind: "before", hours: line.refund.hoursBefore } : { kind: "none" };
  const label = { adult: { zh: "成人", en: "adult" }, child: { zh: "儿童", en: "child" } } as const;
  await upsertSkus(
    db,
    productId,
    line.packages.flatMap((p) =>
      LINE_AGES.map((age) => {
        const skuRules: SkuRules & { package: string } = { refund, entry: line.realName ? "id_card" : "qr", proof: proofOf(age), sample: line.sample, package: p.code };
        return { code: lineSkuCode(p.code, age), name: `${p.nameZh}·${label[age].zh}`, nameEn: `${p.nameEn} (${label[age].en})`, kind: age, priceFen: age === "adult" ? p.priceFen : p.childPriceFen, rules: skuRules };
      }),
    ),
  );
}

/**
 * The product behind a show or a film at a cinema (issue 10, decision 033): `productId` when the
 * entity already has one (updated with `fields` and its owner), else a new product. Answers its id.
 */
async function upsertProductOf(db: Db, productId: number | undefined, owner: ProductOwner, fields: ProductFields): Promise<number> {
  if (productId !== undefined) {
    await db.update(products).set({ ...owner, ...fields }).where(eq(products.id, productId));
    return productId;
  }
  const [created] = await db.insert(products).values({ ...owner, ...fields }).returning({ id: products.id });
  if (!created) throw new Error(`product insert for ${owner.ownerType} ${owner.ownerId} returned nothing`);
  return created.id;
}

/**
 * The performance catalogue (issue 10; seed/data/performances.json via seed-performances.ts): each
 * venue by slug with its halls (seat rows of the sample maps as jsonb), each show by slug with its
 * one product (type "performance", owner the venue; real-name when the show is) and a SKU per price
 * zone (code = zone code, kind "zone", price per ticket in fen; rules: the show's refund rule as a
 * SKU refund policy counted from the session start, entry "id_card" for a per-ticket real-name show
 * else "qr", plus `capacity` for a standing zone). Sessions are stock rows made on demand.
 */
async function seedPerformanceCatalogue(db: Db, { venues: venueRecords, shows: showRecords }: SeedPerformances): Promise<void> {
  const venueIds = new Map<string, number>();
  for (const venue of venueRecords) {
    const fields = {
      nameZh: venue.nameZh,
      nameEn: venue.nameEn,
      areaCode: venue.areaCode,
      address: venue.addressZh,
      addressEn: venue.addressEn,
      lng: venue.lng,
      lat: venue.lat,
      halls: venue.halls.map((h) => ({ code: h.code, nameZh: h.nameZh, nameEn: h.nameEn, capacity: h.capacity, seating: h.seating, rows: hallSeatRows(h), zones: h.zones })),
      sourceName: venue.source.name,
      sourceUrl: venue.source.url,
    };
    const [row] = await db.insert(venues).values({ slug: venue.slug, ...fields }).onConflictDoUpdate({ target: venues.slug, set: fields }).returning({ id: venues.id });
    if (!row) throw new Error(`venue insert for ${venue.slug} returned nothing`);
    venueIds.set(venue.slug, row.id);
  }
  for (const show of showRecords) {
    const venueId = venueIds.get(show.venueSlug)!;
    const hall = venueRecords.find((v) => v.slug === show.venueSlug)!.halls.find((h) => h.code === show.hallCode)!;
    const [existing] = await db.select({ productId: shows.productId }).from(shows).where(eq(shows.slug, show.slug)).limit(1);
    const productId = await upsertProductOf(db, existing?.productId, { type: "performance", ownerType: "venue", ownerId: venueId }, { name: show.nameZh, nameEn: show.nameEn, realName: show.realName !== "none", onSale: true, rules: {} });
    const spelling = spellingOf(show.nameZh);
    const fields = {
      productId,
      venueId,
      hallCode: show.hallCode,
      category: show.category,
      nameZh: show.nameZh,
      nameEn: show.nameEn,
      namePinyin: spelling.pinyin,
      nameInitials: spelling.initials,
      durationMinutes: show.durationMinutes,
      ageLimitZh: show.ageLimitZh,
      ageLimitEn: show.ageLimitEn,
      descriptionZh: show.descriptionZh,
      descriptionEn: show.descriptionEn,
      realName: show.realName,
      maxPerOrder: show.maxPerOrder,
      sessions: { weekdays: show.sessions.weekdays, times: show.sessions.times },
      runFrom: show.sessions.from,
      runTo: show.sessions.to,
      sourceName: show.source.name,
      sourceUrl: show.source.url,
      sample: show.sample,
    };
    await db.insert(shows).values({ slug: show.slug, ...fields }).onConflictDoUpdate({ target: shows.slug, set: fields });
    const entry = show.realName === "per_ticket" ? "id_card" : "qr";
    await upsertSkus(
      db,
      productId,
      show.priceZones.map((p) => {
        const zone = hall.zones.find((z) => z.code === p.zone)!;
        const rules: SkuRules & { capacity?: number } = { refund: cancelRefund(show.refund), entry, proof: null, sample: show.sample, ...(p.capacity ? { capacity: p.capacity } : {}) };
        return { code: p.zone, name: zone.nameZh, nameEn: zone.nameEn, kind: "zone", priceFen: p.priceFen, rules };
      }),
    );
  }
}

/**
 * The cinema catalogue (issue 10; seed/data/cinemas.json via seed-cinemas.ts): each cinema by slug
 * with its halls (seat rows as jsonb), each film by slug, and per film and cinema showing it a
 * `movie_cinemas` row (the daily times) with its product (type "movie", owner the cinema) and two
 * SKUs: "STD" a standard seat at the film's price and "COUPLE" a couple seat at half the pair's
 * price (fen, both); rules: free refund until MOVIE_REFUND_HOURS before the showtime, entry "qr".
 * A film no longer shown at a cinema stops selling there.
 */
async function seedCinemaCatalogue(db: Db, { cinemas: cinemaRecords, movies: movieRecords }: SeedCinemas): Promise<void> {
  const cinemaIds = new Map<string, number>();
  for (const cinema of cinemaRecords) {
    const spelling = spellingOf(cinema.nameZh);
    const fields = {
      nameZh: cinema.nameZh,
      nameEn: cinema.nameEn,
      namePinyin: spelling.pinyin,
      nameInitials: spelling.initials,
      areaCode: cinema.areaCode,
      address: cinema.addressZh,
      addressEn: cinema.addressEn,
      lng: cinema.lng,
      lat: cinema.lat,
      halls: cinema.halls.map((h) => ({ code: h.code, nameZh: h.nameZh, nameEn: h.nameEn, kind: h.kind, rows: cinemaSeatRows(h) })),
      sourceName: cinema.source.name,
      sourceUrl: cinema.source.url,
    };
    const [row] = await db.insert(cinemas).values({ slug: cinema.slug, ...fields }).onConflictDoUpdate({ target: cinemas.slug, set: fields }).returning({ id: cinemas.id });
    if (!row) throw new Error(`cinema insert for ${cinema.slug} returned nothing`);
    cinemaIds.set(cinema.slug, row.id);
  }
  for (const movie of movieRecords) {
    const spelling = spellingOf(movie.titleZh);
    const fields = {
      titleZh: movie.titleZh,
      titleEn: movie.titleEn,
      titlePinyin: spelling.pinyin,
      titleInitials: spelling.initials,
      year: movie.year,
      durationMinutes: movie.durationMinutes,
      genresZh: movie.genresZh,
      genresEn: movie.genresEn,
      directorZh: movie.directorZh,
      directorEn: movie.directorEn,
      castZh: movie.castZh,
      castEn: movie.castEn,
      ratingZh: movie.ratingZh,
      ratingEn: movie.ratingEn,
      synopsisZh: movie.synopsisZh,
      synopsisEn: movie.synopsisEn,
      sourceName: movie.source.name,
      sourceUrl: movie.source.url,
      sample: movie.sample,
    };
    const [row] = await db.insert(movies).values({ slug: movie.slug, ...fields }).onConflictDoUpdate({ target: movies.slug, set: fields }).returning({ id: movies.id });
    if (!row) throw new Error(`movie insert for ${movie.slug} returned nothing`);
    const runs = await db.select({ cinemaId: movieCinemas.cinemaId, productId: movieCinemas.productId }).from(movieCinemas).where(eq(movieCinemas.movieId, row.id));
    const rules: SkuRules = { refund: { kind: "before", hours: MOVIE_REFUND_HOURS }, entry: "qr", proof: null, sample: movie.sample };
    const showing = new Set<number>();
    for (const slug of movie.showtimes.cinemas) {
      const cinemaId = cinemaIds.get(slug)!;
      showing.add(cinemaId);
      const known = runs.find((r) => r.cinemaId === cinemaId)?.productId;
      const productId = await upsertProductOf(db, known, { type: "movie", ownerType: "cinema", ownerId: cinemaId }, { name: movie.titleZh, nameEn: movie.titleEn, realName: false, onSale: true, rules: {} });
      const run = { productId, times: movie.showtimes.times, onSale: true };
      await db.insert(movieCinemas).values({ movieId: row.id, cinemaId, ...run }).onConflictDoUpdate({ target: [movieCinemas.movieId, movieCinemas.cinemaId], set: run });
      await upsertSkus(db, productId, [
        { code: MOVIE_SKU_STANDARD, name: "普通座", nameEn: "Standard seat", kind: "seat", priceFen: movie.showtimes.priceFen, rules },
        { code: MOVIE_SKU_COUPLE, name: "情侣座", nameEn: "Couple seat", kind: "couple", priceFen: movie.showtimes.couplePriceFen / 2, rules },
      ]);
    }
    for (const run of runs.filter((r) => !showing.has(r.cinemaId))) {
      await db.update(movieCinemas).set({ onSale: false }).where(eq(movieCinemas.productId, run.productId));
      await db.update(products).set({ onSale: false }).where(eq(products.id, run.productId));
    }
  }
}

/**
 * Seeds the scenic catalogue idempotently (run at every start) from `spots`, by default the records
 * of seed/data/scenic-spots.json (read and validated by seed-data.ts): upserts the tag vocabulary
 * (`tags`, seed/data/tags.json) by key, each spot by slug, one
 * ticket product per spot (type "ticket", owner scenic; slots and per-slot capacity in `rules`)
 * and its SKUs by code, then the hotels (`hotelRecords`, seed/data/hotels.json) with their room
 * types ({@link seedHotel}) and the travel lines (`lineRecords`, seed/data/lines.json) with their
 * packages ({@link seedLine}), the venues and shows (`performanceRecords`, seed/data/performances.json;
 * {@link seedPerformanceCatalogue}) and the cinemas and films (`cinemaRecords`, seed/data/cinemas.json;
 * {@link seedCinemaCatalogue}) and the coupon rules (`couponRecords`, seed/data/coupons.json;
 * seed-coupons.ts). One transaction under an advisory lock, so two instances starting together
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
  lineRecords: readonly SeedLine[] = seedLines(),
  performanceRecords: SeedPerformances = seedPerformances(),
  cinemaRecords: SeedCinemas = seedCinemas(),
  couponRecords: readonly SeedCouponRule[] = seedCouponRules(),
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
    for (const line of lineRecords) await seedLine(tx as unknown as Db, line);
    await seedPerformanceCatalogue(tx as unknown as Db, performanceRecords);
    await seedCinemaCatalogue(tx as unknown as Db, cinemaRecords);
    await seedCoupons(tx as unknown as Db, couponRecords);
  });
  await bus?.publish("catalogue", "*");
}
