import { eq } from "drizzle-orm";
import { seedHotels } from "./seed-hotels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-utils";
import { ensureInventory, saleWindow, seedCatalogue } from "./seed";
import { seedScenicSpots } from "./seed-data";
import { hotels, inventory, products, scenicSpots, skus } from "./schema/index";

const seed = seedScenicSpots();
const hotelSeed = seedHotels();
/** SKUs of ticket products (hotels' room types are products too). */
const ticketSkus = () => t.db.select({ id: skus.id }).from(skus).innerJoin(products, eq(skus.productId, products.id)).where(eq(products.type, "ticket"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("seedCatalogue", () => {
  it("creates every spot, one ticket product per spot and its SKUs", async () => {
    expect(await t.db.select().from(scenicSpots)).toHaveLength(seed.length);
    const ticketProducts = await t.db.select().from(products).where(eq(products.type, "ticket"));
    expect(ticketProducts).toHaveLength(seed.filter((s) => s.tickets.length > 0).length);
    expect(await ticketSkus()).toHaveLength(seed.reduce((n, s) => n + s.tickets.length, 0));
  });

  it("is idempotent and stops selling SKUs that left the seed", async () => {
    const [first] = seed;
    const trimmed = seed.map((s) => (s === first ? { ...s, tickets: s.tickets.slice(0, 1), nameEn: "Renamed" } : s));
    await seedCatalogue(t.db, trimmed);
    await seedCatalogue(t.db, trimmed);
    expect(await t.db.select().from(scenicSpots)).toHaveLength(seed.length);
    expect(await t.db.select().from(products).where(eq(products.type, "ticket"))).toHaveLength(seed.filter((s) => s.tickets.length > 0).length);
    const [spot] = await t.db.select().from(scenicSpots).where(eq(scenicSpots.slug, first!.slug));
    expect(spot?.nameEn).toBe("Renamed");
    const rows = await t.db.select().from(skus).where(eq(skus.code, first!.tickets[1]!.code));
    expect(rows[0]?.onSale).toBe(false);
    await seedCatalogue(t.db);
    expect((await t.db.select().from(skus).where(eq(skus.code, first!.tickets[1]!.code)))[0]?.onSale).toBe(true);
  });

  it("creates nothing twice when two instances seed at the same time", async () => {
    await Promise.all([seedCatalogue(t.db), seedCatalogue(t.db)]);
    expect(await t.db.select().from(scenicSpots)).toHaveLength(seed.length);
    expect(await t.db.select().from(products).where(eq(products.type, "ticket"))).toHaveLength(seed.filter((s) => s.tickets.length > 0).length);
    expect(await ticketSkus()).toHaveLength(seed.reduce((n, s) => n + s.tickets.length, 0));
  });
});

describe("seedCatalogue: hotels (issue 10)", () => {
  it("creates every hotel and one product per room type with its nightly stock and prices", async () => {
    expect(await t.db.select().from(hotels)).toHaveLength(hotelSeed.length);
    const rooms = await t.db
      .select({ code: skus.code, priceFen: skus.priceFen, skuRules: skus.rules, rules: products.rules, ownerId: products.ownerId })
      .from(skus)
      .innerJoin(products, eq(skus.productId, products.id))
      .where(eq(products.type, "hotel"));
    const seeded = hotelSeed.flatMap((h) => h.rooms);
    expect(rooms).toHaveLength(seeded.length);
    const first = seeded[0]!;
    const row = rooms.find((r) => r.code === first.code)!;
    expect(row.priceFen).toBe(first.priceFen);
    const refund = first.cancel.kind === "free_until" ? { kind: "before", hours: first.cancel.hoursBefore } : { kind: "none" };
    expect(row.skuRules).toMatchObject({ weekendPriceFen: first.weekendPriceFen, refund, entry: "id_card" });
    expect(row.rules).toMatchObject({ slots: ["night"], capacity: first.roomsPerNight });
  });

  it("keeps a room type's product when seeded again, and stops selling one that left the seed", async () => {
    const [hotel] = hotelSeed;
    const trimmed = hotelSeed.map((h) => (h === hotel ? { ...h, rooms: h.rooms.slice(0, 1) } : h));
    await seedCatalogue(t.db, seed, undefined, undefined, trimmed);
    const hotelProducts = await t.db.select({ id: products.id, onSale: products.onSale }).from(products).where(eq(products.type, "hotel"));
    expect(hotelProducts).toHaveLength(hotelSeed.flatMap((h) => h.rooms).length);
    expect(hotelProducts.filter((p) => !p.onSale)).toHaveLength(hotel!.rooms.length - 1);
    await seedCatalogue(t.db);
    expect((await t.db.select({ id: products.id }).from(products).where(eq(products.onSale, false))).length).toBe(0);
  });
});

describe("ensureInventory", () => {
  it("creates one row per slot with the per-slot capacity, once, without resetting sales", async () => {
    const [product] = await t.db.select().from(products).where(eq(products.type, "ticket")).limit(1);
    const spot = seed.find((s) => s.nameZh === product!.name.replace(/门票$/, ""))!;
    const day = saleWindow(new Date("2025-06-01T02:00:00Z")).last;
    expect(day).toBe("2025-06-15");
    const rows = await ensureInventory(t.db, product!.id, day);
    expect(rows.map((r) => r.slot)).toEqual(spot.timeSlots);
    expect(rows.every((r) => r.capacity === spot.dailyCapacity && r.sold === 0)).toBe(true);
    await t.db.update(inventory).set({ sold: 3 }).where(eq(inventory.id, rows[0]!.id));
    const again = await Promise.all([ensureInventory(t.db, product!.id, day), ensureInventory(t.db, product!.id, day)]);
    expect(again[0]).toHaveLength(spot.timeSlots.length);
    expect(again[1]![0]!.sold).toBe(3);
    expect(await ensureInventory(t.db, 999_999, day)).toEqual([]);
  });
});
