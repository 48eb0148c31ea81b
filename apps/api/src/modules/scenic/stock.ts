import { and, eq, sql } from "drizzle-orm";
import type { StockQuery, StockResult } from "@wenlv/contract/scenic";
import { CATALOGUE_TAG, STOCK_TAG, stockTag } from "../../cache/response-cache";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { ensureInventoryDays, saleWindow } from "../../db/inventory";
import { preparedOn } from "../../db/prepared";
import { products } from "../../db/schema/index";
import { isClosedDay, slotBlock, ticketRules } from "../../db/ticket-rules";
import { addDays, daysBetween, isValidDay, shanghaiClock, shanghaiDay } from "../../lib/time";
import { userError } from "../../plugins/envelope";

/** Prepared read of the rules of an on-sale ticket product (placeholder `id`). */
function ticketOnSale(db: Db) {
  return preparedOn(db, "stock_product", (d) =>
    d
      .select({ rules: products.rules })
      .from(products)
      .where(and(eq(products.id, sql.placeholder("id")), eq(products.type, "ticket"), eq(products.onSale, true)))
      .limit(1)
      .prepare("stock_product"),
  );
}

/**
 * The catalogue-cache tags of a stock answer (plugins/endpoints.ts `cacheTags`): dropped by any
 * catalogue change and whenever places of one of the product's slots are taken or returned.
 */
export function stockCacheTags({ product_id: productId }: Pick<StockQuery, "product_id">): string[] {
  return [CATALOGUE_TAG, STOCK_TAG, stockTag(productId)];
}

/**
 * Remaining stock of a ticket product per day and slot: `days` days from `startDay` (default today,
 * Asia/Shanghai), clipped to the product's sales window (today .. today + saleDays - 1). Inventory
 * rows are created on demand; remaining = capacity - sold. Each day says whether the place is
 * `closed`, each slot whether it is `bookable` now and if not why (`blocked`: "closed" or "ended",
 * ticket-rules `slotBlock`, the same rule order create applies). Unknown or withdrawn product -> code 0.
 */
export async function productStock(ctx: AppContext, { product_id: productId, start_day: startDay, days }: StockQuery): Promise<StockResult> {
  if (startDay !== undefined && !isValidDay(startDay)) throw userError("日期不正确");
  const [product] = await ticketOnSale(ctx.db).execute({ id: productId });
  if (!product) throw userError("产品不存在");

  const rules = ticketRules(product.rules);
  const window = saleWindow(ctx.now(), rules.saleDays);
  const from = startDay && startDay > window.first ? startDay : window.first;
  const requestedLast = addDays(startDay ?? window.first, days - 1);
  const to = requestedLast < window.last ? requestedLast : window.last;
  const count = daysBetween(from, to) + 1;
  if (count <= 0) return [];
  const dayList = Array.from({ length: count }, (_, i) => addDays(from, i));

  const rows = await ensureInventoryDays(ctx.db, productId, dayList, rules);
  const now = ctx.now();
  const today = shanghaiDay(now);
  const clock = shanghaiClock(now);
  return dayList.map((day) => ({
    day,
    closed: isClosedDay(rules, day),
    slots: rows
      .filter((r) => r.day === day)
      .map((r) => {
        const block = slotBlock(rules, day, r.slot, today, clock);
        return { slot: r.slot, capacity: r.capacity, remaining: Math.max(0, r.capacity - r.sold), bookable: block === null, ...(block ? { blocked: block } : {}) };
      }),
  }));
}
