import { asc, eq, sql } from "drizzle-orm";
import { ORDER_SIGNATURE_MAX_SKEW_MS, type OrderCreateData, type OrderCreated } from "@wenlv/contract/orders";
import { slotKey } from "../../cache/slot-key";
import type { AppContext, AuthSession } from "../../context";
import { preparedOn, READS_IN_FLIGHT } from "../../db/prepared";
import { orderItems, orders } from "../../db/schema/index";
import { Batcher } from "../../lib/batcher";
import { refused } from "../../plugins/envelope";
import { placeLines, ReplayConflict, TooFewPlaces, type PlacementLine, type PlacementOrder } from "./placement";
import { requestFingerprint } from "./signed-data";
import { readSnapshot } from "./snapshot";

/*
 * What every kind's order create shares (ticket: create.ts, hotel stay: hotels/order.ts, travel
 * line: lines/order.ts): the answer, the freshness of a signed request, the answer to a retry with
 * the same key, and the placing of an order of several lines.
 */

/** The answer `data` of a created order. */
export function created(order: Pick<typeof orders.$inferSelect, "id" | "orderNo" | "amountFen" | "expiresAt">): OrderCreated {
  return { order_no: order.orderNo, order_id: order.id, amount_fen: order.amountFen, expires_at: order.expiresAt.toISOString() };
}

/**
 * Batched read of orders by (user, idempotency key): one prepared statement over two arrays
 * (`unnest`), so the refusals of a burst cost a few statements, not one each (lib/batcher.ts).
 * Keys are `${userId} ${idempotencyKey}`.
 */
function ordersByKey(ctx: Pick<AppContext, "db" | "dbKind">) {
  return preparedOn(ctx.db, "orders_by_key", (d) => {
    const read = d
      .select()
      .from(orders)
      .where(sql`(${orders.userId}, ${orders.idempotencyKey}) IN (SELECT * FROM unnest(${sql.placeholder("users")}::int[], ${sql.placeholder("keys")}::text[]))`)
      .prepare("orders_by_key");
    return new Batcher(
      async (keys: string[]) => {
        const pairs = keys.map((k) => [Number(k.slice(0, k.indexOf(" "))), k.slice(k.indexOf(" ") + 1)] as const);
        const rows = await read.execute({ users: pairs.map((p) => p[0]), keys: pairs.map((p) => p[1]) });
        return new Map(rows.map((o) => [`${o.userId} ${o.idempotencyKey}`, o]));
      },
      { maxBatch: 500, parallel: READS_IN_FLIGHT[ctx.dbKind] },
    );
  });
}

/** The order an earlier request with the same idempotency key made, checked to ask for the same thing. */
export async function replayOf(ctx: Pick<AppContext, "db" | "dbKind">, userId: number, data: OrderCreateData): Promise<OrderCreated | null> {
  const { db } = ctx;
  const order = await ordersByKey(ctx).load(`${userId} ${data.idempotency_key}`);
  if (!order) return null;
  const [item] = await db.select({ snapshot: orderItems.snapshot }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).limit(1);
  if (readSnapshot(item?.snapshot).fingerprint !== requestFingerprint(data)) throw refused("该请求标识已用于其他订单，请重新下单");
  return created(order);
}

/** Refuses (4006) a request signed more than 5 minutes away from the server clock. */
export function assertFresh(data: Pick<OrderCreateData, "timestamp">, now: Date): void {
  if (Math.abs(now.getTime() - data.timestamp) > ORDER_SIGNATURE_MAX_SKEW_MS) throw refused("请求已过期，请校准手机时间后重新下单");
}

/**
 * The freshness check of a signed create of several lines (hotel stay, travel line): null when
 * `data` is fresh ({@link assertFresh}); a stale request answers the order an earlier request with
 * the same idempotency key made (a retry after a slow network), else 4006.
 */
export async function staleReplay(ctx: Pick<AppContext, "db" | "dbKind">, userId: number, data: OrderCreateData, now: Date): Promise<OrderCreated | null> {
  try {
    assertFresh(data, now);
    return null;
  } catch (error) {
    const replay = await replayOf(ctx, userId, data);
    if (replay) return replay;
    throw error;
  }
}

/**
 * Places the order of a signed create (`data`'s type, contact, channel, source, idempotency key;
 * `session`'s nonce) with `lines`, all or none (placeLines, decision 033; unpaid, closing
 * ORDER_PAY_TIMEOUT_MS after `now`), then announces the places taken on each line's stock row on
 * the bus. Refused (too few places, a spent nonce or a taken key): the order an earlier request
 * with the same key made, else 4006 `tooFewMessage` or "请勿重复提交订单"; nothing written.
 * `order` overrides the order's type (default `data.type`), sets its `order_state` and a step
 * inside the placing transaction (PlacementOrder; the ticket cart's, decision 036).
 */
export async function placeOrReplay(
  ctx: AppContext,
  session: AuthSession,
  data: OrderCreateData,
  partnerCode: string,
  now: Date,
  lines: readonly PlacementLine[],
  tooFewMessage: string,
  order: Partial<Pick<PlacementOrder, "type" | "orderState" | "onPlaced">> = {},
): Promise<OrderCreated> {
  try {
    const placed = await placeLines(
      ctx.db,
      {
        userId: session.userId,
        type: data.type,
        partnerCode,
        channel: data.channel,
        sourcePort: data.source_port,
        sourceScene: data.source_scene,
        idempotencyKey: data.idempotency_key,
        contactName: data.contact_name,
        contactPhone: data.contact_phone,
        nonce: { sessionId: session.sessionId, value: data.nonce },
        couponIds: data.coupon_ids,
        now,
        expiresAt: new Date(now.getTime() + ctx.config.orderPayTimeoutMs),
        ...order,
      },
      lines,
    );
    const taken = new Set(lines.map((l) => slotKey(l.productId, l.day, l.slot)));
    for (const key of taken) await ctx.bus.publish("stock-taken", key);
    return created(placed);
  } catch (error) {
    if (!(error instanceof TooFewPlaces) && !(error instanceof ReplayConflict)) throw error;
    const replay = await replayOf(ctx, session.userId, data);
    if (replay) return replay;
    if (error instanceof ReplayConflict) throw refused("请勿重复提交订单");
    throw refused(tooFewMessage);
  }
}
