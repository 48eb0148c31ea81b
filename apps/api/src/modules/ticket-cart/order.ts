import { and, eq, inArray, or } from "drizzle-orm";
import type { OrderCreated, TicketCartOrderCreateData } from "@wenlv/contract/orders";
import { CART_ORDER_STATE } from "@wenlv/contract/status";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import { products, scenicSpots, ticketCartItems } from "../../db/schema/index";
import { AppError, userError } from "../../plugins/envelope";
import { resolveTicket, ticketPlacementLine } from "../orders/catalogue";
import { payFreeOrder } from "../orders/create";
import type { PlacementLine } from "../orders/placement";
import { placeOrReplay, replayOf, staleReplay } from "../orders/replay";
import { requestFingerprint } from "../orders/signed-data";

/** Refusal (4006) when a slot of the cart has fewer places left than its line asks; nothing is written. */
export const CART_TOO_FEW_MESSAGE = "部分门票余票不足，请返回购物车查看";

/**
 * POST /api/order/create for ticket-cart lines (`type: "ticket_cart"`, issue 10, decision 036),
 * after the signature check: freshness (4006 beyond 5 minutes, unless a retry of an order already
 * made); each line resolved as a ticket create resolves it ({@link cartOrderLines}); then ONE
 * order of type "ticket" with `order_state` "cart" and one item per line, placed all or none on
 * the lines' stock rows (placeLines: a slot with too few places -> 4006
 * {@link CART_TOO_FEW_MESSAGE}, nothing written). In the same transaction the buyer's cart lines of
 * the same (SKU, day, slot) are removed, and an order of 0 fen (free admissions only) is paid at
 * once with its tickets issued. A retry with the same idempotency key answers the same order.
 */
export async function createTicketCartOrder(ctx: AppContext, session: AuthSession, data: TicketCartOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  const stale = await staleReplay(ctx, session.userId, data, now);
  if (stale) return stale;
  let lines: PlacementLine[];
  try {
    lines = await cartOrderLines(ctx, session.userId, data, now);
  } catch (error) {
    const replay = error instanceof AppError ? await replayOf(ctx, session.userId, data) : null;
    if (replay) return replay;
    throw error;
  }
  return placeOrReplay(ctx, session, data, partnerCode, now, lines, CART_TOO_FEW_MESSAGE, {
    type: "ticket",
    orderState: CART_ORDER_STATE,
    onPlaced: async (tx, order) => {
      await removeBought(tx, session.userId, data);
      if (order.amountFen === 0) await payFreeOrder(tx, order.id, now);
    },
  });
}

/**
 * The lines of a cart order, each checked by resolveTicket (product and SKU on sale, the day in the
 * sales window and open, the slot before its cut-off, the travellers: one per ticket with an ID on
 * a real-name product). A refusal names its line: "<spot>：<reason>" (code 0).
 */
export async function cartOrderLines(ctx: AppContext, userId: number, data: TicketCartOrderCreateData, now: Date): Promise<PlacementLine[]> {
  const fingerprint = requestFingerprint(data);
  const lines: PlacementLine[] = [];
  for (const line of data.lines) {
    try {
      const ticket = await resolveTicket(ctx.db, userId, { ...data, ...line, type: "ticket" }, now);
      lines.push(ticketPlacementLine(ticket, line, fingerprint));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw userError(`${await lineName(ctx.db, line.product_id)}：${error.message}`);
    }
  }
  return lines;
}

/** The spot's (else the product's) Chinese name of a product, for a refusal; "门票" when unknown. */
async function lineName(db: Db, productId: number): Promise<string> {
  const [row] = await db
    .select({ product: products.name, spot: scenicSpots.nameZh })
    .from(products)
    .leftJoin(scenicSpots, and(eq(products.ownerType, "scenic"), eq(scenicSpots.id, products.ownerId)))
    .where(eq(products.id, productId))
    .limit(1);
  return row?.spot ?? row?.product ?? "门票";
}

/** Deletes the buyer's cart lines that `data` bought (same SKU, day and slot), inside the placing transaction. */
async function removeBought(tx: Db, userId: number, data: TicketCartOrderCreateData): Promise<void> {
  const c = ticketCartItems;
  const bySku = or(...data.lines.map((l) => and(eq(c.skuId, l.sku_id), eq(c.day, l.day), eq(c.slot, l.slot))));
  await tx.delete(c).where(and(eq(c.userId, userId), inArray(c.skuId, data.lines.map((l) => l.sku_id)), bySku));
}
