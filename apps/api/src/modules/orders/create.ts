import { asc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ORDER_SIGNATURE_MAX_SKEW_MS, type OrderCreateData, type OrderCreated, type OrderCreateRequest } from "@wenlv/contract/orders";
import { slotKey } from "../../cache/slot-key";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import { preparedOn, READS_IN_FLIGHT } from "../../db/prepared";
import { Batcher } from "../../lib/batcher";
import { orderItems, orders, payments, usedNonces } from "../../db/schema/index";
import { refused } from "../../plugins/envelope";
import { resolveTicket, type ResolvedTicket } from "./catalogue";
import { newOrderNo, newOutTradeNo } from "./codes";
import { issueTickets } from "./issue";
import { readSnapshot, type ItemSnapshot } from "./snapshot";
import { noteSoldOut, SOLD_OUT_MESSAGE } from "./sold-out";
import { requestFingerprint, verifySignedData } from "./signed-data";
import { moveOrderStatus } from "./state";
import { reserveStock } from "./stock";

/** Provider name of the payment row written for an order of 0 fen (no gateway involved). */
export const FREE_PAYMENT_PROVIDER = "free";

/** Thrown inside the transaction when the nonce or the idempotency key was taken by another request. */
class ReplayConflict extends Error {}

/** Thrown inside the transaction when the conditional stock UPDATE found too few places. */
class TooFewPlaces extends Error {}

function created(order: typeof orders.$inferSelect): OrderCreated {
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
async function replayOf(ctx: Pick<AppContext, "db" | "dbKind">, userId: number, data: OrderCreateData): Promise<OrderCreated | null> {
  const { db } = ctx;
  const order = await ordersByKey(ctx).load(`${userId} ${data.idempotency_key}`);
  if (!order) return null;
  const [item] = await db.select({ snapshot: orderItems.snapshot }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).limit(1);
  if (readSnapshot(item?.snapshot).fingerprint !== requestFingerprint(data)) throw refused("该请求标识已用于其他订单，请重新下单");
  return created(order);
}

/** Refuses (4006) a request signed more than 5 minutes away from the server clock. */
function assertFresh(data: OrderCreateData, now: Date): void {
  if (Math.abs(now.getTime() - data.timestamp) > ORDER_SIGNATURE_MAX_SKEW_MS) throw refused("请求已过期，请校准手机时间后重新下单");
}

/**
 * POST /api/order/create (spec section 7, issue 2 section 3; flash sales: issue 8 item 6,
 * docs/decisions/014). After the signature check (`verifySignedData`):
 * 1. idempotency: an order already made with this `idempotency_key` is answered again (even though
 *    its nonce is spent), provided it asked for the same product fields;
 * 2. freshness: `timestamp` (ms) within 5 minutes of the server clock, else 4006;
 * 3. when the slot carries a sold-out mark for this many places (`ctx.soldOut`), 4006
 *    "该时段余票不足" after steps 1-2, without a write transaction;
 * 4. else, admitted by the slot's gate (`ctx.slotGate`; the mark is looked at again on admission),
 *    the catalogue (`resolveTicket`): price from the database, never from the client;
 * 5. ONE transaction: the nonce, single-use per session (`used_nonces` UNIQUE), else 4006; the
 *    order (UNPAID, expires_at = now + payTimeoutMs) and its item (WAIT_PAYMENT), an order of 0 fen
 *    paid at once (a "free" payment row) with its tickets issued; last, so the row lock is held
 *    only until the commit, the stock: one conditional UPDATE (`reserveStock`), the single judge of
 *    whether places are left. Too few: everything rolls back, the slot is marked sold out
 *    (`noteSoldOut`) and the answer is 4006 "该时段余票不足".
 * Any failure rolls everything back. Once committed, the taken places are announced on the bus
 * (the slot's stock answers leave every node's catalogue cache).
 * Answers the `data` of the raw `{code: 1, msg: "ok", data}` body.
 * `input.data` is the form field exactly as signed; the order closes ORDER_PAY_TIMEOUT_MS after
 * creation. `log`: where a failed sold-out broadcast is reported.
 */
export async function createOrder(ctx: AppContext, session: AuthSession, input: OrderCreateRequest, log?: FastifyBaseLogger): Promise<OrderCreated> {
  const now = ctx.now();
  const data = verifySignedData(input.data, input.signature, session.signingKey);
  const slot = slotKey(data.product_id, data.day, data.slot);
  if (!ctx.soldOut.refuses(slot, data.quantity)) {
    const placed = await ctx.slotGate.run(slot, async () =>
      ctx.soldOut.refuses(slot, data.quantity) ? null : placeOrder(ctx, session, data, input.partner_code, now, log),
    );
    if (placed) return placed;
  }
  const replay = await replayOf(ctx, session.userId, data);
  if (replay) return replay;
  assertFresh(data, now);
  throw refused(SOLD_OUT_MESSAGE);
}

/** Steps 1, 2, 4 and 5 of {@link createOrder} for a slot without a sold-out mark. */
async function placeOrder(
  ctx: AppContext,
  session: AuthSession,
  data: OrderCreateData,
  partnerCode: string,
  now: Date,
  log: FastifyBaseLogger | undefined,
): Promise<OrderCreated> {
  const { db } = ctx;
  const replay = await replayOf(ctx, session.userId, data);
  if (replay) return replay;
  assertFresh(data, now);
  const line = await resolveTicket(db, session.userId, data, now);
  const slot = slotKey(data.product_id, data.day, data.slot);
  const ticket = ctx.soldOut.ticket();
  try {
    const order = await db.transaction((tx) => writeOrder(ctx, tx, session, data, line, partnerCode, now));
    await ctx.bus.publish("stock-taken", slot);
    return order;
  } catch (error) {
    if (error instanceof TooFewPlaces) {
      await noteSoldOut(ctx, slot, line.inventoryId, data.quantity, ticket, log);
      throw refused(SOLD_OUT_MESSAGE);
    }
    if (!(error instanceof ReplayConflict)) throw error;
    const again = await replayOf(ctx, session.userId, data);
    if (again) return again;
    throw refused("请勿重复提交订单");
  }
}

/** Step 5 of {@link createOrder}, inside `tx`: nonce, order, item (and payment and tickets at 0 fen), then the stock. */
async function writeOrder(
  ctx: AppContext,
  tx: Db,
  session: AuthSession,
  data: OrderCreateData,
  line: ResolvedTicket,
  partnerCode: string,
  now: Date,
): Promise<OrderCreated> {
  const nonce = await tx
    .insert(usedNonces)
    .values({ sessionId: session.sessionId, nonce: data.nonce, createdAt: now })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  if (nonce.length === 0) throw new ReplayConflict();

  const amountFen = line.unitPriceFen * data.quantity;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      userId: session.userId,
      type: data.type,
      status: "UNPAID",
      amountFen,
      partnerCode,
      channel: data.channel,
      sourcePort: data.source_port,
      sourceScene: data.source_scene,
      idempotencyKey: data.idempotency_key,
      contactName: data.contact_name,
      contactPhone: data.contact_phone,
      expiresAt: new Date(now.getTime() + ctx.config.orderPayTimeoutMs),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  if (!order) throw new ReplayConflict();
  const snapshot: ItemSnapshot = { fingerprint: requestFingerprint(data), travellers: line.travellers, owner: line.owner, en: line.en };
  await tx.insert(orderItems).values({
    orderId: order.id,
    productType: data.type,
    productId: line.productId,
    skuId: line.skuId,
    inventoryId: line.inventoryId,
    title: line.title,
    skuName: line.skuName,
    day: data.day,
    slot: data.slot,
    quantity: data.quantity,
    unitPriceFen: line.unitPriceFen,
    productStatus: "WAIT_PAYMENT",
    snapshot,
  });
  if (amountFen === 0) {
    await tx.insert(payments).values({ orderId: order.id, provider: FREE_PAYMENT_PROVIDER, outTradeNo: newOutTradeNo(now), amountFen: 0, status: "PAID", paidAt: now, createdAt: now });
    if (await moveOrderStatus(tx, order.id, "UNPAID", "PAID", { paidAt: now })) await issueTickets(tx, order.id);
  }
  if (!(await reserveStock(tx, line.inventoryId, data.quantity))) throw new TooFewPlaces();
  return created(order);
}
