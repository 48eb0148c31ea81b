import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicDetail, ScenicListItem } from "@wenlv/contract/scenic";
import { partnerFeatured, partnerOffers, scenicSpots, skus } from "../../db/schema/index";
import { SAMPLE_FEATURED, SAMPLE_OFFERS, seedPartnerSamples } from "../../db/seed-partner";
import { createTestApp, createTestClock, databaseWorkDuring, postForm, type TestApp } from "../../test-utils";

// Issue 9 "shells that feel like their hosts", decision 026: the bank shell sends host=bank; the
// scenic list and detail then answer the bank's offers valid now and list its featured spots first.
// The seeded samples run from 2026-01-01 to 2029-01-01 Shanghai time; the clock sits inside.
const clock = createTestClock(new Date("2027-06-01T02:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const list = (fields: Record<string, string | number> = {}) => postForm<Page<ScenicListItem>>(t.app, "/api/scenic/list", fields);
const detail = (fields: Record<string, string | number>) => postForm<ScenicDetail>(t.app, "/api/scenic/detail", fields);
async function spotId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: scenicSpots.id }).from(scenicSpots).where(eq(scenicSpots.slug, slug));
  if (!row) throw new Error(`no spot ${slug}`);
  return row.id;
}
async function skuId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: skus.id }).from(skus).where(eq(skus.code, code));
  if (!row) throw new Error(`no SKU ${code}`);
  return row.id;
}

describe("sample offers and featured spots in the seed", () => {
  it("writes every sample, marked sample, on spots and SKUs the catalogue has; again without duplicates", async () => {
    const offers = await t.db.select().from(partnerOffers);
    const featured = await t.db.select().from(partnerFeatured);
    expect(offers.map((o) => o.code).sort()).toEqual(SAMPLE_OFFERS.map((o) => o.code).sort());
    expect(featured).toHaveLength(SAMPLE_FEATURED.length);
    expect([...offers, ...featured].every((row) => row.sample)).toBe(true);
    expect(await seedPartnerSamples(t.db)).toEqual({ offers: SAMPLE_OFFERS.length, featured: SAMPLE_FEATURED.length });
    expect(await t.db.select().from(partnerOffers)).toHaveLength(offers.length);
    expect(await t.db.select().from(partnerFeatured)).toHaveLength(featured.length);
  });

  it("refuses an offer on both a spot and a SKU, or on neither, or of an unknown kind", async () => {
    const base = { host: "bank", kind: "card_discount", amount: 100, textZh: "x", textEn: "x", validFrom: new Date("2027-01-01T00:00:00Z"), validTo: new Date("2028-01-01T00:00:00Z") };
    const spot = await spotId("tongli");
    const sku = await skuId("TONGLI-ADULT");
    await expect(t.db.insert(partnerOffers).values({ ...base, code: "bad-both", ownerType: "scenic", ownerId: spot, skuId: sku })).rejects.toThrow();
    await expect(t.db.insert(partnerOffers).values({ ...base, code: "bad-none" })).rejects.toThrow();
    await expect(t.db.insert(partnerOffers).values({ ...base, code: "bad-kind", kind: "cashback", skuId: sku })).rejects.toThrow();
    await expect(t.db.insert(partnerOffers).values({ ...base, code: "bad-window", skuId: sku, validTo: base.validFrom })).rejects.toThrow();
  });
});

describe("the scenic list for the bank host", () => {
  it("answers no offers and the usual order without a host", async () => {
    const res = await list({ page_size: 5 });
    expect(res.body.code).toBe(1);
    expect(res.body.data.list.every((i) => i.offers === undefined)).toBe(true);
    expect(res.body.data.list[0]?.name).toBe("拙政园");
  });

  it("puts the bank's featured spots first, by position, then the usual order, with the same total", async () => {
    const plain = await list({ page_size: 50 });
    const res = await list({ page_size: 50, host: "bank" });
    const names = res.body.data.list.map((i) => i.name);
    expect(names.slice(0, 2)).toEqual(["同里古镇", "周庄古镇"]);
    expect(res.body.data.total).toBe(plain.body.data.total);
    const rest = plain.body.data.list.map((i) => i.name).filter((n) => n !== "同里古镇" && n !== "周庄古镇");
    expect(names.slice(2)).toEqual(rest);
  });

  it("carries each spot's offers: the spot's own and its SKUs'", async () => {
    const res = await list({ page_size: 50, host: "bank" });
    const byName = new Map(res.body.data.list.map((i) => [i.name, i]));
    expect(byName.get("同里古镇")?.offers?.map((o) => [o.kind, o.amount, o.threshold_fen, o.sku_id, o.sample])).toEqual([
      ["card_discount", 500, 10000, null, true],
      ["points", 200, 0, null, true],
    ]);
    expect(byName.get("拙政园")?.offers).toEqual([expect.objectContaining({ kind: "card_discount", amount: 500, sku_id: await skuId("ZHUOZHENGYUAN-ADULT"), text: "成人票银行卡立减5元" })]);
    expect(byName.get("狮子林")?.offers).toEqual([]);
  });

  it("lists only the featured spots with featured=1, in the bank's order; none without a host", async () => {
    const res = await list({ host: "bank", featured: 1, hot: "" });
    expect(res.body.data.list.map((i) => i.name)).toEqual(["同里古镇", "周庄古镇"]);
    expect(res.body.data.total).toBe(2);
    const none = await list({ featured: 1 });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it("answers a search and an order the visitor chose as asked", async () => {
    const search = await list({ host: "bank", keyword: "zzy" });
    expect(search.body.data.list[0]?.name).toBe("拙政园");
    const cheapest = await list({ host: "bank", sort: "price_asc", page_size: 50 });
    const prices = cheapest.body.data.list.map((i) => i.min_price_fen ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("refuses an unknown host with the contract's message", async () => {
    const res = await list({ host: "otherbank" });
    expect(res.body).toMatchObject({ code: 0, msg: "参数不正确" });
  });

  it("keeps the host answer apart from the plain one in the catalogue cache (GET)", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/scenic/list?page=1&page_size=3" });
    const bank = await t.app.inject({ method: "GET", url: "/api/scenic/list?page=1&page_size=3&host=bank" });
    expect(plain.headers.etag).not.toBe(bank.headers.etag);
    expect(JSON.parse(bank.body).data.list[0].name).toBe("同里古镇");
    expect(JSON.parse(plain.body).data.list[0].name).toBe("拙政园");
    const again = await databaseWorkDuring(t, () => t.app.inject({ method: "GET", url: "/api/scenic/list?page=1&page_size=3&host=bank" }));
    expect(again.statements).toHaveLength(0);
  });

  it("drops host from calls whose answer does not depend on it", async () => {
    const res = await postForm(t.app, "/api/search/hot", { host: "bank" });
    expect(res.body.code).toBe(1);
  });
});

describe("the scenic detail for the bank host", () => {
  it("gives each SKU the offers that apply to it: the spot's and its own", async () => {
    const zzy = await detail({ id: await spotId("zhuozhengyuan"), host: "bank" });
    const adult = await skuId("ZHUOZHENGYUAN-ADULT");
    const skusOf = zzy.body.data.products.flatMap((p) => p.skus);
    expect(skusOf.find((s) => s.id === adult)?.offers?.map((o) => o.text)).toEqual(["成人票银行卡立减5元"]);
    expect(skusOf.filter((s) => s.id !== adult).every((s) => s.offers?.length === 0)).toBe(true);

    const tongli = await detail({ id: await spotId("tongli"), host: "bank" });
    expect(tongli.body.data.offers).toHaveLength(2);
    for (const sku of tongli.body.data.products.flatMap((p) => p.skus)) expect(sku.offers?.map((o) => o.kind)).toEqual(["card_discount", "points"]);
  });

  it("answers no offers without a host", async () => {
    const res = await detail({ id: await spotId("tongli") });
    expect(res.body.data.offers).toBeUndefined();
    expect(res.body.data.products.flatMap((p) => p.skus).every((s) => s.offers === undefined)).toBe(true);
  });
});

describe("offer validity (UTC window, from inclusive, to exclusive)", () => {
  it("shows an offer only from valid_from until just before valid_to", async () => {
    const spot = await spotId("shizilin");
    await t.db.insert(partnerOffers).values({
      host: "bank",
      code: "window-test",
      ownerType: "scenic",
      ownerId: spot,
      kind: "points",
      amount: 50,
      textZh: "限时积分",
      textEn: "Points for a while",
      validFrom: new Date("2027-07-01T00:00:00Z"),
      validTo: new Date("2027-07-02T00:00:00Z"),
    });
    // Answers are cached for a few seconds: each instant is asked with the cache emptied.
    const at = async (iso: string) => {
      clock.set(new Date(iso));
      t.ctx.catalogueCache.invalidate("*");
      const res = await detail({ id: spot, host: "bank" });
      return res.body.data.offers?.map((o) => o.text) ?? [];
    };
    try {
      expect(await at("2027-06-30T23:59:59Z")).toEqual([]);
      expect(await at("2027-07-01T00:00:00Z")).toEqual(["限时积分"]);
      expect(await at("2027-07-01T23:59:59Z")).toEqual(["限时积分"]);
      expect(await at("2027-07-02T00:00:00Z")).toEqual([]);
    } finally {
      clock.set(new Date("2027-06-01T02:00:00Z"));
      await t.db.delete(partnerOffers).where(eq(partnerOffers.code, "window-test"));
      t.ctx.catalogueCache.invalidate("*");
    }
  });

  it("stops writing samples for a host once it has an offer of its own", async () => {
    const sku = await skuId("LIUYUAN-ADULT");
    await t.db.insert(partnerOffers).values({ host: "bank", code: "real-1", skuId: sku, kind: "points", amount: 10, textZh: "积分", textEn: "Points", validFrom: new Date("2027-01-01T00:00:00Z"), validTo: new Date("2028-01-01T00:00:00Z") });
    try {
      await t.db.delete(partnerOffers).where(eq(partnerOffers.sample, true));
      expect((await seedPartnerSamples(t.db)).offers).toBe(0);
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(partnerOffers)).toEqual([{ n: 1 }]);
    } finally {
      await t.db.delete(partnerOffers).where(eq(partnerOffers.code, "real-1"));
      await seedPartnerSamples(t.db);
      t.ctx.catalogueCache.invalidate("*");
    }
  });
});
