import { and, eq, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { CollectionItem, CollectionState } from "@wenlv/contract/collection";
import { AREAS, type AreaCode } from "@wenlv/contract/scenic";
import { collections, products, scenicSpots, skus } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { coverUrl } from "../scenic/mappers";
import { fromPrice } from "./targets";

let t: TestApp;
let spot: typeof scenicSpots.$inferSelect;
let product: { id: number; name: string; ownerId: number; priceFen: number };

beforeAll(async () => {
  t = await createTestApp();
  const [s] = await t.db.select().from(scenicSpots).orderBy(scenicSpots.id).limit(1);
  if (!s) throw new Error("seed has no scenic spot");
  spot = s;
  const [p] = await t.db
    .select({ id: products.id, name: products.name, ownerId: products.ownerId, priceFen: min(skus.priceFen) })
    .from(products)
    .innerJoin(skus, and(eq(skus.productId, products.id), eq(skus.onSale, true)))
    .where(eq(products.ownerType, "scenic"))
    .groupBy(products.id)
    .orderBy(products.id)
    .limit(1);
  if (!p || p.priceFen === null) throw new Error("seed has no product with a price");
  product = { id: p.id, name: p.name, ownerId: p.ownerId, priceFen: Number(p.priceFen) };
});
afterAll(async () => t.close());

const toggle = (who: TestLogin, target_type: string, target_id: number, collected: string) =>
  postForm<CollectionState>(t.app, "/api/collection/toggle", { target_type, target_id, collected }, who.token);
const status = (who: TestLogin, target_type: string, target_id: number) =>
  postForm<CollectionState>(t.app, "/api/collection/status", { target_type, target_id }, who.token);
const list = (who: TestLogin, fields: Record<string, string | number> = {}) =>
  postForm<Page<CollectionItem>>(t.app, "/api/collection/list", fields, who.token);
const rowsOf = (userId: number) => t.db.select().from(collections).where(eq(collections.userId, userId));

describe("collection", () => {
  it("formats prices from fen", () => {
    expect([fromPrice(5800), fromPrice(5850), fromPrice(1205), fromPrice(0)]).toEqual(["¥58起", "¥58.5起", "¥12.05起", "¥0起"]);
  });

  it("need login: HTTP 401 with code 4005", async () => {
    for (const url of ["/api/collection/list", "/api/collection/status", "/api/collection/toggle", "/api/collection/delete"]) {
      const res = await postForm(t.app, url, { target_type: "scenic", target_id: spot.id, collected: "1", ids: "1" });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4005);
    }
  });

  it("collects and un-collects idempotently (set, not flip)", async () => {
    const u = await t.loginAs("13720000001");
    expect((await status(u, "scenic", spot.id)).body.data).toEqual({ collected: false });
    expect((await toggle(u, "scenic", spot.id, "1")).body.data).toEqual({ collected: true });
    expect((await toggle(u, "scenic", spot.id, "1")).body.data).toEqual({ collected: true });
    await Promise.all([toggle(u, "scenic", spot.id, "1"), toggle(u, "scenic", spot.id, "1")]);
    expect(await rowsOf(u.userId)).toHaveLength(1);
    expect((await status(u, "scenic", spot.id)).body.data).toEqual({ collected: true });
    expect((await toggle(u, "scenic", spot.id, "0")).body.data).toEqual({ collected: false });
    expect((await toggle(u, "scenic", spot.id, "0")).body.data).toEqual({ collected: false });
    expect(await rowsOf(u.userId)).toHaveLength(0);
  });

  it("refuses targets that do not exist (内容不存在) and writes nothing", async () => {
    const u = await t.loginAs("13720000002");
    for (const [type, id] of [["scenic", 999999], ["product", 999999], ["scenic", 0]] as const) {
      expect((await toggle(u, type, id, "1")).body, `${type} ${id}`).toMatchObject({ code: 0, msg: "内容不存在" });
      expect((await status(u, type, id)).body).toMatchObject({ code: 0, msg: "内容不存在" });
    }
    expect((await toggle(u, "hotel", spot.id, "1")).body).toMatchObject({ code: 0, msg: "收藏类型不正确" });
    expect(await rowsOf(u.userId)).toHaveLength(0);
  });

  it("lists newest first with title, cover, subtitle and link; filters by type; pages", async () => {
    const u = await t.loginAs("13720000003");
    await toggle(u, "scenic", spot.id, "1");
    t.clock.advance(1000);
    await toggle(u, "product", product.id, "1");
    const all = await list(u);
    expect(all.body.data).toMatchObject({ total: 2, page: 1, page_size: 20 });
    const [first, second] = all.body.data.list;
    const [owner] = await t.db.select().from(scenicSpots).where(eq(scenicSpots.id, product.ownerId));
    expect(first).toMatchObject({
      target_type: "product",
      target_id: product.id,
      title: product.name,
      cover: coverUrl(t.config.imageHost, owner!.slug),
      subtitle: fromPrice(product.priceFen),
      link: `/ScenicDetail?id=${product.ownerId}`,
    });
    expect(second).toMatchObject({
      target_type: "scenic",
      target_id: spot.id,
      title: spot.nameZh,
      title_en: spot.nameEn,
      cover: coverUrl(t.config.imageHost, spot.slug),
      subtitle: AREAS[spot.areaCode as AreaCode],
      link: `/ScenicDetail?id=${spot.id}`,
    });
    expect(Date.parse(first!.created_at)).toBeGreaterThan(Date.parse(second!.created_at));
    expect((await list(u, { target_type: "scenic" })).body.data.list.map((i) => i.target_type)).toEqual(["scenic"]);
    const paged = await list(u, { page: 2, page_size: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.body.data.list.map((i) => i.target_id)).toEqual([spot.id]);
  });

  it("deletes several own items at once and counts only the user's own", async () => {
    const u = await t.loginAs("13720000004");
    await toggle(u, "scenic", spot.id, "1");
    await toggle(u, "product", product.id, "1");
    const ids = (await rowsOf(u.userId)).map((r) => r.id);
    const res = await postForm<{ removed: number }>(t.app, "/api/collection/delete", { ids: `${ids.join(",")},999999` }, u.token);
    expect(res.body).toMatchObject({ code: 1, data: { removed: 2 } });
    expect(await rowsOf(u.userId)).toHaveLength(0);
    expect((await postForm(t.app, "/api/collection/delete", { ids: "1;2" }, u.token)).body).toMatchObject({ code: 0, msg: "请选择要删除的收藏" });
  });

  it("refuses fields the endpoints do not own (user_id) and writes nothing", async () => {
    const u = await t.loginAs("13720000005");
    const other = await t.loginAs("13720000006");
    const res = await postForm(t.app, "/api/collection/toggle", { target_type: "scenic", target_id: spot.id, collected: "1", user_id: other.userId }, u.token);
    expect(res.body).toMatchObject({ code: 0, msg: "不允许提交的字段：user_id" });
    expect(await rowsOf(u.userId)).toHaveLength(0);
    expect(await rowsOf(other.userId)).toHaveLength(0);
  });
});
