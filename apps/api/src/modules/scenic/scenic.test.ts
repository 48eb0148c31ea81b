import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import { AREA_CODES, type ScenicDetail, type ScenicListItem, type StockResult } from "@wenlv/contract/scenic";
import { inventory, orderItems, orders, products, skus } from "../../db/schema/index";
import { seedScenicSpots, seedScenicTags } from "../../db/seed-data";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { addScenicPhoto } from "./media";

const seed = seedScenicSpots();
let t: TestApp;
const clock = createTestClock(new Date("2025-06-01T02:00:00Z")); // 10:00 on 1 June in Shanghai

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const list = (fields: Record<string, string | number> = {}) => postForm<Page<ScenicListItem>>(t.app, "/api/scenic/list", fields);
const detail = (id: string | number) => postForm<ScenicDetail>(t.app, "/api/scenic/detail", { id });
const stock = (fields: Record<string, string | number>) => postForm<StockResult>(t.app, "/api/scenic/stock", fields);
const bySlug = (slug: string) => seed.find((s) => s.slug === slug)!;
async function idOf(slug: string): Promise<number> {
  const spot = bySlug(slug);
  const res = await list({ keyword: spot.nameZh, page_size: 50 });
  return res.body.data.list.find((i) => i.name === spot.nameZh)!.id;
}

describe("POST /api/scenic/list", () => {
  it("pages through every seeded spot, hot spots first then by A-level", async () => {
    const first = await list({ page_size: 50 });
    expect(first.body.code).toBe(1);
    expect(first.body.data.total).toBe(seed.length);
    const all = [...first.body.data.list, ...(await list({ page: 2, page_size: 50 })).body.data.list];
    expect(all).toHaveLength(seed.length);
    expect(new Set(all.map((i) => i.id)).size).toBe(seed.length);
    const keys = all.map((i) => [i.hot ? 1 : 0, i.a_level] as const);
    for (let i = 1; i < keys.length; i++) {
      const [ph, pa] = keys[i - 1]!;
      const [h, a] = keys[i]!;
      expect(ph > h || (ph === h && pa >= a)).toBe(true);
    }
    expect(all.every((i) => i.distance_m === null)).toBe(true);
  });

  it("answers absolute cover URLs on the image host and the cheapest price in fen", async () => {
    const res = await list({ keyword: "拙政园" });
    const item = res.body.data.list[0]!;
    expect(item.cover).toBe("http://localhost:8080/res/scenic/zhuozhengyuan.svg");
    expect(item.min_price_fen).toBe(Math.min(...bySlug("zhuozhengyuan").tickets.map((x) => x.priceFen)));
    expect(item).toMatchObject({ area_code: "320508", area_name: "姑苏区", name_en: "Humble Administrator's Garden" });
  });

  it("filters by each of the 10 districts", async () => {
    for (const code of AREA_CODES) {
      const res = await list({ area_code: code, page_size: 50 });
      expect(res.body.data.total, code).toBe(seed.filter((s) => s.areaCode === code).length);
      expect(res.body.data.list.every((i) => i.area_code === code)).toBe(true);
    }
  });

  it("filters by a category tag of the data, and a keyword finds tags too (issue 9: 园林 is no keyword for 园)", async () => {
    const gardens = seed.filter((spot) => spot.tags.includes("garden")).map((spot) => spot.nameZh).sort();
    expect(gardens.length).toBeGreaterThan(3);
    const byTag = (await list({ tag: "garden", page_size: 50 })).body.data;
    expect(byTag.list.map((i) => i.name).sort()).toEqual(gardens);
    expect(byTag.list.every((i) => i.tag_keys.includes("garden") && i.tags.includes("园林"))).toBe(true);
    // Older links name the tag by its Chinese label.
    expect((await list({ tag: "园林", page_size: 50 })).body.data.total).toBe(gardens.length);
    expect(byTag.total).toBe(gardens.length);
    // 西园寺 and 苏州乐园 have 园 in their names but are no gardens.
    expect(byTag.list.map((i) => i.name)).not.toContain("西园寺");
    const typed = (await list({ keyword: "园林", page_size: 50 })).body.data.list.map((i) => i.name);
    for (const name of gardens) expect(typed).toContain(name);
    const museums = (await list({ tag: "museum", area_code: "320508", page_size: 50 })).body.data.list;
    expect(museums.map((i) => i.name)).toContain("苏州博物馆");
    expect(museums.every((i) => i.tags.includes("博物馆") && i.area_code === "320508")).toBe(true);
    expect((await list({ tag: "园" })).body.data.total).toBe(0);
  });

  it("matches keywords on Chinese and English names, literally", async () => {
    expect((await list({ keyword: "拙政" })).body.data.list.map((i) => i.name)).toContain("拙政园");
    expect((await list({ keyword: "humble ADMIN" })).body.data.list.map((i) => i.name)).toContain("拙政园");
    expect((await list({ keyword: "%" })).body.data.total).toBe(0);
    expect((await list({ keyword: "_" })).body.data.total).toBe(0);
  });

  it("filters hot spots", async () => {
    const res = await list({ hot: "1", page_size: 50 });
    expect(res.body.data.total).toBe(seed.filter((s) => s.hot).length);
    expect(res.body.data.list.every((i) => i.hot)).toBe(true);
  });

  it("sorts by distance from a GCJ-02 location and fills distance_m", async () => {
    const z = bySlug("zhuozhengyuan");
    const res = await list({ lng: z.lng, lat: z.lat, page_size: 20 });
    const items = res.body.data.list;
    expect(items[0]?.name).toBe("拙政园");
    expect(items[0]?.distance_m).toBe(0);
    const museum = items.find((i) => i.name === "苏州博物馆");
    // About 150 m apart on Dongbei Street.
    expect(museum?.distance_m).toBeGreaterThan(100);
    expect(museum?.distance_m).toBeLessThan(300);
    for (let i = 1; i < items.length; i++) expect(items[i]!.distance_m!).toBeGreaterThanOrEqual(items[i - 1]!.distance_m!);
  });

  it("sorts by price both ways, spots without tickets last (issue 9)", async () => {
    const all = async (sort: string) => [...(await list({ sort, page_size: 50 })).body.data.list, ...(await list({ sort, page: 2, page_size: 50 })).body.data.list];
    for (const [sort, sign] of [["price_asc", 1], ["price_desc", -1]] as const) {
      const items = await all(sort);
      const priced = items.filter((i) => i.min_price_fen !== null);
      expect(items.slice(0, priced.length)).toEqual(priced);
      for (let i = 1; i < priced.length; i++) expect(sign * (priced[i]!.min_price_fen! - priced[i - 1]!.min_price_fen!)).toBeGreaterThanOrEqual(0);
    }
  });

  it("filters by A-level and puts the partner's district first (issue 9)", async () => {
    const fiveA = await list({ a_level: 5, page_size: 50 });
    expect(fiveA.body.data.total).toBe(seed.filter((s) => s.aLevel === 5).length);
    expect(fiveA.body.data.list.every((i) => i.a_level === 5)).toBe(true);
    const kunshan = seed.filter((s) => s.areaCode === "320583").length;
    expect(kunshan).toBeGreaterThan(0);
    const preferred = await list({ prefer_area: "320583", page_size: 50 });
    expect(preferred.body.data.total).toBe(seed.length);
    expect(preferred.body.data.list.slice(0, kunshan).every((i) => i.area_code === "320583")).toBe(true);
    expect(preferred.body.data.list[kunshan]?.area_code).not.toBe("320583");
  });

  it("sorts by tickets paid in the last 30 days (popularity), refunded ones not counted (issue 9)", async () => {
    const spotId = await idOf("suzhou-museum");
    const [product] = await t.db.select().from(products).where(and(eq(products.ownerType, "scenic"), eq(products.ownerId, spotId)));
    const [sku] = await t.db.select().from(skus).where(eq(skus.productId, product!.id));
    const user = await t.loginAs("13600000001");
    const paid = async (status: string, paidAt: Date) => {
      const [order] = await t.db
        .insert(orders)
        .values({ orderNo: `POP${status}${paidAt.getTime()}`, userId: user.userId, type: "ticket", status, amountFen: 0, partnerCode: "default", idempotencyKey: `pop-${status}-${paidAt.getTime()}`, expiresAt: paidAt, paidAt, createdAt: paidAt })
        .returning();
      await t.db.insert(orderItems).values({ orderId: order!.id, productType: "ticket", productId: product!.id, skuId: sku!.id, title: "t", skuName: "s", quantity: 3, unitPriceFen: 0, productStatus: "WAIT_USE" });
    };
    const before = (await list({ sort: "popularity" })).body.data.list[0]?.name;
    expect(before).not.toBe("苏州博物馆");
    await paid("REFUND", clock.now());
    await paid("PAID", new Date(clock.now().getTime() - 40 * 24 * 60 * 60 * 1000));
    t.app.ctx.catalogueCache.invalidate("*");
    expect((await list({ sort: "popularity" })).body.data.list[0]?.name).toBe(before);
    await paid("PAID", clock.now());
    t.app.ctx.catalogueCache.invalidate("*");
    expect((await list({ sort: "popularity" })).body.data.list[0]?.name).toBe("苏州博物馆");
  });

  it("asks for a location before sorting by distance", async () => {
    expect((await list({ sort: "distance" })).body).toMatchObject({ code: 0, msg: "按距离排序需要开启定位" });
    expect((await list({ sort: "random" })).body).toMatchObject({ code: 0, msg: "排序方式不正确" });
  });

  it("refuses bad input with code 0 and a Chinese message", async () => {
    expect((await list({ area_code: "110101" })).body).toMatchObject({ code: 0, msg: "区域不正确" });
    expect((await list({ lng: "east" })).body).toMatchObject({ code: 0, msg: "经度不正确" });
    expect((await list({ page_size: 500 })).body.code).toBe(0);
    expect((await list({ page: 0 })).body.code).toBe(0);
  });

  it("answers GET with an ETag and 304 when unchanged", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/scenic/list?area_code=320508&page_size=5" });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.list).toHaveLength(5);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toContain("max-age=");
    const again = await t.app.inject({ method: "GET", url: "/api/scenic/list?area_code=320508&page_size=5", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await t.app.inject({ method: "GET", url: "/api/scenic/list?area_code=320506", headers: { "if-none-match": etag } });
    expect(other.statusCode).toBe(200);
  });
});

describe("POST /api/scenic/detail", () => {
  it("answers the spot with texts, source and its ticket product (SKUs in fen, slots)", async () => {
    const id = await idOf("zhuozhengyuan");
    const res = await detail(id);
    const spot = bySlug("zhuozhengyuan");
    expect(res.body.code).toBe(1);
    const d = res.body.data;
    expect(d).toMatchObject({ id, name: spot.nameZh, address_en: spot.addressEn, source_url: spot.source.url, description: spot.descriptionZh });
    expect(d.hours.map((h) => [h.from, h.to])).toEqual(spot.hours.map((h) => [h.from, h.to]));
    expect(d.opening_hours).toContain(spot.hours[0]!.from === "01-01" && "allDay" in spot.hours[0]! ? "全天开放" : `${(spot.hours[0] as { open: string }).open}-`);
    expect(d.tags).toEqual(spot.tags.map((k) => seedScenicTags()[k]!.zh));
    expect(d.tags_en).toEqual(spot.tags.map((k) => seedScenicTags()[k]!.en));
    expect(d.phone).toBe(spot.phone ?? "");
    // No reviews yet: no rating is made up.
    expect(d).toMatchObject({ rating: null, review_count: 0 });
    // No photos yet: the generated illustrations, labelled as such.
    expect(d.gallery).toHaveLength(3);
    expect(d.gallery.every((g) => g.kind === "illustration" && g.caption === "示意插画，非实景照片")).toBe(true);
    expect(d.gallery[0]!.url).toBe(d.cover);
    // The nearest spots, nearest first, within 15 km, never itself.
    expect(d.nearby.length).toBeGreaterThan(0);
    expect(d.nearby.map((n) => n.id)).not.toContain(id);
    expect(d.nearby.map((n) => n.distance_m)).toEqual([...d.nearby.map((n) => n.distance_m)].sort((a, b) => a - b));
    expect(d.nearby.every((n) => n.distance_m <= 15_000)).toBe(true);
    expect(d.products).toHaveLength(1);
    const product = d.products[0]!;
    expect(product.slots).toEqual(spot.timeSlots);
    expect(product.sale_days).toBe(15);
    expect(product.real_name).toBe(true);
    expect(product.skus.map((s) => [s.code, s.price_fen]).sort()).toEqual(spot.tickets.map((x) => [x.code, x.priceFen]).sort());
  });

  it("answers code 0 for an unknown or malformed id", async () => {
    expect((await detail(999999)).body).toMatchObject({ code: 0, msg: "景区不存在" });
    expect((await detail("abc")).body).toMatchObject({ code: 0, msg: "景区不存在" });
  });

  it("answers GET with an ETag", async () => {
    const id = await idOf("suzhou-museum");
    const res = await t.app.inject({ method: "GET", url: `/api/scenic/detail?id=${id}` });
    expect(res.json().data.name).toBe("苏州博物馆");
    const again = await t.app.inject({ method: "GET", url: `/api/scenic/detail?id=${id}`, headers: { "if-none-match": res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe("POST /api/scenic/stock", () => {
  async function productOf(slug: string): Promise<number> {
    return (await detail(await idOf(slug))).body.data.products[0]!.id;
  }

  it("answers 15 days from today (Shanghai) with each slot at full capacity", async () => {
    const productId = await productOf("zhuozhengyuan");
    const res = await stock({ product_id: productId });
    expect(res.body.code).toBe(1);
    const days = res.body.data;
    expect(days).toHaveLength(15);
    expect(days[0]?.day).toBe("2025-06-01");
    expect(days[14]?.day).toBe("2025-06-15");
    const spot = bySlug("zhuozhengyuan");
    for (const d of days) {
      expect(d.slots.map((s) => s.slot)).toEqual(spot.timeSlots);
      expect(d.slots.every((s) => s.capacity === spot.dailyCapacity && s.remaining === spot.dailyCapacity)).toBe(true);
    }
  });

  it("shows sold tickets as less remaining, and creating rows again never resets them", async () => {
    const productId = await productOf("zhuozhengyuan");
    const slot = bySlug("zhuozhengyuan").timeSlots[1]!;
    await t.db
      .update(inventory)
      .set({ sold: 7 })
      .where(and(eq(inventory.productId, productId), eq(inventory.day, "2025-06-03"), eq(inventory.slot, slot)));
    await Promise.all([stock({ product_id: productId }), stock({ product_id: productId })]);
    const res = await stock({ product_id: productId, start_day: "2025-06-03", days: 1 });
    const s = res.body.data[0]!.slots.find((x) => x.slot === slot)!;
    expect(s.remaining).toBe(s.capacity - 7);
    const rows = await t.db.select().from(inventory).where(and(eq(inventory.productId, productId), eq(inventory.day, "2025-06-03")));
    expect(rows).toHaveLength(bySlug("zhuozhengyuan").timeSlots.length);
  });

  it("clips to the sales window", async () => {
    const productId = await productOf("zhuozhengyuan");
    const early = await stock({ product_id: productId, start_day: "2025-05-30", days: 5 });
    expect(early.body.data.map((d) => d.day)).toEqual(["2025-06-01", "2025-06-02", "2025-06-03"]);
    const late = await stock({ product_id: productId, start_day: "2025-06-14", days: 5 });
    expect(late.body.data.map((d) => d.day)).toEqual(["2025-06-14", "2025-06-15"]);
    expect((await stock({ product_id: productId, start_day: "2025-07-01" })).body.data).toEqual([]);
  });

  it("refuses bad input with code 0 and creates no stock rows", async () => {
    const before = (await t.db.select().from(inventory)).length;
    expect((await stock({ product_id: 999999 })).body).toMatchObject({ code: 0, msg: "产品不存在" });
    expect((await stock({ product_id: "x" })).body.code).toBe(0);
    const productId = await productOf("hanshansi");
    expect((await stock({ product_id: productId, days: 16 })).body.code).toBe(0);
    expect((await stock({ product_id: productId, start_day: "2025-02-30" })).body).toMatchObject({ code: 0, msg: "日期不正确" });
    expect((await stock({ product_id: productId, start_day: "2025/06/02" })).body.code).toBe(0);
    expect((await t.db.select().from(inventory)).length).toBe(before);
  });
});

/** A PNG header (signature + IHDR) of a `width` × `height` picture: what the photo checks read. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(12)]);
}

describe("operators' photos (issue 9 gallery)", () => {
  it("stores a checked photo through the storage provider; the detail then shows photos, not illustrations", async () => {
    const id = await idOf("liuyuan");
    const deps = { db: t.db, storage: t.ctx.storage, bus: t.ctx.bus };
    const photo = { slug: "liuyuan", captionZh: "冠云峰", captionEn: "Guanyun Peak", credit: "摄影：测试，CC BY 4.0" };
    await expect(addScenicPhoto(deps, { ...photo, bytes: Buffer.from("<svg/>") })).rejects.toThrow("仅支持 JPG、PNG、WebP 图片");
    await expect(addScenicPhoto(deps, { ...photo, bytes: pngHeader(640, 300) })).rejects.toThrow("图片短边不能小于480像素");
    await expect(addScenicPhoto(deps, { ...photo, credit: " ", bytes: pngHeader(800, 600) })).rejects.toThrow("请填写图片来源");
    await expect(addScenicPhoto(deps, { ...photo, slug: "nowhere", bytes: pngHeader(800, 600) })).rejects.toThrow("景区不存在");
    expect((await detail(id)).body.data.gallery.every((g) => g.kind === "illustration")).toBe(true);

    const first = await addScenicPhoto(deps, { ...photo, bytes: pngHeader(800, 600) });
    const second = await addScenicPhoto(deps, { ...photo, captionZh: "林泉耆硕之馆", captionEn: "", bytes: pngHeader(600, 800) });
    expect(first.url).toMatch(/\/res\/uploads\/scenic\/liuyuan\/[A-Za-z0-9_-]+\.png$/);
    const gallery = (await detail(id)).body.data.gallery;
    expect(gallery).toEqual([
      { url: first.url, kind: "photo", caption: "冠云峰", caption_en: "Guanyun Peak", credit: "摄影：测试，CC BY 4.0" },
      { url: second.url, kind: "photo", caption: "林泉耆硕之馆", caption_en: "", credit: "摄影：测试，CC BY 4.0" },
    ]);
    const served = await t.app.inject({ method: "GET", url: new URL(first.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
  });
});

describe("GET /res/scenic/<slug>.svg", () => {
  it("serves the further gallery illustrations, different from the cover, and no more than three", async () => {
    const cover = await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.svg" });
    const v2 = await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.v2.svg" });
    expect(v2.statusCode).toBe(200);
    expect(v2.body).toContain("拙政园");
    expect(v2.body).not.toBe(cover.body);
    expect((await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.v4.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.v0.svg" })).statusCode).toBe(404);
  });

  it("serves the generated cover with long cache headers and an ETag", async () => {
    const res = await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("<svg");
    expect(res.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    const again = await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.svg", headers: { "if-none-match": res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for unknown spots and other extensions", async () => {
    expect((await t.app.inject({ method: "GET", url: "/res/scenic/nowhere.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.png" })).statusCode).toBe(404);
  });
});
