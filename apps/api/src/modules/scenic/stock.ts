import { and, eq } from "drizzle-orm";
import type { StockQuery, StockResult } from "@wenlv/contract/scenic";
import type { AppContext } from "../../context";
import { ensureInventoryDays, saleWindow } from "../../db/inventory";
import { products } from "../../db/schema/index";
import { ticketRules } from "../../db/ticket-rules";
import { addDays, daysBetween, isValidDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";

/**
 * Remaining stock of a ticket product per day and slot: `days` days from `startDay` (default today,
 * Asia/Shanghai), clipped to the product's sales window (today .. today + saleDays - 1). Inventory
 * rows are created on demand; remaining = capacity - sold. Unknown or withdrawn product -> code 0.
 */
export async function productStock(ctx: AppContext, { product_id: productId, start_day: startDay, days }: StockQuery): Promise<StockResult> {
  if (startDay !== undefined && !isValidDay(startDay)) throw userError("日期不正确");
  const [product] = await ctx.db
    .select({ rules: products.rules })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.type, "ticket"), eq(products.onSale, true)))
    .limit(1);
  if (!product) throw userError("产品不存在");

  const window = saleWindow(ctx.now(), ticketRules(product.rules).saleDays);
  const from = startDay && startDay > window.first ? startDay : window.first;
  const requestedLast = addDays(startDay ?? window.first, days - 1);
  const to = requestedLast < window.last ? requestedLast : window.last;
  const count = daysBetween(from, to) + 1;
  if (count <= 0) return [];
  const dayList = Array.from({ length: count }, (_, i) => addDays(from, i));

  const rows = await ensureInventoryDays(ctx.db, productId, dayList);
  return dayList.map((day) => ({
    day,
    slots: rows
      .filter((r) => r.day === day)
      .map((r) => ({ slot: r.slot, capacity: r.capacity, remaining: Math.max(0, r.capacity - r.sold) })),
  }));
}
