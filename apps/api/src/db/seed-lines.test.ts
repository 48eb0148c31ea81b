import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-utils";
import { products, skus, travelLines } from "./schema/index";
import { seedCatalogue } from "./seed";
import { SeedDataError, seedScenicSpots } from "./seed-data";
import { loadLines, seedLines } from "./seed-lines";

const lines = seedLines();
let dir = "";
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-lines-"));
  t = await createTestApp();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

async function fileWith(records: unknown): Promise<string> {
  const file = path.join(dir, `lines-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(records));
  return file;
}

describe("seed/data/lines.json", () => {
  it("holds the 17 real lines of all three kinds, each with packages, departures, a source and sample prices marked", () => {
    expect(lines).toHaveLength(17);
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(["one_day", "boutique", "night"]));
    expect(lines.every((l) => l.packages.length >= 1 && l.departures.weekdays.length >= 1 && l.source.url.startsWith("https://"))).toBe(true);
    expect(lines.filter((l) => l.sample).every((l) => l.note.includes("样例") || l.note.includes("sample"))).toBe(true);
    // Every stop that names a spot names a seeded one.
    const spots = new Set(seedScenicSpots().map((s) => s.slug));
    expect(lines.flatMap((l) => l.itinerary.flatMap((s) => (s.spotSlug ? [s.spotSlug] : []))).every((slug) => spots.has(slug))).toBe(true);
  });

  it("names the record and field of a wrong value, a package code used twice, an unknown spot and a stop beyond the last day", async () => {
    const [good] = lines;
    const twin = { ...good!, slug: "second-line" };
    const wrong = {
      ...good!,
      slug: "wrong-line",
      kind: "cruise",
      packages: [{ ...good!.packages[0]!, code: "OTHER-PKG", childPriceFen: good!.packages[0]!.priceFen + 1 }],
      itinerary: [{ ...good!.itinerary[0]!, day: 2, spotSlug: "no-such-spot" }],
    };
    const file = await fileWith([good, twin, wrong]);
    let message = "";
    try {
      loadLines(file);
    } catch (error) {
      expect(error).toBeInstanceOf(SeedDataError);
      message = (error as Error).message;
    }
    expect(message).toContain(`record 1 (second-line) packages[0].code: duplicate package code "${good!.packages[0]!.code}"`);
    expect(message).toMatch(/record 2 \(wrong-line\) kind: /);
    expect(message).toMatch(/record 2 \(wrong-line\) packages\[0\]\.childPriceFen: a child pays no more than an adult/);

    const stops = await fileWith([{ ...good!, itinerary: [{ ...good!.itinerary[0]!, day: 2, spotSlug: "no-such-spot" }] }]);
    expect(() => loadLines(stops)).toThrow(/itinerary\[0\]\.day: day 2 of a 1-day line[\s\S]*itinerary\[0\]\.spotSlug: no scenic spot "no-such-spot"/);
  });
});

describe("seedCatalogue: travel lines (issue 10)", () => {
  it("creates every line and one product per line: the departure as its slot, seats, the days it does not run, the cutoff; an adult and a child SKU per package", async () => {
    expect(await t.db.select().from(travelLines)).toHaveLength(lines.length);
    const changshu = lines.find((l) => l.slug === "changshu-shajiabang-yushan-one-day")!;
    const [row] = await t.db.select().from(travelLines).where(eq(travelLines.slug, changshu.slug));
    const [product] = await t.db.select().from(products).where(and(eq(products.ownerId, row!.id), eq(products.type, "line")));
    expect(product).toMatchObject({ ownerType: "line", realName: true, onSale: true });
    expect(product!.rules).toMatchObject({
      slots: [changshu.departure.time],
      capacity: changshu.departures.seats,
      saleDays: 60,
      closedWeekdays: [1, 3, 5],
      cutoffMinutes: changshu.departures.cutoffHours * 60,
      season: null,
    });
    const fares = await t.db.select().from(skus).where(eq(skus.productId, product!.id));
    const pkg = changshu.packages[0]!;
    expect(fares.map((f) => [f.code, f.kind, f.priceFen]).sort()).toEqual([
      [`${pkg.code}-ADULT`, "adult", pkg.priceFen],
      [`${pkg.code}-CHILD`, "child", pkg.childPriceFen],
    ]);
    const child = fares.find((f) => f.kind === "child")!;
    expect(child.rules).toEqual({ refund: { kind: "before", hours: 24 }, entry: "id_card", proof: "child", sample: true, package: pkg.code });

    const garden = lines.find((l) => l.seasonal)!;
    const [night] = await t.db.select().from(travelLines).where(eq(travelLines.slug, garden.slug));
    const [nightProduct] = await t.db.select().from(products).where(and(eq(products.ownerId, night!.id), eq(products.type, "line")));
    expect(nightProduct!.rules).toMatchObject({ season: garden.seasonal });
    const nightFares = await t.db.select().from(skus).where(eq(skus.productId, nightProduct!.id));
    // 网师园夜花园 is not refundable.
    expect(nightFares.map((f) => (f.rules as { refund: unknown }).refund)).toEqual(nightFares.map(() => ({ kind: "none" })));
  });

  it("keeps a line's product when seeded again, and stops selling a package that left the seed", async () => {
    const line = lines.find((l) => l.packages.length >= 2)!;
    const trimmed = lines.map((l) => (l === line ? { ...l, packages: l.packages.slice(0, 1) } : l));
    const before = await t.db.select({ id: products.id }).from(products).where(eq(products.type, "line"));
    await seedCatalogue(t.db, undefined, undefined, undefined, undefined, trimmed);
    expect(await t.db.select({ id: products.id }).from(products).where(eq(products.type, "line"))).toEqual(before);
    const dropped = await t.db.select({ onSale: skus.onSale }).from(skus).where(eq(skus.code, `${line.packages[1]!.code}-ADULT`));
    expect(dropped).toEqual([{ onSale: false }]);
    await seedCatalogue(t.db);
    expect((await t.db.select({ onSale: skus.onSale }).from(skus).where(eq(skus.code, `${line.packages[1]!.code}-ADULT`)))[0]?.onSale).toBe(true);
  });
});
