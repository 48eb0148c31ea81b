import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicDetail, ScenicDetailQuery, ScenicListItem, ScenicListQuery, TicketProduct } from "@wenlv/contract/scenic";
import type { AppContext } from "../../context";
import { products, scenicSpots, skus } from "../../db/schema/index";
import { ticketRules } from "../../db/ticket-rules";
import { userError } from "../../plugins/envelope";
import { toListItem } from "./mappers";

/** Mean Earth radius in metres (IUGG), for the haversine distance. */
const EARTH_RADIUS_M = 6371008.8;

/** Escapes LIKE wildcards so a keyword matches literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Great-circle distance in metres from (lng, lat) to each spot (haversine). Applied to GCJ-02
 * coordinates on both sides, which is accurate to metres at city scale.
 */
function distanceSql(lng: number, lat: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${scenicSpots.lat} - ${lat}::double precision) / 2), 2)
    + cos(radians(${lat}::double precision)) * cos(radians(${scenicSpots.lat}))
    * power(sin(radians(${scenicSpots.lng} - ${lng}::double precision) / 2), 2)))))`;
}

/** Cheapest on-sale SKU of the spot's on-sale ticket products, in fen (null when none). */
const minPriceSql = sql<number | null>`(SELECT min(s.price_fen) FROM skus s JOIN products p ON p.id = s.product_id
  WHERE p.type = 'ticket' AND p.owner_type = 'scenic' AND p.owner_id = "scenic_spots"."id" AND p.on_sale AND s.on_sale)`;

/**
 * Lists scenic spots (issue 2: district filter, keyword on Chinese and English names, hot filter,
 * distance order when a GCJ-02 location is given, else hot first then A-level desc; paging).
 */
export async function listScenic(ctx: AppContext, q: ScenicListQuery): Promise<Page<ScenicListItem>> {
  const conds: SQL[] = [];
  if (q.area_code) conds.push(eq(scenicSpots.areaCode, q.area_code));
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    const byName = or(ilike(scenicSpots.nameZh, pattern), ilike(scenicSpots.nameEn, pattern));
    if (byName) conds.push(byName);
  }
  if (q.hot !== undefined) conds.push(eq(scenicSpots.hot, q.hot));
  const where = conds.length > 0 ? and(...conds) : undefined;
  const located = q.lng !== undefined && q.lat !== undefined;
  const distance = located ? distanceSql(q.lng as number, q.lat as number) : sql<null>`NULL::double precision`;

  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ spot: scenicSpots, minPrice: minPriceSql, distance })
      .from(scenicSpots)
      .where(where)
      .orderBy(...(located ? [asc(distance)] : [desc(scenicSpots.hot), desc(scenicSpots.aLevel)]), asc(scenicSpots.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(scenicSpots).where(where),
  ]);
  return {
    list: rows.map((r) => toListItem(r.spot, ctx.config.imageHost, r.minPrice, r.distance)),
    total: Number(counted?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/** The on-sale ticket products of a spot with their on-sale SKUs (cheapest first) and slots. */
async function ticketProductsOf(ctx: AppContext, spotId: number): Promise<TicketProduct[]> {
  const productRows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.type, "ticket"), eq(products.ownerType, "scenic"), eq(products.ownerId, spotId), eq(products.onSale, true)))
    .orderBy(asc(products.id));
  if (productRows.length === 0) return [];
  const skuRows = await ctx.db
    .select()
    .from(skus)
    .where(and(inArray(skus.productId, productRows.map((p) => p.id)), eq(skus.onSale, true)))
    .orderBy(desc(skus.priceFen), asc(skus.id));
  return productRows.map((p) => {
    const rules = ticketRules(p.rules);
    return {
      id: p.id,
      name: p.name,
      name_en: p.nameEn,
      real_name: p.realName,
      skus: skuRows
        .filter((s) => s.productId === p.id)
        .map((s) => ({ id: s.id, code: s.code, name: s.name, name_en: s.nameEn, kind: s.kind, price_fen: s.priceFen })),
      slots: rules.slots,
      sale_days: rules.saleDays,
    };
  });
}

/** Detail of one spot with its ticket products; unknown id -> code 0 "景区不存在". */
export async function scenicDetail(ctx: AppContext, { id }: ScenicDetailQuery): Promise<ScenicDetail> {
  const [row] = await ctx.db.select({ spot: scenicSpots, minPrice: minPriceSql }).from(scenicSpots).where(eq(scenicSpots.id, id)).limit(1);
  if (!row) throw userError("景区不存在");
  const spot = row.spot;
  return {
    ...toListItem(spot, ctx.config.imageHost, row.minPrice, null),
    opening_hours: spot.openingHours,
    description: spot.descriptionZh,
    description_en: spot.descriptionEn,
    source_name: spot.sourceName,
    source_url: spot.sourceUrl,
    products: await ticketProductsOf(ctx, spot.id),
  };
}
