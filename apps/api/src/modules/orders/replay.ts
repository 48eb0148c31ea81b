import { asc, eq, sql } from "drizzle-orm";
import { ORDER_SIGNATURE_MAX_SKEW_MS, type OrderCreateData, type OrderCreated } from "@wenlv/contract/orders";
import type { AppContext } from "../../context";
import { preparedOn, READS_IN_FLIGHT } from "../../db/prepared";
import { orderItems, orders } from "../../db/schema/index";
import { Batcher } from "../../lib/batcher";
import { refused } from "../../plugins/envelope";
import { requestFingerprint } from "./signed-data";
import { readSnapshot } from "./snapshot";

/*
 * What every kind's order create shares (ticket: create.ts, hotel stay: hotels/order.ts): the
 * answer, the freshness of a signed request, and the answer to a retry with the same key.
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
