import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-utils";
import { ensureInventory, saleWindow, seedCatalogue } from "./seed";
import { seedScenicSpots } from "./seed-data";
import { inventory, products, scenicSpots, skus } from "./schema/index";

const seed = seedScenicSpots();
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
    expect(await t.db.select().from(skus)).toHaveLength(seed.reduce((n, s) => n + s.tickets.length, 0));
  });

  it("is idempotent and stops selling SKUs that left the seed", async () => {
    const [first] = seed;
    const trimmed = seed.map((s) => (s === first ? { ...s, tickets: s.tickets.slice(0, 1), nameEn: "Renamed" } : s));
    await seedCatalogue(t.db, trimmed);
    await seedCatalogue(t.db, trimmed);
    expect(await t.db.select().from(scenicSpots)).toHaveLength(seed.length);
    expect(await t.db.select().from(products)).toHaveLength(seed.filter((s) => s.tickets.length > 0).length);
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
    expect(await t.db.select().from(products)).toHaveLength(seed.filter((s) => s.tickets.length > 0).length);
    expect(await t.db.select().from(skus)).toHaveLength(seed.reduce((n, s) => n + s.tickets.length, 0));
  });
});

describe("ensureInventory", () => {
  it("creates one row per slot with the per-slot capacity, once, without resetting sales", async () => {
    const [product] = await t.db.select().from(products).limit(1);
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
