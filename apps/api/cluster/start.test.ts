import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, migrate, MIGRATIONS_FOLDER, type Db, type DbHandle } from "../src/db/client";
import { products, scenicSpots, skus } from "../src/db/schema/index";
import { seedCatalogue } from "../src/db/seed";
import { clusterEnv, get, openClusterDb } from "./http";

const cluster = clusterEnv();
let shared: DbHandle;
beforeAll(async () => {
  shared = await openClusterDb(cluster);
});
afterAll(async () => shared.close());

/** The seeded catalogue as comparable rows: spot slugs, (spot, product type), (spot, SKU code), sorted. */
async function catalogue(db: Db) {
  const spots = await db.select({ slug: scenicSpots.slug }).from(scenicSpots).orderBy(asc(scenicSpots.slug));
  const productRows = await db
    .select({ slug: scenicSpots.slug, type: products.type })
    .from(products)
    .innerJoin(scenicSpots, eq(products.ownerId, scenicSpots.id))
    .orderBy(asc(scenicSpots.slug), asc(products.type));
  const skuRows = await db
    .select({ slug: scenicSpots.slug, code: skus.code })
    .from(skus)
    .innerJoin(products, eq(skus.productId, products.id))
    .innerJoin(scenicSpots, eq(products.ownerId, scenicSpots.id))
    .orderBy(asc(scenicSpots.slug), asc(skus.code));
  return { spots, products: productRows, skus: skuRows };
}

describe("three nodes started at once on an empty PostgreSQL", () => {
  it("all serve, and nginx hands requests round-robin to every one of them", async () => {
    for (const node of cluster.nodes) expect((await get(node, "/api/scenic/list", { page: 1, page_size: 1 })).body.code).toBe(1);
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 12; i += 1) upstreams.add((await get(cluster.nginx, "/api/scenic/list", { page: 1, page_size: 1 })).upstream);
    expect([...upstreams].sort()).toEqual(cluster.nodes.map((n) => new URL(n).host).sort());
  });

  it("applied each migration once (one node migrated, the others waited for it)", async () => {
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as { entries: unknown[] };
    const result = (await shared.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(journal.entries.length);
  });

  it("seeded the catalogue exactly as one node alone seeds it (no duplicate products or SKUs)", async () => {
    const single = await createDb({ databaseUrl: undefined, dataDir: ":memory:" });
    try {
      await migrate(single);
      await seedCatalogue(single.db);
      const expected = await catalogue(single.db);
      const actual = await catalogue(shared.db);
      expect(actual.spots.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    } finally {
      await single.close();
    }
  }, 120_000);

  it("every node seals with the one shared payload key (a sealed field made for node A opens on node B)", async () => {
    const keys = await Promise.all(cluster.nodes.map(async (node) => (await get(node, "/api/security/publicKey")).body.data));
    expect(keys[0]).toBeTruthy();
    for (const key of keys) expect(key).toEqual(keys[0]);
  });
});
