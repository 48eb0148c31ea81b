import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { MAX_ORDER_QUANTITY } from "@wenlv/contract/orders";
import {
  MAX_TICKET_CART_LINES,
  TICKET_CART_BLOCK_LABELS,
  type TicketCartAdded,
  type TicketCartAddRequest,
  type TicketCartBlock,
  type TicketCartLine,
  type TicketCartList,
  type TicketCartRemoveRequest,
  type TicketCartUpdateRequest,
} from "@wenlv/contract/ticket-cart";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { ensureInventoryDays } from "../../db/inventory";
import { inventory, products, scenicSpots, skus, ticketCartItems } from "../../db/schema/index";
import { ticketRules } from "../../db/ticket-rules";
import { isValidDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";
import { ticketLineBlock } from "../orders/catalogue";

/*
 * The ticket cart (issue 10, decision 036): lines of ticket SKUs on a day and time slot, kept per
 * user on the server. Every read checks each line against the catalogue and the stock of the
 * moment (`block`), by the rules an order create applies (orders/catalogue.ts resolveTicket), so
 * the cart never offers what the order would refuse.
 */

/** Refusal of a cart line that is not the user's. */
export const NOT_IN_CART = "购物车中没有该商品";

type LineRow = {
  id: number;
  productId: number;
  skuId: number;
  day: string;
  slot: string;
  quantity: number;
  product: typeof products.$inferSelect | null;
  sku: typeof skus.$inferSelect | null;
  spotName: string | null;
  spotNameEn: string | null;
  capacity: number | null;
  sold: number | null;
};

/** The user's cart lines with their product, SKU (of that product), spot and stock row (left joins: any may be missing). */
async function lineRows(db: Db, userId: number, ids?: readonly number[]): Promise<LineRow[]> {
  const c = ticketCartItems;
  return db
    .select({
      id: c.id,
      productId: c.productId,
      skuId: c.skuId,
      day: c.day,
      slot: c.slot,
      quantity: c.quantity,
      product: products,
      sku: skus,
      spotName: scenicSpots.nameZh,
      spotNameEn: scenicSpots.nameEn,
      capacity: inventory.capacity,
      sold: inventory.sold,
    })
    .from(c)
    .leftJoin(products, eq(products.id, c.productId))
    .leftJoin(skus, and(eq(skus.id, c.skuId), eq(skus.productId, c.productId)))
    .leftJoin(scenicSpots, and(eq(products.ownerType, "scenic"), eq(scenicSpots.id, products.ownerId)))
    .leftJoin(inventory, and(eq(inventory.productId, c.productId), eq(inventory.day, c.day), eq(inventory.slot, c.slot)))
    .where(ids ? and(eq(c.userId, userId), inArray(c.id, [...ids])) : eq(c.userId, userId))
    .orderBy(asc(c.id));
}

/**
 * Why a line of `quantity` tickets of `product`/`sku` on `day` and `slot` cannot be bought at
 * `now`, or null: the order create's own rule (orders/catalogue.ts `ticketLineBlock`; a slot the
 * product no longer has counts as off sale), then the places left (`remaining`, null when
 * unknown): none -> sold_out, fewer than asked -> too_few.
 */
export function cartLineBlock(
  line: { product: LineRow["product"]; sku: LineRow["sku"]; day: string; slot: string; quantity: number },
  remaining: number | null,
  now: Date,
): TicketCartBlock | null {
  const block = ticketLineBlock(line.product, line.sku, line.day, line.slot, now);
  if (block) return block === "no_slot" ? "off_sale" : block;
  if (remaining !== null && remaining <= 0) return "sold_out";
  if (remaining !== null && remaining < line.quantity) return "too_few";
  return null;
}

/** Places left on a line's stock row, creating the day's rows when the line is bookable and has none yet (as the stock answer does). */
async function remainingOf(db: Db, row: LineRow, now: Date): Promise<number | null> {
  if (row.capacity !== null && row.sold !== null) return Math.max(0, row.capacity - row.sold);
  if (!row.product || cartLineBlock({ ...row, quantity: 1 }, null, now)) return null;
  const made = await ensureInventoryDays(db, row.product.id, [row.day], ticketRules(row.product.rules));
  const stock = made.find((r) => r.slot === row.slot);
  return stock ? Math.max(0, stock.capacity - stock.sold) : null;
}

/** One line as the wire shows it (ZTicketCartLine). */
function toLine(row: LineRow, remaining: number | null, now: Date): TicketCartLine {
  const block = cartLineBlock(row, remaining, now);
  const scenic = row.product?.ownerType === "scenic";
  return {
    id: row.id,
    scenic_id: scenic ? row.product!.ownerId : 0,
    scenic_name: (scenic ? row.spotName : null) ?? row.product?.name ?? "",
    scenic_name_en: (scenic ? row.spotNameEn : null) ?? row.product?.nameEn ?? "",
    product_id: row.productId,
    product_name: row.product?.name ?? "",
    product_name_en: row.product?.nameEn ?? "",
    sku_id: row.skuId,
    sku_name: row.sku?.name ?? "",
    sku_name_en: row.sku?.nameEn ?? "",
    day: row.day,
    slot: row.slot,
    quantity: row.quantity,
    unit_price_fen: row.sku?.priceFen ?? 0,
    real_name: row.product?.realName ?? false,
    remaining: block === "off_sale" || block === "day_passed" || block === "beyond_window" ? null : remaining,
    block,
    block_label: block ? TICKET_CART_BLOCK_LABELS[block] : null,
  };
}

/** POST /api/ticketCart/list: the user's lines, oldest first, each checked now ({@link cartLineBlock}). */
export async function listCart(ctx: AppContext, userId: number): Promise<TicketCartList> {
  const now = ctx.now();
  const rows = await lineRows(ctx.db, userId);
  const list: TicketCartLine[] = [];
  for (const row of rows) list.push(toLine(row, await remainingOf(ctx.db, row, now), now));
  return { list };
}

/**
 * POST /api/ticketCart/add: adds `quantity` tickets of a SKU on a day and slot to the user's cart,
 * or to the line already there (at most MAX_ORDER_QUANTITY in all). Refused (code 0) for a day that
 * is no calendar day ("日期不正确"), when the line
 * could not be bought now ({@link cartLineBlock}: "商品已下架", "游玩日期已过", "所选日期闭馆", ...,
 * "余票不足"), above MAX_ORDER_QUANTITY ("每个时段最多购买10张，购物车中已有N张"), or when the cart
 * already holds MAX_TICKET_CART_LINES lines ("购物车已满（最多20种），请先结算或删除部分商品").
 * The cap of lines is checked before the write; two adds racing past it may leave one line over,
 * which the cart shows and sells like any other (decision 036).
 */
export async function addToCart(ctx: AppContext, userId: number, input: TicketCartAddRequest): Promise<TicketCartAdded> {
  const now = ctx.now();
  if (!isValidDay(input.day)) throw userError("日期不正确");
  const [product] = await ctx.db.select().from(products).where(eq(products.id, input.product_id)).limit(1);
  const [sku] = await ctx.db
    .select()
    .from(skus)
    .where(and(eq(skus.id, input.sku_id), eq(skus.productId, input.product_id)))
    .limit(1);
  const c = ticketCartItems;
  const [existing] = await ctx.db
    .select({ id: c.id, quantity: c.quantity })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.skuId, input.sku_id), eq(c.day, input.day), eq(c.slot, input.slot)))
    .limit(1);
  const quantity = (existing?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_ORDER_QUANTITY) throw userError(`每个时段最多购买${MAX_ORDER_QUANTITY}张，购物车中已有${existing?.quantity ?? 0}张`);
  const line = { product: product ?? null, sku: sku ?? null, day: input.day, slot: input.slot, quantity };
  const early = cartLineBlock(line, null, now);
  if (early) throw userError(TICKET_CART_BLOCK_LABELS[early]);
  const [stock] = (await ensureInventoryDays(ctx.db, input.product_id, [input.day], ticketRules(product!.rules))).filter((r) => r.slot === input.slot);
  const block = cartLineBlock(line, stock ? Math.max(0, stock.capacity - stock.sold) : null, now);
  if (block) throw userError(TICKET_CART_BLOCK_LABELS[block]);

  if (!existing) {
    const [{ lines } = { lines: 0 }] = await ctx.db.select({ lines: count() }).from(c).where(eq(c.userId, userId));
    if (lines >= MAX_TICKET_CART_LINES) throw userError(`购物车已满（最多${MAX_TICKET_CART_LINES}种），请先结算或删除部分商品`);
  }
  const [saved] = await ctx.db
    .insert(c)
    .values({ userId, productId: input.product_id, skuId: input.sku_id, day: input.day, slot: input.slot, quantity: input.quantity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [c.userId, c.skuId, c.day, c.slot],
      set: { quantity: sql`LEAST(${c.quantity} + excluded.quantity, ${MAX_ORDER_QUANTITY}::int)`, updatedAt: now },
    })
    .returning({ id: c.id });
  const [{ lines } = { lines: 0 }] = await ctx.db.select({ lines: count() }).from(c).where(eq(c.userId, userId));
  return { id: saved!.id, count: lines };
}

/**
 * POST /api/ticketCart/update: sets a line's quantity (1..MAX_ORDER_QUANTITY, the contract checks).
 * More than the slot has left is refused ("余票不足，最多可购N张"); the line itself may already be
 * blocked (a passed day), which the list shows. Code 0 {@link NOT_IN_CART} for another's line.
 */
export async function updateCartLine(ctx: AppContext, userId: number, input: TicketCartUpdateRequest): Promise<null> {
  const [row] = await lineRows(ctx.db, userId, [input.id]);
  if (!row) throw userError(NOT_IN_CART);
  const now = ctx.now();
  if (input.quantity > row.quantity) {
    const remaining = await remainingOf(ctx.db, row, now);
    if (remaining !== null && remaining < input.quantity) throw userError(`余票不足，最多可购${remaining}张`);
  }
  await ctx.db
    .update(ticketCartItems)
    .set({ quantity: input.quantity, updatedAt: now })
    .where(and(eq(ticketCartItems.id, input.id), eq(ticketCartItems.userId, userId)));
  return null;
}

/** POST /api/ticketCart/remove: deletes those of `ids` that are the user's lines (others are ignored). */
export async function removeCartLines(db: Db, userId: number, input: TicketCartRemoveRequest): Promise<null> {
  await db.delete(ticketCartItems).where(and(eq(ticketCartItems.userId, userId), inArray(ticketCartItems.id, input.ids)));
  return null;
}
