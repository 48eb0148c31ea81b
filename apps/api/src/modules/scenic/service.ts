import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Page } from "@wenlv/contract/envelope";
import type { GalleryImage, OpeningSeason, ScenicDetail, ScenicDetailQuery, ScenicListItem, ScenicListQuery, ScenicSort, TicketProduct } from "@wenlv/contract/scenic";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { readSkuRules } from "../../db/sku-rules";
import { alias } from "drizzle-orm/pg-core";
import { products, scenicMedia, scenicSpots, skus } from "../../db/schema/index";
import { ticketRules } from "../../db/ticket-rules";
import { userError } from "../../plugins/envelope";
import { featuredPositionSql, isFeaturedSql, offersOfSku, offersOfSpot, offersOfSpots } from "../partner/offers";
import { keywordValues, spotNameMatch, spotNameRank, spotTagIs, spotTagLabels, spotTagMatch } from "../search/match";
import { galleryIllustrations, toListItem } from "./mappers";

/** Mean Earth radius in metres (IUGG), for the haversine distance. */
const EARTH_RADIUS_M = 6371008.8;

/**
 * Great-circle distance in metres from (lng, lat) to each spot (haversine). Applied to GCJ-02
 * coordinates on both sides, which is accurate to metres at city scale.
 */
function distanceSql(lng: SQLWrapper, lat: SQLWrapper): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${scenicSpots.lat} - ${lat}::double precision) / 2), 2)
    + cos(radians(${lat}::double precision)) * cos(radians(${scenicSpots.lat}))
    * power(sin(radians(${scenicSpots.lng} - ${lng}::double precision) / 2), 2)))))`;
}

/** The spot whose detail is asked (placeholder `id`), as the other side of the nearby distance. */
const here = alias(scenicSpots, "here");

/** How many nearest spots the detail page shows, and how far they may be (m). */
const NEARBY_LIMIT = 4;
const NEARBY_MAX_M = 15_000;

/** Haversine distance in metres between `here` and each row of scenic_spots (GCJ-02 both sides). */
const nearbyDistance = sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${scenicSpots.lat} - ${here.lat}) / 2), 2)
    + cos(radians(${here.lat})) * cos(radians(${scenicSpots.lat}))
    * power(sin(radians(${scenicSpots.lng} - ${here.lng}) / 2), 2)))))`;

/** Cheapest on-sale SKU of the spot's on-sale ticket products, in fen (null when none). */
const minPriceSql = sql<number | null>`(SELECT min(s.price_fen) FROM skus s JOIN products p ON p.id = s.product_id
  WHERE p.type = 'ticket' AND p.owner_type = 'scenic' AND p.owner_id = "scenic_spots"."id" AND p.on_sale AND s.on_sale)`;

/** How far back the list's "popularity" counts paid tickets (ms). */
const POPULARITY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tickets of the spot paid since the placeholder `since` and not refunded: the "popularity" of the
 * list (issue 9), counted from this platform's own orders.
 */
const soldLately = sql<number>`(SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id
  JOIN products p ON p.id = oi.product_id
  WHERE p.owner_type = 'scenic' AND p.owner_id = "scenic_spots"."id" AND oi.product_type = 'ticket'
    AND o.paid_at > ${sql.placeholder("since")}::timestamptz AND o.status <> 'REFUND')`;

/** Which filters a list query has, and its order: one prepared statement per combination. */
type ListShape = {
  area: boolean;
  keyword: boolean;
  hot: boolean;
  located: boolean;
  tag: boolean;
  aLevel: boolean;
  prefer: boolean;
  /** Only the host's featured spots (`featured`, decision 026). */
  featured: boolean;
  /** The host's featured spots first, by their position. */
  hostFirst: boolean;
  sort: ScenicSort;
};

const maskOf = (shape: ListShape): string =>
  `${(shape.area ? 1 : 0) | (shape.keyword ? 2 : 0) | (shape.hot ? 4 : 0) | (shape.located ? 8 : 0) | (shape.tag ? 16 : 0) | (shape.aLevel ? 32 : 0) | (shape.prefer ? 64 : 0) | (shape.featured ? 128 : 0) | (shape.hostFirst ? 256 : 0)}_${shape.sort}`;

/**
 * The ORDER BY of a list shape (placeholder `prefer` for the preferred district); ties by id. In
 * the recommended order, names that match the keyword whole or by prefix come first (issue 9:
 * "zzy" puts 拙政园 on top); the other orders are what the visitor asked for.
 */
function listOrder(shape: ListShape, distance: SQL<number | null>): SQL[] {
  const featuredFirst = shape.hostFirst ? [sql`${featuredPositionSql} ASC NULLS LAST`] : [];
  const preferred = shape.prefer && shape.sort !== "distance" ? [sql`(${scenicSpots.areaCode} = ${sql.placeholder("prefer")}) DESC`] : [];
  const recommended = [desc(scenicSpots.hot), desc(scenicSpots.aLevel)];
  const by: Record<ScenicSort, SQL[]> = {
    recommended: [...(shape.keyword ? [asc(spotNameRank())] : []), ...recommended],
    distance: [asc(distance)],
    price_asc: [sql`${minPriceSql} ASC NULLS LAST`],
    price_desc: [sql`${minPriceSql} DESC NULLS LAST`],
    popularity: [desc(soldLately), ...recommended],
  };
  return [...featuredFirst, ...preferred, ...by[shape.sort], asc(scenicSpots.id)];
}

/**
 * The WHERE of a list shape, its values as placeholders (`area`, keywordValues' fields, `hot`, `tag`):
 * the keyword matches the Chinese or English name, the name's pinyin or initials ("zzy" finds 拙政园)
 * or any tag ("园林" finds the gardens, issue 9); the
 * tag is a category of the data, matched whole (jsonb containment, on PostgreSQL and PGlite alike).
 */
function listWhere(shape: ListShape): SQL | undefined {
  const conds: SQL[] = [];
  if (shape.area) conds.push(eq(scenicSpots.areaCode, sql.placeholder("area")));
  if (shape.keyword) {
    const byName = or(spotNameMatch(), spotTagMatch());
    if (byName) conds.push(byName);
  }
  if (shape.tag) conds.push(spotTagIs());
  if (shape.hot) conds.push(eq(scenicSpots.hot, sql.placeholder("hot")));
  if (shape.aLevel) conds.push(eq(scenicSpots.aLevel, sql.placeholder("aLevel")));
  if (shape.featured) conds.push(isFeaturedSql);
  return conds.length > 0 ? and(...conds) : undefined;
}

/** The prepared page query of a list shape (placeholders of listWhere, plus `lng`, `lat`, `limit`, `offset`). */
function listPage(db: Db, shape: ListShape) {
  const name = `scenic_list_${maskOf(shape)}`;
  return preparedOn(db, name, (d) => {
    const distance = shape.located ? distanceSql(sql.placeholder("lng"), sql.placeholder("lat")) : sql<null>`NULL::double precision`;
    return d
      .select({ spot: scenicSpots, minPrice: minPriceSql, distance, tags: spotTagLabels })
      .from(scenicSpots)
      .where(listWhere(shape))
      .orderBy(...listOrder(shape, distance))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name);
  });
}

/** The prepared count of a list shape (neither the location nor the order changes the count). */
function listTotal(db: Db, shape: ListShape) {
  const name = `scenic_count_${maskOf({ ...shape, located: false, prefer: false, hostFirst: false, sort: "recommended" })}`;
  return preparedOn(db, name, (d) =>
    d
      .select({ total: sql<number>`count(*)::int` })
      .from(scenicSpots)
      .where(listWhere(shape))
      .prepare(name),
  );
}

/**
 * Lists scenic spots (issue 2: district filter, keyword on Chinese and English names and tags, hot
 * filter, paging; issue 9: tag and A-level filters, the orders of SCENIC_SORTS with the partner's
 * district first), with one prepared statement per combination of filters and order. Without a
 * sort: distance when a GCJ-02 location is given, else recommended (hot first, then A-level desc).
 * With a `host` (the bank shell, decision 026): each item carries the host's offers valid now, and
 * the host's featured spots come first by position in the recommended order without a keyword (a
 * search or an order the visitor chose is answered as asked); `featured` keeps only those spots,
 * in the host's order (none without a host).
 * Errors (code 0): "按距离排序需要开启定位" for sort=distance without a location.
 */
export async function listScenic(ctx: AppContext, q: ScenicListQuery): Promise<Page<ScenicListItem>> {
  const located = q.lng !== undefined && q.lat !== undefined;
  const sort: ScenicSort = q.sort ?? (located ? "distance" : "recommended");
  if (sort === "distance" && !located) throw userError("按距离排序需要开启定位");
  const shape: ListShape = {
    area: Boolean(q.area_code),
    keyword: Boolean(q.keyword),
    hot: q.hot !== undefined,
    located,
    tag: Boolean(q.tag),
    aLevel: q.a_level !== undefined,
    prefer: Boolean(q.prefer_area),
    featured: Boolean(q.featured),
    hostFirst: Boolean(q.host) && (Boolean(q.featured) || (sort === "recommended" && !q.keyword)),
    sort,
  };
  const values = {
    area: q.area_code,
    ...(q.keyword ? keywordValues(q.keyword) : {}),
    hot: q.hot,
    tag: q.tag,
    aLevel: q.a_level,
    prefer: q.prefer_area,
    host: q.host ?? null,
    since: new Date(ctx.now().getTime() - POPULARITY_WINDOW_MS),
    lng: q.lng,
    lat: q.lat,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  };
  const [rows, [counted]] = await Promise.all([listPage(ctx.db, shape).execute(values), listTotal(ctx.db, shape).execute(values)]);
  const offers = q.host ? await offersOfSpots(ctx.db, q.host, rows.map((r) => r.spot.id), ctx.now()) : null;
  return {
    list: rows.map((r) => {
      const item = toListItem(r.spot, ctx.config.imageHost, r.minPrice, r.distance, r.tags);
      return offers ? { ...item, offers: offersOfSpot(offers, r.spot.id) } : item;
    }),
    total: Number(counted?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/** On-sale ticket products owned by the spot whose id is `spotId`. */
const onSaleTicketsOf = (spotId: SQLWrapper) =>
  and(eq(products.type, "ticket"), eq(products.ownerType, "scenic"), eq(products.ownerId, spotId), eq(products.onSale, true));

/** Prepared reads of a spot's detail: the spot with its cheapest price, its ticket products, their SKUs (placeholder `id`). */
function detailStatements(db: Db) {
  return preparedOn(db, "scenic_detail", (d) => ({
    spot: d
      .select({ spot: scenicSpots, minPrice: minPriceSql, tags: spotTagLabels })
      .from(scenicSpots)
      .where(eq(scenicSpots.id, sql.placeholder("id")))
      .limit(1)
      .prepare("scenic_detail_spot"),
    products: d.select().from(products).where(onSaleTicketsOf(sql.placeholder("id"))).orderBy(asc(products.id)).prepare("scenic_detail_products"),
    skus: d
      .select({ sku: skus })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(onSaleTicketsOf(sql.placeholder("id")), eq(skus.onSale, true)))
      .orderBy(desc(skus.priceFen), asc(skus.id))
      .prepare("scenic_detail_skus"),
    media: d
      .select({ storageKey: scenicMedia.storageKey, captionZh: scenicMedia.captionZh, captionEn: scenicMedia.captionEn, credit: scenicMedia.credit })
      .from(scenicMedia)
      .where(eq(scenicMedia.scenicId, sql.placeholder("id")))
      .orderBy(asc(scenicMedia.position), asc(scenicMedia.id))
      .prepare("scenic_detail_media"),
    nearby: d
      .select({ id: scenicSpots.id, name: scenicSpots.nameZh, nameEn: scenicSpots.nameEn, lng: scenicSpots.lng, lat: scenicSpots.lat, distance: nearbyDistance })
      .from(scenicSpots)
      .innerJoin(here, sql`${here.id} = ${sql.placeholder("id")} AND ${scenicSpots.id} <> ${here.id}`)
      .where(sql`${nearbyDistance} <= ${NEARBY_MAX_M}`)
      .orderBy(asc(nearbyDistance), asc(scenicSpots.id))
      .limit(NEARBY_LIMIT)
      .prepare("scenic_detail_nearby"),
  }));
}

/**
 * The wire ticket products of a spot, each with its on-sale SKUs (in `skuRows` order, each with its
 * rules: refund policy, entry method, proof; issue 9), slots and booking cut-off.
 */
function ticketProducts(productRows: (typeof products.$inferSelect)[], skuRows: (typeof skus.$inferSelect)[]): TicketProduct[] {
  return productRows.map((p) => {
    const rules = ticketRules(p.rules);
    return {
      id: p.id,
      name: p.name,
      name_en: p.nameEn,
      real_name: p.realName,
      skus: skuRows
        .filter((s) => s.productId === p.id)
        .map((s) => ({ id: s.id, code: s.code, name: s.name, name_en: s.nameEn, kind: s.kind, price_fen: s.priceFen, rules: readSkuRules(s.rules) })),
      slots: rules.slots,
      sale_days: rules.saleDays,
      last_entry: rules.lastEntry,
      cutoff_minutes: rules.cutoffMinutes,
    };
  });
}

/** The wire seasons of the stored ones. */
function toSeasons(hours: (typeof scenicSpots.$inferSelect)["hours"]): OpeningSeason[] {
  return hours.map((h) => ({
    from: h.from,
    to: h.to,
    all_day: h.allDay === true,
    open: h.open ?? null,
    close: h.close ?? null,
    last_entry: h.lastEntry ?? null,
  }));
}

/**
 * Detail of one spot (five prepared reads in parallel): its texts, opening seasons, phone, rating,
 * gallery (operators' photos from the storage provider, or else the generated illustrations,
 * labelled), the {@link NEARBY_LIMIT} nearest spots within {@link NEARBY_MAX_M} m, and its ticket
 * products. Unknown id -> code 0 "景区不存在". With a `host` (decision 026) the spot carries the
 * host's offers valid now and each SKU the ones that apply to it (the spot's and its own): one more read.
 */
export async function scenicDetail(ctx: AppContext, { id, host }: ScenicDetailQuery): Promise<ScenicDetail> {
  const statements = detailStatements(ctx.db);
  const [[row], productRows, skuRows, media, nearby] = await Promise.all([
    statements.spot.execute({ id }),
    statements.products.execute({ id }),
    statements.skus.execute({ id }),
    statements.media.execute({ id }),
    statements.nearby.execute({ id }),
  ]);
  if (!row) throw userError("景区不存在");
  const spot = row.spot;
  const photos: GalleryImage[] = media.map((m) => ({
    url: ctx.storage.urlOf(m.storageKey),
    kind: "photo",
    caption: m.captionZh,
    caption_en: m.captionEn,
    credit: m.credit,
  }));
  const detail: ScenicDetail = {
    ...toListItem(spot, ctx.config.imageHost, row.minPrice, null, row.tags),
    opening_hours: spot.openingHours,
    hours: toSeasons(spot.hours),
    hours_note: spot.hoursNoteZh,
    hours_note_en: spot.hoursNoteEn,
    closed_weekdays: spot.closedWeekdays,
    phone: spot.phone,
    rating: spot.reviewCount > 0 ? Math.round((spot.ratingTotal / spot.reviewCount) * 10) / 10 : null,
    review_count: spot.reviewCount,
    gallery: photos.length > 0 ? photos : galleryIllustrations(ctx.config.imageHost, spot.slug),
    nearby: nearby.map((n) => ({ id: n.id, name: n.name, name_en: n.nameEn, lng: n.lng, lat: n.lat, distance_m: Math.round(Number(n.distance)) })),
    description: spot.descriptionZh,
    description_en: spot.descriptionEn,
    source_name: spot.sourceName,
    source_url: spot.sourceUrl,
    products: ticketProducts(productRows, skuRows.map((r) => r.sku)),
  };
  if (!host) return detail;
  const offers = offersOfSpot(await offersOfSpots(ctx.db, host, [spot.id], ctx.now()), spot.id);
  return {
    ...detail,
    offers,
    products: detail.products.map((p) => ({ ...p, skus: p.skus.map((s) => ({ ...s, offers: offersOfSku(offers, s.id) })) })),
  };
}
