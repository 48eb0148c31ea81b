import { and, asc, eq } from "drizzle-orm";
import { ORDER_SIGNATURE_MAX_SKEW_MS, type OrderCreateData, type OrderCreated, type OrderCreateRequest } from "@wenlv/contract/orders";
import { slotKey } from "../../cache/slot-key";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import { orderItems, orders, payments, usedNonces } from "../../db/schema/index";
import { refused } from "../../plugins/envelope";
import { resolveTicket } from "./catalogue";
import { newOrderNo, newOutTradeNo } from "./codes";
import { issueTickets } from "./issue";
import { readSnapshot, type ItemSnapshot } from "./snapshot";
import { requestFingerprint, verifySignedData } from "./signed-data";
import { moveOrderStatus } from "./state";
import { reserveStock } from "./stock";

/** Provider name of the payment row written for an order of 0 fen (no gateway involved). */
export const FREE_PAYMENT_PROVIDER = "free";

/** Thrown inside the transaction when the nonce or the idempotency key was taken by another request. */
class ReplayConflict extends Error {}

function created(order: typeof orders.$inferSelect): OrderCreated {
  return { order_no: order.orderNo, order_id: order.id, amount_fen: order.amountFen, expires_at: order.expiresAt.toISOString() };
}

/** The order an earlier request with the same idempotency key made, checked to ask for the same thing. */
async function replayOf(db: Db, userId: number, data: OrderCreateData): Promise<OrderCreated | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, data.idempotency_key)))
    .limit(1);
  if (!order) return null;
  const [item] = await db.select({ snapshot: orderItems.snapshot }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).limit(1);
  if (readSnapshot(item?.snapshot).fingerprint !== requestFingerprint(data)) throw refused("该请求标识已用于其他订单，请重新下单");
  return created(order);
}

/**
 * POST /api/order/create (spec section 7, issue 2 section 3). After the signature check
 * (`verifySignedData`), ONE transaction does, in order:
 * 1. idempotency: an order already made with this `idempotency_key` is answered again (even though
 *    its nonce is spent), provided it asked for the same product fields;
 * 2. freshness: `timestamp` (ms) within 5 minutes of the server clock, else 4006;
 * 3. the nonce, single-use per session (`used_nonces` UNIQUE), else 4006;
 * 4. the catalogue (`resolveTicket`): price from the database, never from the client;
 * 5. stock: one conditional UPDATE (`reserveStock`), else 4006 "该时段余票不足";
 * 6. the order (UNPAID, expires_at = now + payTimeoutMs) and its item (WAIT_PAYMENT); an order of
 *    0 fen is paid at once (a "free" payment row) and its tickets issued.
 * Any failure rolls everything back. Once committed, the taken places are announced on the bus
 * (the slot's stock answers leave every node's catalogue cache).
 * Answers the `data` of the raw `{code: 1, msg: "ok", data}` body.
 * `input.data` is the form field exactly as signed; the order closes ORDER_PAY_TIMEOUT_MS after creation.
 */
export async function createOrder(ctx: AppContext, session: AuthSession, input: OrderCreateRequest): Promise<OrderCreated> {
  const { db } = ctx;
  const now = ctx.now();
  const payTimeoutMs = ctx.config.orderPayTimeoutMs;
  const partnerCode = input.partner_code;
  const data = verifySignedData(input.data, input.signature, session.signingKey);
  const fingerprint = requestFingerprint(data);
  let took = false;
  try {
    const answer = await db.transaction(async (tx) => {
      const replay = await replayOf(tx, session.userId, data);
      if (replay) return replay;
      if (Math.abs(now.getTime() - data.timestamp) > ORDER_SIGNATURE_MAX_SKEW_MS) throw refused("请求已过期，请校准手机时间后重新下单");
      const nonce = await tx
        .insert(usedNonces)
        .values({ sessionId: session.sessionId, nonce: data.nonce, createdAt: now })
        .onConflictDoNothing()
        .returning({ nonce: usedNonces.nonce });
      if (nonce.length === 0) throw new ReplayConflict();

      const line = await resolveTicket(tx, session.userId, data, now);
      if (!(await reserveStock(tx, line.inventoryId, data.quantity))) throw refused("该时段余票不足");
      took = true;
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
          expiresAt: new Date(now.getTime() + payTimeoutMs),
          createdAt: now,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!order) throw new ReplayConflict();
      const snapshot: ItemSnapshot = { fingerprint, travellers: line.travellers, owner: line.owner, en: line.en };
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
      return created(order);
    });
    if (took) await ctx.bus.publish("stock-taken", slotKey(data.product_id, data.day, data.slot));
    return answer;
  } catch (error) {
    if (!(error instanceof ReplayConflict)) throw error;
    const replay = await replayOf(db, session.userId, data);
    if (replay) return replay;
    throw refused("请勿重复提交订单");
  }
}
