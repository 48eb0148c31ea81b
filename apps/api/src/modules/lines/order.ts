import { and, eq, inArray } from "drizzle-orm";
import type { LineOrderCreateData, OrderCreated } from "@wenlv/contract/orders";
import type { AppContext, AuthSession } from "../../context";
import { ensureInventoryDays, saleWindow } from "../../db/inventory";
import { products, skus, travelLines } from "../../db/schema/index";
import { readSkuRules } from "../../db/sku-rules";
import { ticketRules, type TicketRules } from "../../db/ticket-rules";
import { isValidDay } from "../../lib/time";
import { AppError, userError } from "../../plugins/envelope";
import { checkTravellers, heldTravellers } from "../orders/catalogue";
import type { PlacementLine } from "../orders/placement";
import { placeOrReplay, replayOf, staleReplay } from "../orders/replay";
import { requestFingerprint } from "../orders/signed-data";
import type { ItemSnapshot } from "../orders/snapshot";
import { departureBlock } from "./service";

/** Refusal (4006) when the departure has fewer seats left than travellers. */
export const NO_SEATS_MESSAGE = "所选班期余位不足，请更换日期";

/**
 * Why a departure on `day` cannot be booked at `now` under the line product's `rules`, as the
 * Chinese refusal, or null when it can: not a calendar day ("出发日期不正确"), before today
 * ("出发日期已过"), beyond the sales window ("仅可预订N天内的班期"), a day the line does not run
 * (weekday or season: "该线路所选日期不发团，请更换日期"), booking closed (the departure time less
 * the cutoff: "该班期已截止报名（出发前N小时截止），请更换日期").
 */
export function departureRefusal(rules: TicketRules, day: string, now: Date): string | null {
  if (!isValidDay(day)) return "出发日期不正确";
  const window = saleWindow(now, rules.saleDays);
  if (day < window.first) return "出发日期已过";
  if (day > window.last) return `仅可预订${rules.saleDays}天内的班期`;
  const block = departureBlock(rules, day, now);
  if (block === "closed") return "该线路所选日期不发团，请更换日期";
  if (block === "ended") {
    const hours = Math.floor(rules.cutoffMinutes / 60);
    return hours > 0 ? `该班期已截止报名（出发前${hours}小时截止），请更换日期` : "该班期已截止报名，请更换日期";
  }
  return null;
}

/**
 * POST /api/order/create for a travel line (`type: "line"`, issue 10, decision 033), after the
 * signature check: freshness (4006 beyond 5 minutes, unless a retry of an order already made);
 * the line's product on sale and every SKU one of its fares on sale, none twice (code 0
 * "线路不存在或已下架", "套餐不存在或已下架", "同一套餐请勿重复选择"); the departure day bookable
 * ({@link departureRefusal}); the travellers (orders/catalogue checkTravellers: the buyer's saved
 * travellers, none twice, on a real-name line one per seat with an ID document). Then one order
 * with one item per SKU (its travellers, its price from the database) on the departure's one stock
 * row, placed all or none by placeLines: too few seats -> 4006 {@link NO_SEATS_MESSAGE} and nothing
 * written. Each item's snapshot carries only its own travellers (one voucher each once paid) and
 * its SKU's rules (refunds count from the departure time). A retry with the same idempotency key
 * answers the same order, even once the departure has closed or filled since.
 */
export async function createLineOrder(ctx: AppContext, session: AuthSession, data: LineOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  const stale = await staleReplay(ctx, session.userId, data, now);
  if (stale) return stale;
  let lines: PlacementLine[];
  try {
    lines = await lineOrderLines(ctx, session.userId, data, now);
  } catch (error) {
    const replay = error instanceof AppError ? await replayOf(ctx, session.userId, data) : null;
    if (replay) return replay;
    throw error;
  }
  return placeOrReplay(ctx, session, data, partnerCode, now, lines, NO_SEATS_MESSAGE);
}

/** The checks of {@link createLineOrder} before placing, and the order's lines: one per SKU on the departure's stock row (also the waiting list's, decision 035). */
export async function lineOrderLines(ctx: AppContext, userId: number, data: LineOrderCreateData, now: Date): Promise<PlacementLine[]> {
  const skuIds = data.skus.map((s) => s.sku_id);
  if (new Set(skuIds).size !== skuIds.length) throw userError("同一套餐请勿重复选择");
  const [found] = await ctx.db
    .select({ product: products, line: travelLines })
    .from(products)
    .innerJoin(travelLines, eq(travelLines.id, products.ownerId))
    .where(and(eq(products.id, data.product_id), eq(products.type, "line"), eq(products.ownerType, "line"), eq(products.onSale, true)))
    .limit(1);
  if (!found) throw userError("线路不存在或已下架");
  const { product, line } = found;
  const fares = await ctx.db.select().from(skus).where(and(eq(skus.productId, product.id), inArray(skus.id, skuIds), eq(skus.onSale, true)));
  if (fares.length !== skuIds.length) throw userError("套餐不存在或已下架");

  const rules = ticketRules(product.rules);
  const refusal = departureRefusal(rules, data.day, now);
  if (refusal) throw userError(refusal);
  const all = data.skus.flatMap((s) => s.traveller_ids);
  const chosen = checkTravellers(all, await heldTravellers(ctx.db, userId, all), product.realName ? all.length : null);
  const traveller = new Map(chosen.map((t) => [t.id, t]));

  const slot = rules.slots[0]!;
  const [row] = await ensureInventoryDays(ctx.db, product.id, [data.day], rules);
  const fingerprint = requestFingerprint(data);
  return data.skus.map(({ sku_id: skuId, traveller_ids: ids }) => {
    const sku = fares.find((f) => f.id === skuId)!;
    const snapshot: ItemSnapshot = {
      fingerprint,
      travellers: ids.map((id) => traveller.get(id)!),
      owner: { type: "line", id: line.id, name: line.nameZh },
      en: { title: line.nameEn, sku_name: sku.nameEn },
      rules: readSkuRules(sku.rules),
    };
    return {
      productType: "line",
      productId: product.id,
      skuId,
      // The departure's row was just made sure of; placeLines refuses a made-up id (TooFewPlaces).
      inventoryId: row?.slot === slot ? row.id : 0,
      title: line.nameZh,
      skuName: sku.name,
      day: data.day,
      slot,
      quantity: ids.length,
      unitPriceFen: sku.priceFen,
      snapshot,
    };
  });
}

