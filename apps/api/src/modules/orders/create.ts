import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { OrderCreated, OrderCreateRequest, TicketOrderCreateData } from "@wenlv/contract/orders";
import { slotKey } from "../../cache/slot-key";
import type { AppContext, AuthSession } from "../../context";
import type { Db } from "../../db/client";
import { inventory, orderItems, orders, payments, usedNonces } from "../../db/schema/index";
import { AppError, refused } from "../../plugins/envelope";
import { isCheckViolation } from "../../db/sql-errors";
import { resolveTicket, ticketPlacementLine, type ResolvedTicket } from "./catalogue";
import { newOrderNo, newOutTradeNo } from "./codes";
import { ReplayConflict, SOLD_WITHIN_CAPACITY, TooFewPlaces } from "./placement";
import { issueTickets } from "./issue";
import { spendOrderCoupons } from "../coupons/apply";
import { createHotelOrder } from "../hotels/order";
import { createLineOrder } from "../lines/order";
import { createMovieOrder } from "../movies/order";
import { createPerformanceOrder } from "../performances/order";
import { createTicketCartOrder } from "../ticket-cart/order";
import type { ItemSnapshot } from "./snapshot";
import { noteSoldOut, SOLD_OUT_MESSAGE } from "./sold-out";
import { requestFingerprint, verifySignedData } from "./signed-data";
import { assertFresh, created, placeOrReplay, replayOf } from "./replay";
import { moveOrderStatus } from "./state";

/** Provider name of the payment row written for an order of 0 fen (no gateway involved). */
export const FREE_PAYMENT_PROVIDER = "free";

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
 * 5. ONE statement (`placeStatement`): the nonce, single-use per session (`used_nonces` UNIQUE),
 *    else 4006; the order (UNPAID, expires_at = now + payTimeoutMs), its item (WAIT_PAYMENT) and
 *    the places (`sold + q`, judged by the CHECK sold <= capacity, the single judge of whether
 *    places are left). Too few: nothing is written, the slot is marked sold out (`noteSoldOut`)
 *    and the answer is 4006 "该时段余票不足". An order of 0 fen is paid at once (a "free" payment
 *    row) with its tickets issued, in one transaction with that statement.
 * Whatever refuses steps 2-5, an order already made with this `idempotency_key` answers instead.
 * Once written, the taken places are announced on the bus (the slot's stock answers leave every
 * node's catalogue cache).
 * A hotel stay (`type: "hotel"`) is placed by createHotelOrder, a travel line's departure
 * (`type: "line"`) by createLineOrder, a performance (`type: "performance"`) by
 * createPerformanceOrder, a film (`type: "movie"`) by createMovieOrder (issue 10, decision 033) and
 * ticket-cart lines (`type: "ticket_cart"`) by createTicketCartOrder (decision 036).
 * Answers the `data` of the raw `{code: 1, msg: "ok", data}` body.
 * `input.data` is the form field exactly as signed; the order closes ORDER_PAY_TIMEOUT_MS after
 * creation. `log`: where a failed sold-out broadcast is reported.
 */
export async function createOrder(ctx: AppContext, session: AuthSession, input: OrderCreateRequest, log?: FastifyBaseLogger): Promise<OrderCreated> {
  const now = ctx.now();
  const data = verifySignedData(input.data, input.signature, session.signingKey);
  if (data.type === "hotel") return createHotelOrder(ctx, session, data, input.partner_code, now);
  if (data.type === "line") return createLineOrder(ctx, session, data, input.partner_code, now);
  if (data.type === "performance") return createPerformanceOrder(ctx, session, data, input.partner_code, now);
  if (data.type === "movie") return createMovieOrder(ctx, session, data, input.partner_code, now);
  if (data.type === "ticket_cart") return createTicketCartOrder(ctx, session, data, input.partner_code, now);
  if (data.coupon_ids.length > 0) return createTicketOrderWithCoupons(ctx, session, data, input.partner_code, now);
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

/**
 * Steps 1, 2, 4 and 5 of {@link createOrder} for a slot without a sold-out mark. The idempotency
 * key is looked up only when something refuses the request (a spent nonce, a taken key, a stale
 * timestamp, a slot closed or sold out since): an order already made with that key answers
 * instead, so a first request costs no read for it.
 */
async function placeOrder(
  ctx: AppContext,
  session: AuthSession,
  data: TicketOrderCreateData,
  partnerCode: string,
  now: Date,
  log: FastifyBaseLogger | undefined,
): Promise<OrderCreated> {
  const { db } = ctx;
  const slot = slotKey(data.product_id, data.day, data.slot);
  const ticket = ctx.soldOut.ticket();
  let line: ResolvedTicket | undefined;
  try {
    assertFresh(data, now);
    line = await resolveTicket(db, session.userId, data, now);
    const order = await writeOrder(ctx, session, data, line, partnerCode, now);
    await ctx.bus.publish("stock-taken", slot);
    return order;
  } catch (error) {
    const refusal = error instanceof AppError || error instanceof ReplayConflict || error instanceof TooFewPlaces;
    if (!refusal) throw error;
    const replay = await replayOf(ctx, session.userId, data);
    if (replay) return replay;
    if (error instanceof TooFewPlaces && line) {
      await noteSoldOut(ctx, slot, line.inventoryId, data.quantity, ticket, log);
      throw refused(SOLD_OUT_MESSAGE);
    }
    if (error instanceof ReplayConflict) throw refused("请勿重复提交订单");
    throw error;
  }
}

/** The names of `columns`, unqualified, for the column list of a raw INSERT. */
function columnList(columns: PgColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
}

/** The row {@link placeStatement} answers: the new order's fields. */
type PlacedRow = { id: number | string; order_no: string; amount_fen: number; expires_at: Date | string };

/**
 * The one statement that places an order (issue 8 item 6: one round trip per create, and no row
 * lock held across a round trip), whose data-modifying CTEs run in this order because each reads
 * what the one before returned:
 * 1. the nonce (`used_nonces`, UNIQUE per session): on conflict nothing is inserted;
 * 2. the order, only when the nonce went in; on an existing (user, idempotency key) nothing;
 * 3. the item, and 4. the stock, only when the order went in: `sold = sold + q` on the slot's
 *    row. The CHECK `inventory_sold_ck` (sold <= capacity) judges whether places are left: too few,
 *    and PostgreSQL fails the whole statement (SQLSTATE 23514), so the nonce, the order and the item
 *    are never written without the places (ARCHITECTURE.md stock rule: no read-then-write; a
 *    concurrent buyer's UPDATE waits for the row and re-checks against the committed `sold`).
 * Answers no row when the nonce or the key was taken (nothing written), else the new order.
 * Every value is a parameter.
 */
function placeStatement(session: AuthSession, data: TicketOrderCreateData, line: ResolvedTicket, partnerCode: string, now: Date, payTimeoutMs: number): SQL {
  const snapshot: ItemSnapshot = { fingerprint: requestFingerprint(data), travellers: line.travellers, owner: line.owner, en: line.en, rules: line.rules };
  const expiresAt = new Date(now.getTime() + payTimeoutMs);
  const o = orders;
  const i = orderItems;
  return sql`WITH nonce AS (
    INSERT INTO ${usedNonces} (${columnList([usedNonces.sessionId, usedNonces.nonce, usedNonces.createdAt])})
    VALUES (${session.sessionId}, ${data.nonce}, ${now}) ON CONFLICT DO NOTHING RETURNING 1
  ), placed AS (
    INSERT INTO ${o} (${columnList([o.orderNo, o.userId, o.type, o.status, o.amountFen, o.partnerCode, o.channel, o.sourcePort, o.sourceScene, o.idempotencyKey, o.contactName, o.contactPhone, o.expiresAt, o.createdAt])})
    SELECT ${newOrderNo(now)}, ${session.userId}::int, ${data.type}, 'UNPAID', ${line.unitPriceFen * data.quantity}::int, ${partnerCode}, ${data.channel}, ${data.source_port},
      ${data.source_scene}, ${data.idempotency_key}, ${data.contact_name}, ${data.contact_phone}, ${expiresAt}::timestamptz, ${now}::timestamptz FROM nonce
    ON CONFLICT (${columnList([o.userId, o.idempotencyKey])}) DO NOTHING
    RETURNING ${o.id}, ${o.orderNo}, ${o.amountFen}, ${o.expiresAt}
  ), item AS (
    INSERT INTO ${i} (${columnList([i.orderId, i.productType, i.productId, i.skuId, i.inventoryId, i.title, i.skuName, i.day, i.slot, i.quantity, i.unitPriceFen, i.productStatus, i.snapshot])})
    SELECT placed.id, ${data.type}, ${line.productId}::int, ${line.skuId}::int, ${line.inventoryId}::int, ${line.title}, ${line.skuName}, ${data.day}::date, ${data.slot},
      ${data.quantity}::int, ${line.unitPriceFen}::int, 'WAIT_PAYMENT', ${JSON.stringify(snapshot)}::jsonb
    FROM placed
    RETURNING 1
  ), stock AS (
    UPDATE ${inventory} SET ${sql.identifier(inventory.sold.name)} = ${inventory.sold} + ${data.quantity}::int
    WHERE ${inventory.id} = ${line.inventoryId} AND EXISTS (SELECT 1 FROM placed)
    RETURNING 1
  )
  SELECT placed.id, placed.order_no, placed.amount_fen, placed.expires_at FROM placed WHERE EXISTS (SELECT 1 FROM stock)`;
}

/**
 * Step 5 of {@link createOrder} on `q` (the database, or a transaction for an order of 0 fen):
 * {@link placeStatement}. Throws ReplayConflict when the nonce or the key was taken and
 * TooFewPlaces when the slot has fewer than `quantity` places left; nothing is written then.
 */
async function insertOrder(q: Db, session: AuthSession, data: TicketOrderCreateData, line: ResolvedTicket, partnerCode: string, now: Date, payTimeoutMs: number) {
  let rows: PlacedRow[];
  try {
    // Both drivers answer `{ rows }` for a raw statement (node-postgres QueryResult, PGlite Results).
    rows = ((await q.execute(placeStatement(session, data, line, partnerCode, now, payTimeoutMs))) as unknown as { rows: PlacedRow[] }).rows;
  } catch (error) {
    if (isCheckViolation(error, SOLD_WITHIN_CAPACITY)) throw new TooFewPlaces();
    throw error;
  }
  const [row] = rows;
  if (!row) throw new ReplayConflict();
  return { id: Number(row.id), orderNo: row.order_no, amountFen: row.amount_fen, expiresAt: new Date(row.expires_at) };
}

/**
 * Step 5 of {@link createOrder}: the order in one statement ({@link insertOrder}), outside any
 * transaction; an order of 0 fen inside one, where it is then paid at once (a "free" payment row)
 * and its tickets issued, all or nothing.
 */
async function writeOrder(
  ctx: AppContext,
  session: AuthSession,
  data: TicketOrderCreateData,
  line: ResolvedTicket,
  partnerCode: string,
  now: Date,
): Promise<OrderCreated> {
  const timeout = ctx.config.orderPayTimeoutMs;
  if (line.unitPriceFen > 0) return created(await insertOrder(ctx.db, session, data, line, partnerCode, now, timeout));
  return ctx.db.transaction(async (tx) => {
    const order = await insertOrder(tx, session, data, line, partnerCode, now, timeout);
    await payFreeOrder(tx, order.id, now);
    return created(order);
  });
}

/**
 * A ticket order that uses coupons (decision 037): not the one-statement path of a flash sale but
 * the general placement (placeOrReplay: freshness and replays as {@link createOrder}), so the
 * coupons are priced and locked in the same transaction as the places; the catalogue as ever
 * (`resolveTicket`). An order of 0 fen after its coupons is paid at once.
 */
async function createTicketOrderWithCoupons(ctx: AppContext, session: AuthSession, data: TicketOrderCreateData, partnerCode: string, now: Date): Promise<OrderCreated> {
  try {
    assertFresh(data, now);
  } catch (error) {
    const replay = await replayOf(ctx, session.userId, data);
    if (replay) return replay;
    throw error;
  }
  const line = ticketPlacementLine(await resolveTicket(ctx.db, session.userId, data, now), data, requestFingerprint(data));
  return placeOrReplay(ctx, session, data, partnerCode, now, [line], SOLD_OUT_MESSAGE, {
    onPlaced: async (tx, placed) => {
      if (placed.amountFen === 0) await payFreeOrder(tx, placed.id, now);
    },
  });
}

/**
 * Pays an order of 0 fen at once inside the caller's transaction `tx` (the one that placed it): a
 * payment row of provider {@link FREE_PAYMENT_PROVIDER}, UNPAID -> PAID and its tickets issued.
 */
export async function payFreeOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.insert(payments).values({ orderId, provider: FREE_PAYMENT_PROVIDER, outTradeNo: newOutTradeNo(now), amountFen: 0, status: "PAID", paidAt: now, createdAt: now });
  if (await moveOrderStatus(tx, orderId, "UNPAID", "PAID", { paidAt: now })) {
    await issueTickets(tx, orderId);
    await spendOrderCoupons(tx, orderId, now);
  }
}
