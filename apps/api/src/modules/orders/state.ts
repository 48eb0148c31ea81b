import { and, eq, inArray, sql } from "drizzle-orm";
import { assertTransition, type OrderStatus, type ProductStatus } from "@wenlv/contract/status";
import type { Db } from "../../db/client";
import { orderItems, orders } from "../../db/schema/index";

/** Extra order columns written together with a status move. */
export type OrderStatusSet = { paidAt?: Date; closedAt?: Date };

/**
 * The one way an order's status changes (ARCHITECTURE.md: "the API moves state only through one
 * function that checks the table"). Checks `from -> to` against ORDER_TRANSITIONS of
 * @wenlv/contract/status (throws TransitionError when refused), then updates conditionally
 * (`WHERE id = $1 AND status = from`), so two racing moves (a payment and the timeout close) never
 * both win. Call inside the transaction that makes the related changes. True when this call moved it.
 */
export async function moveOrderStatus(tx: Db, orderId: number, from: OrderStatus, to: OrderStatus, set: OrderStatusSet = {}): Promise<boolean> {
  assertTransition("order", from, to);
  const rows = await tx
    .update(orders)
    .set({ status: to, ...set })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Moves every item of `orderId` whose product status is in `from` to `to`, each move checked
 * against PRODUCT_TRANSITIONS (throws TransitionError when one is refused). Returns how many moved.
 */
export async function moveItemStatus(tx: Db, orderId: number, from: readonly ProductStatus[], to: ProductStatus): Promise<number> {
  for (const f of from) assertTransition("product", f, to);
  const rows = await tx
    .update(orderItems)
    .set({ productStatus: to })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.productStatus, [...from])))
    .returning({ id: orderItems.id });
  return rows.length;
}

/**
 * Writes the order row without changing it (`SET status = status WHERE status = $expected`), which on
 * PostgreSQL holds the row lock until the transaction ends, so concurrent callers for the same order
 * run one after the other (PGlite runs transactions one at a time anyway). False when the order is
 * no longer in `status`. Not a state change: no transition is involved.
 */
export async function touchOrder(tx: Db, orderId: number, status: OrderStatus): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: sql`${orders.status}` })
    .where(and(eq(orders.id, orderId), eq(orders.status, status)))
    .returning({ id: orders.id });
  return rows.length === 1;
}
