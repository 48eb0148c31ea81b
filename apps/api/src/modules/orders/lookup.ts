import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order `orderNo` of user `userId`. Another user's order and a missing one answer the same
 * code 0 "订单不存在" (no way to probe other users' order numbers: OWASP API1 BOLA).
 */
export async function findOwnOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw userError("订单不存在");
  return row;
}
