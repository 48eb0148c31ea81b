import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inventory, orderItems, orders, seatHolds, usedNonces } from "../../db/schema/index";
import { hasSqlState, isCheckViolation } from "../../db/sql-errors";
import { lockCoupons, priceCoupons } from "../coupons/apply";
import { newOrderNo } from "./codes";
import type { ItemSnapshot } from "./snapshot";

/** Thrown when the nonce or the idempotency key was taken by another request; nothing was written. */
export class ReplayConflict extends Error {}

/** Thrown when a stock row has fewer places than asked (or none: a night or session not on sale); nothing was written. */
export class TooFewPlaces extends Error {
  /** The stock rows that could not give the places, when known. */
  constructor(readonly inventoryIds: readonly number[] = []) {
    super("too few places");
  }
}

/** Thrown when one of the asked seats is held by another order item; nothing was written. */
export class SeatTaken extends Error {}

/** The CHECK constraint that keeps `inventory.sold` within 0..capacity (db/schema/catalogue.ts). */
export const SOLD_WITHIN_CAPACITY = "inventory_sold_ck";
/** The UNIQUE index on (stock row, seat) of `seat_holds` (db/schema/orders.ts). */
const ONE_HOLD_PER_SEAT = "seat_holds_seat_uq";

/** One order item to place: its stock row, places (and seats on seated stock), price in fen. */
export type PlacementLine = {
  productType: string;
  productId: number;
  skuId: number;
  /** The `inventory` row the places come from. */
  inventoryId: number;
  title: string;
  skuName: string;
  /** "YYYY-MM-DD" (Asia/Shanghai): the night, departure or session date. */
  day: string;
  slot: string;
  quantity: number;
  unitPriceFen: number;
  /** Seat codes ("7-12") on seated stock; as many as `quantity`. */
  seats?: readonly string[];
  snapshot: ItemSnapshot;
};

/** The order the lines belong to. `nonce`: the signed request's nonce, single-use per session. */
export type PlacementOrder = {
  userId: number;
  type: string;
  partnerCode: string;
  channel: string;
  sourcePort: string;
  sourceScene: string;
  idempotencyKey: string;
  contactName: string;
  contactPhone: string;
  nonce?: { sessionId: number; value: string };
  now: Date;
  /** When the unpaid order closes itself (ORDER_PAY_TIMEOUT_MS after `now`). */
  expiresAt: Date;
  /** The user's coupons to use (decision 037): priced and locked in the placing transaction (coupons/apply.ts). */
  couponIds?: readonly number[];
  /** `order_state` of the order (spec section 3; "cart" for a ticket-cart order, decision 036); "" by default. */
  orderState?: string;
  /**
   * Runs inside the placing transaction once the order, its items and the places are written (the
   * ticket cart removes the lines it bought, and pays an order of 0 fen at once); what it throws
   * undoes the whole order.
   */
  onPlaced?: (tx: Db, order: PlacedOrder) => Promise<void>;
};

/** The placed order. */
export type PlacedOrder = { id: number; orderNo: string; amountFen: number; expiresAt: Date };

/**
 * Places an order of several lines in one transaction (decision 033: a stay of several nights, a
 * departure's seats for several travellers, a session's seats): the nonce (if given), the order
 * (UNPAID), one item per line (WAIT_PAYMENT), `sold = sold + q` on every stock row in ONE UPDATE,
 * a `seat_holds` row per seat, and the coupons asked for priced (the order's amount is after their
 * discount, each item keeps its share) and locked to the order (coupons/apply.ts; a coupon that
 * cannot be used refuses the whole order, code 0). All or nothing:
 * - a row without enough places fails the UPDATE on the CHECK `inventory_sold_ck` -> TooFewPlaces;
 *   a row that does not exist -> TooFewPlaces (checked by the count the UPDATE answers);
 * - a seat already held fails its insert on the UNIQUE (stock row, seat) -> SeatTaken;
 * - a spent nonce or a taken (user, idempotency key) -> ReplayConflict.
 * Nothing is read before the writes that judge: a concurrent buyer waits for the row and is judged
 * against what was committed (several rows are first locked in id order, so overlapping stays
 * cannot deadlock). `db` may be a transaction (an order of 0 fen is paid inside it).
 * @throws Error when a line's seats are not as many as its quantity, or there are no lines
 */
export async function placeLines(db: Db, order: PlacementOrder, lines: readonly PlacementLine[]): Promise<PlacedOrder> {
  if (lines.length === 0) throw new Error("placeLines: no lines");
  for (const line of lines) {
    if (line.seats && line.seats.length !== line.quantity) throw new Error("placeLines: seats and quantity differ");
  }
  const perRow = new Map<number, number>();
  for (const line of lines) perRow.set(line.inventoryId, (perRow.get(line.inventoryId) ?? 0) + line.quantity);
  const grossFen = lines.reduce((sum, line) => sum + line.unitPriceFen * line.quantity, 0);
  const couponIds = order.couponIds ?? [];
  try {
    return await db.transaction(async (tx) => {
      if (order.nonce) {
        const nonce = await tx
          .insert(usedNonces)
          .values({ sessionId: order.nonce.sessionId, nonce: order.nonce.value, createdAt: order.now })
          .onConflictDoNothing()
          .returning({ id: usedNonces.sessionId });
        if (nonce.length === 0) throw new ReplayConflict();
      }
      const pricing = await priceCoupons(tx, order.userId, couponIds, lines.map((l) => ({ productType: l.productType, subtotalFen: l.unitPriceFen * l.quantity })), order.now);
      const amountFen = grossFen - pricing.discountFen;
      const [placed] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(order.now),
          userId: order.userId,
          type: order.type,
          status: "UNPAID",
          orderState: order.orderState ?? "",
          amountFen,
          discountFen: pricing.discountFen,
          partnerCode: order.partnerCode,
          channel: order.channel,
          sourcePort: order.sourcePort,
          sourceScene: order.sourceScene,
          idempotencyKey: order.idempotencyKey,
          contactName: order.contactName,
          contactPhone: order.contactPhone,
          expiresAt: order.expiresAt,
          createdAt: order.now,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id, orderNo: orders.orderNo, amountFen: orders.amountFen, expiresAt: orders.expiresAt });
      if (!placed) throw new ReplayConflict();
      const items = await tx
        .insert(orderItems)
        .values(
          lines.map((line, index) => ({
            orderId: placed.id,
            productType: line.productType,
            productId: line.productId,
            skuId: line.skuId,
            inventoryId: line.inventoryId,
            title: line.title,
            skuName: line.skuName,
            day: line.day,
            slot: line.slot,
            quantity: line.quantity,
            unitPriceFen: line.unitPriceFen,
            discountFen: pricing.perLine[index]!,
            productStatus: "WAIT_PAYMENT",
            snapshot: line.snapshot as unknown as Record<string, unknown>,
          })),
        )
        .returning({ id: orderItems.id });
      const rows = [...perRow].sort((a, b) => a[0] - b[0]);
      // Several rows (nights) are locked in one order, by id, before they change, so two stays over
      // overlapping nights wait for each other instead of deadlocking (PostgreSQL would abort one).
      if (rows.length > 1) {
        await tx
          .select({ id: inventory.id })
          .from(inventory)
          .where(inArray(inventory.id, rows.map(([id]) => id)))
          .orderBy(asc(inventory.id))
          .for("update");
      }
      const taken = await tx
        .update(inventory)
        .set({ sold: sql`${inventory.sold} + (${sql.join(
          [sql`CASE ${inventory.id}`, ...rows.map(([id, q]) => sql`WHEN ${id}::int THEN ${q}::int`), sql`END`],
          sql` `,
        )})` })
        .where(inArray(inventory.id, rows.map(([id]) => id)))
        .returning({ id: inventory.id });
      if (taken.length !== rows.length) {
        const found = new Set(taken.map((r) => r.id));
        throw new TooFewPlaces(rows.map(([id]) => id).filter((id) => !found.has(id)));
      }
      const holds = lines.flatMap((line, index) => (line.seats ?? []).map((seatCode) => ({ inventoryId: line.inventoryId, seatCode, orderItemId: items[index]!.id, createdAt: order.now })));
      if (holds.length > 0) await tx.insert(seatHolds).values(holds);
      await lockCoupons(tx, couponIds, placed.id);
      const result = { id: placed.id, orderNo: placed.orderNo, amountFen: placed.amountFen, expiresAt: placed.expiresAt };
      if (order.onPlaced) await order.onPlaced(tx, result);
      return result;
    });
  } catch (error) {
    if (isCheckViolation(error, SOLD_WITHIN_CAPACITY)) throw new TooFewPlaces();
    if (hasSqlState(error, "23505", ONE_HOLD_PER_SEAT)) throw new SeatTaken();
    throw error;
  }
}

/**
 * Gives back the seats held by order items (`itemIds`), or only `seatCodes` of one item (a refunded
 * ticket's seat), inside the caller's transaction. Answers how many holds went.
 */
export async function releaseSeats(tx: Db, itemIds: readonly number[], seatCodes?: readonly string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const where = seatCodes
    ? sql`${inArray(seatHolds.orderItemId, [...itemIds])} AND ${inArray(seatHolds.seatCode, [...seatCodes])}`
    : inArray(seatHolds.orderItemId, [...itemIds]);
  const gone = await tx.delete(seatHolds).where(where).returning({ id: seatHolds.id });
  return gone.length;
}

/** The seats of stock row `inventoryId` that are held now (seat codes). */
export async function heldSeats(db: Db, inventoryId: number): Promise<string[]> {
  const rows = await db.select({ seat: seatHolds.seatCode }).from(seatHolds).where(eq(seatHolds.inventoryId, inventoryId));
  return rows.map((r) => r.seat);
}
