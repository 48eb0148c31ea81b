import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context";
import { inventory } from "../../db/schema/index";

/** The refusal of a create whose slot has too few places left (4006, spec section 8). */
export const SOLD_OUT_MESSAGE = "该时段余票不足";

/**
 * How many order creates of one time slot run at once on a node (the others queue in arrival
 * order, `ctx.slotGate`): one on PGlite, whose single connection runs one transaction at a time
 * anyway; a few on PostgreSQL, where the conditional UPDATE serialises them on the row lock but the
 * reads before it overlap. A buyer admitted after the slot sold out meets the sold-out mark
 * instead of starting a transaction (docs/decisions/014).
 */
export const ORDER_CREATES_PER_SLOT = { pglite: 1, postgres: 12 } as const;

/**
 * Called after the conditional stock UPDATE of a create found fewer than `quantity` places on
 * `inventoryId` (slot key `slot`); `ticket` was taken from `ctx.soldOut` before that UPDATE. Sets
 * this node's sold-out mark (unless a stock return was heard since the ticket). When that newly
 * marked the slot and the bus reaches other nodes, re-checks the row under a row lock and, still
 * short, queues "sold-out" in that transaction: a release of places must wait for the lock, so its
 * "stock-returned" is delivered after the mark everywhere and clears it; when the places are back
 * already, this node's mark goes instead. A failure of that broadcast is logged and changes
 * nothing else (the other nodes simply ask the database).
 */
export async function noteSoldOut(
  ctx: Pick<AppContext, "db" | "bus" | "soldOut">,
  slot: string,
  inventoryId: number,
  quantity: number,
  ticket: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!ctx.soldOut.mark(slot, quantity, ticket) || ctx.bus.kind === "local") return;
  try {
    await ctx.db.transaction(async (tx) => {
      const short = await tx
        .select({ id: inventory.id })
        .from(inventory)
        .where(and(eq(inventory.id, inventoryId), sql`${inventory.sold} + ${quantity} > ${inventory.capacity}`))
        .for("update");
      if (short.length > 0) await ctx.bus.publishIn(tx, "sold-out", `${slot}#${quantity}`);
      else ctx.soldOut.clear(slot);
    });
  } catch (err) {
    log?.warn({ err, slot }, "sold-out broadcast failed");
  }
}
